import DimensKit
import DimensMustache

/// `dimens render TEMPLATE --context FILE`: the result on stdout, byte for byte, with HTML escaping
/// of `{{name}}` as the Mustache spec defines.
struct RenderCommand: DimensCommand {
    static let name = "render"
    static let summary = "render any Mustache template with any JSON data (for template authors)"
    var context: CommandContext

    /// `dimens render TEMPLATE --context FILE [--partials DIR] [--strict]`.
    struct Options: CommandOptions {
        /// Required: the parser always sets it.
        var template = ""
        /// Required: the parser always sets it.
        var contextFile = ""
        var partials: String?
        var strict = false

        static let misuse: String? = "render takes one template file and --context FILE"

        static var arguments: [Argument<Self>] {
            [
                .positional(\.template, "TEMPLATE"),
                .option(
                    "--context", \.contextFile, valueName: "FILE", help: "a JSON file with the data", usage: .required),
                .option(
                    "--partials", \.partials, valueName: "DIR", help: "a folder: {{> name}} reads DIR/name.mustache"),
                .flag("--strict", \.strict, help: "a name missing from the data is an error, not empty text"),
            ]
        }
    }

    func run(_ options: Options) -> ExitCode {
        let contextPath = options.contextFile
        var log = DiagnosticLog()
        let templateFile = context.fileSystem.read(options.template, display: options.template)
        let dataFile = context.fileSystem.read(contextPath, display: contextPath)
        guard case .success(let template) = templateFile, case .success(let data) = dataFile else {
            for case .failure(let diagnostic) in [templateFile, dataFile] { log.add(diagnostic) }
            context.report(log, format: .text, sources: [])
            return .failure
        }
        let parsed = JSONParser.parse(data)
        guard let json = parsed.value, parsed.diagnostics.isEmpty else {
            context.report(DiagnosticLog(parsed.diagnostics), format: .text, sources: [data])
            return .failure
        }
        let partialsFolder = options.partials
        let fileSystem = context.fileSystem
        let partials: @Sendable (String) -> String? = { name in
            guard let folder = partialsFolder, OutputPathRule.problem(with: name) == nil,
                case .success(let file) = fileSystem.read(FilePath.join(folder, "\(name).mustache"), display: name)
            else { return nil }
            return String(decoding: file.bytes, as: UTF8.self)
        }
        do {
            let parsedTemplate = try Template(String(decoding: template.bytes, as: UTF8.self), name: template.path)
            context.console.write(
                try parsedTemplate.render(
                    MustacheValue(json), partials: partials, options: .init(missingIsError: options.strict)))
            return .success
        } catch {
            context.report(
                DiagnosticLog([.error(.templateError, error.message, at: error.location)]), format: .text,
                sources: [template])
            return .failure
        }
    }
}
