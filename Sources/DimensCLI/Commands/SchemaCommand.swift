import DimensKit

extension Command {
    static let schema = Command(
        name: "schema",
        summary: "print the JSON Schema of token files or of dimens.json, for editors",
        usage: "dimens schema tokens|config",
        options: [CommonOptions.help],
        run: { scanned, context in SchemaCommand(context: context).run(scanned) })
}

/// `dimens schema tokens|config`: JSON Schema (draft 2020-12) for an editor's validation and
/// completion while a token file or the config is edited.
struct SchemaCommand {
    var context: CommandContext

    func run(_ scanned: ArgumentScanner.Scanned) -> ExitCode {
        let schemas = ["tokens": JSONSchemas.tokenFile, "config": JSONSchemas.config]
        guard scanned.positionals.count == 1, let schema = schemas[scanned.positionals[0]] else {
            let given = scanned.positionals.first.map { "'\($0)' is not a schema; " } ?? ""
            return Usage.fail(
                UsageError("\(given)name one: tokens or config"), command: .schema, console: context.console)
        }
        context.console.write(JSONWriter.write(schema))
        return .success
    }
}
