import DimensMustache
import Foundation

/// Where output templates and partials come from: the project's templates folder first, then the
/// built-in templates. `json` is always written by code.
public struct TemplateLibrary: Sendable {
    /// User templates by path inside the templates folder, without `.mustache` (`kotlin`, `ios/dimens`).
    package var user: [String: SourceFile]

    public init(user: [String: SourceFile] = [:]) { self.user = user }

    /// The built-in templates' names.
    package static var builtInNames: [String] { BuiltInTemplates.sources.keys.sorted() }

    /// A template to render: its display name (for errors), source, and whether it is built in.
    package struct Resolved: Sendable {
        package var name: String
        package var source: String
        package var builtIn: Bool
    }

    /// Resolves an output's `template`: a template in the templates folder (a name or a relative
    /// path, `.mustache` optional), else a built-in one. Paths may not leave the folder.
    package func resolve(_ template: String, alsoKnown: [String] = []) -> Result<Resolved, LookupError> {
        if let problem = OutputPathRule.problem(with: template) {
            return .failure(
                LookupError(
                    message: problem.replacingOccurrences(of: "output path", with: "template")
                        .replacingOccurrences(of: "outDir", with: "the templates folder")))
        }
        let key = template.hasSuffix(".mustache") ? String(template.dropLast(".mustache".count)) : template
        if let file = user[key] {
            return .success(
                Resolved(name: file.path, source: String(decoding: file.bytes, as: UTF8.self), builtIn: false))
        }
        if let source = BuiltInTemplates.sources[key] {
            return .success(Resolved(name: "<built-in \(key) template>", source: source, builtIn: true))
        }
        let hint =
            Suggestion.closest(to: key, in: alsoKnown + Self.builtInNames + user.keys.sorted()).map {
                "; did you mean '\($0)'?"
            }
            ?? ""
        return .failure(LookupError(message: "unknown template '\(template)'\(hint)"))
    }

    /// Why a template could not be found.
    package struct LookupError: Error, Sendable {
        package var message: String
    }

    /// A template found and parsed, once, for every output that names it.
    package func plan(_ template: String, alsoKnown: [String] = []) -> Result<TemplatePlan, PlanError> {
        switch resolve(template, alsoKnown: alsoKnown) {
        case .failure(let error): return .failure(.lookup(error))
        case .success(let resolved):
            do {
                return .success(
                    TemplatePlan(resolved: resolved, template: try Template(resolved.source, name: resolved.name)))
            } catch {
                return .failure(.syntax(error))
            }
        }
    }

    /// Why a template cannot be planned: not found, or not parsed.
    package enum PlanError: Error, Sendable {
        case lookup(LookupError)
        case syntax(MustacheError)
    }

    /// The source of a partial `{{> name}}`: the templates folder first, then the built-ins.
    package func partial(_ name: String) -> String? {
        user[name].map { String(decoding: $0.bytes, as: UTF8.self) } ?? BuiltInTemplates.sources[name]
    }

    /// Renders a planned template with `context`; a missing interpolated name is an error for
    /// built-in templates and when `strict`.
    package func render(_ plan: TemplatePlan, context: MustacheValue, strict: Bool) -> Result<String, MustacheError> {
        let partials = self
        do {
            return .success(
                try plan.template.render(
                    context, partials: { partials.partial($0) },
                    options: .init(
                        missingIsError: strict || plan.resolved.builtIn, maximumBytes: OutputPlan.maximumBytes)))
        } catch {
            return .failure(error)
        }
    }
}

extension MustacheValue {
    /// A JSON value as template data (numbers by their literal's value).
    package init(_ json: JSONValue) {
        switch json.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number.double)
        case .string(let text): self = .string(text)
        case .array(let items): self = .list(items.map(MustacheValue.init))
        case .object(let object):
            self = .object(MustacheObject(object.members.map { ($0.key, MustacheValue($0.value)) }))
        }
    }
}

extension MustacheError {
    /// Where the error is, as diagnostics point at it.
    package var location: SourceLocation {
        SourceLocation(file: template, position: SourcePosition(line: line, column: column, offset: 0))
    }
}

extension DiagnosticCode {
    /// A template that cannot be parsed or rendered.
    package static let templateError = DiagnosticCode("template.error")
}
