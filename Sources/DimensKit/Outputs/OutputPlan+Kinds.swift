/// The plans of a config's outputs, made once when the config is checked: each output's kind
/// (built in, or a project's template), each template found and parsed once however many outputs
/// name it, each output's language and typed options.
extension OutputPlan {
    static func plans(of outputs: [Config.Output], library: TemplateLibrary, configLocation: SourceLocation?) -> (
        [OutputPlan], [Diagnostic]
    ) {
        var templates: [String: TemplatePlan?] = [:]
        var diagnostics: [Diagnostic] = []
        var plans: [OutputPlan] = []
        let codeKinds = OutputKinds.all.filter { if case .code = $0.writtenBy { true } else { false } }.map(\.name)
        for output in outputs {
            let kind: Kind
            if codeKinds.contains(output.template) {
                kind = .code
            } else {
                if templates[output.template] == nil {
                    switch library.plan(output.template, alsoKnown: codeKinds) {
                    case .success(let plan): templates[output.template] = plan
                    case .failure(.lookup(let error)):
                        templates[output.template] = .some(nil)
                        diagnostics.append(
                            .error(.configTemplate, error.message, at: output.location ?? configLocation))
                    case .failure(.syntax(let error)):
                        templates[output.template] = .some(nil)
                        diagnostics.append(.error(.templateError, error.message, at: error.location))
                    }
                }
                guard let plan = templates[output.template] ?? nil else { continue }
                kind = .template(plan)
            }
            plans.append(
                OutputPlan(
                    name: output.template, path: output.path, location: output.location, kind: kind,
                    language: OutputKinds.language(of: output.template, options: output.options),
                    options: output.options))
        }
        return (plans, diagnostics)
    }
}

extension DiagnosticCode {
    /// An output names a template that cannot be found.
    package static let configTemplate = DiagnosticCode("config.template")
}

extension ConfigParser {
    /// Parses the config in `source` against the built-in output kinds; `directory` is the
    /// folder its paths are relative to.
    public static func parse(_ source: SourceFile, directory: String) -> (Config?, [Diagnostic]) {
        parse(source, directory: directory, kinds: OutputKinds.table)
    }
}

extension OutputOption {
    /// Whether an output of `template` (a built-in kind's name or a project's template) takes
    /// this option.
    package func isTaken(by template: String) -> Bool { OutputKinds.table.takes(template, option: name) }
}

extension OutputOptions {
    /// Options read from an options object against the built-in kinds' declarations, without
    /// checking them (`dimens context`, tests).
    package init(_ object: JSONObject) { self.init(object, kinds: OutputKinds.table) }
}
