import DimensKit

/// `dimens schema tokens|config`: JSON Schema (draft 2020-12) for an editor's validation and
/// completion while a token file or the config is edited.
struct SchemaCommand: DimensCommand {
    static let name = "schema"
    static let summary = "print the JSON Schema of token files or of dimens.json, for editors"
    var context: CommandContext

    /// `dimens schema tokens|config`.
    struct Options: CommandOptions {
        /// Required: the parser always sets it.
        var schema = Schema.tokens

        static let misuse: String? = "name one: tokens or config"

        static var arguments: [Argument<Self>] { [.positional(\.schema)] }
    }

    /// The files a schema describes.
    enum Schema: String, ArgumentChoice {
        case tokens, config
        static let noun = "schema"

        static func invalid(_ argument: String, for name: String) -> String {
            "'\(argument)' is not a schema; name one: tokens or config"
        }
    }

    func run(_ options: Options) -> ExitCode {
        switch options.schema {
        case .tokens: context.console.write(JSONWriter.write(JSONSchemas.tokenFile))
        case .config: context.console.write(JSONWriter.write(JSONSchemas.config))
        }
        return .success
    }
}
