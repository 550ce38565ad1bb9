/// The subcommands, in the order `dimens --help` lists them.
enum CommandList {
    static var all: [any DimensCommand.Type] {
        [
            BuildCommand.self, WatchCommand.self, LintCommand.self, ExplainCommand.self, DiffCommand.self,
            DevicesCommand.self, TemplatesCommand.self, ContextCommand.self, RenderCommand.self, SchemaCommand.self,
            InitCommand.self, XcfilelistsCommand.self,
        ]
    }

    /// What `dimens` runs when no command is named.
    static var defaultCommand: any DimensCommand.Type { BuildCommand.self }

    static func named(_ name: String) -> (any DimensCommand.Type)? { all.first { $0.name == name } }
}
