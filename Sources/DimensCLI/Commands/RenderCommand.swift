import DimensKit
import DimensMustache

extension Command {
    static let render = Command(
        name: "render",
        summary: "render any Mustache template with any JSON data (for template authors)",
        usage: "dimens render TEMPLATE --context FILE [--partials DIR] [--strict]",
        options: [
            .init(name: "--context", takesValue: true, help: "a JSON file with the data"),
            .init(name: "--partials", takesValue: true, help: "a folder: {{> name}} reads DIR/name.mustache"),
            .init(
                name: "--strict", takesValue: false, help: "a name missing from the data is an error, not empty text"),
            CommonOptions.help,
        ],
        run: { scanned, context in RenderCommand(context: context).run(scanned) })
}

/// `dimens render TEMPLATE --context FILE`: the result on stdout, byte for byte, with HTML escaping
/// of `{{name}}` as the Mustache spec defines.
struct RenderCommand {
    var context: CommandContext

    func run(_ scanned: ArgumentScanner.Scanned) -> ExitCode {
        guard scanned.positionals.count == 1, let contextPath = scanned.value("--context") else {
            return Usage.fail(
                UsageError("render takes one template file and --context FILE"), command: .render,
                console: context.console)
        }
        var log = DiagnosticLog()
        let templateFile = context.fileSystem.read(scanned.positionals[0], display: scanned.positionals[0])
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
        let partialsFolder = scanned.value("--partials")
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
                    MustacheValue(json), partials: partials, options: .init(missingIsError: scanned.has("--strict"))))
            return .success
        } catch {
            context.report(
                DiagnosticLog([.error(.templateError, error.message, at: error.location)]), format: .text,
                sources: [template])
            return .failure
        }
    }
}
