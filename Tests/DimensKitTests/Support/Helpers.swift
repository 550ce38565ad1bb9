import DimensKit

/// Runs the front end on token files given as text.
func frontEnd(_ files: [String: String], strict: Bool = false, defaults: String? = nil) -> Pipeline.FrontEnd {
    let sources = files.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
    let block = defaults.flatMap { JSONParser.parse(SourceFile(path: "dimens.json", text: $0)).value?.object }
        .map {
            DimensBlock(
                object: $0, file: "dimens.json", location: SourceLocation(file: "dimens.json", position: .start))
        }
    return Pipeline.frontEnd(.files(sources, defaults: block, options: .init(reportExtensions: strict)))
}

func frontEnd(_ text: String, strict: Bool = false) -> Pipeline.FrontEnd {
    frontEnd(["t.tokens.json": text], strict: strict)
}

extension Pipeline.FrontEnd {
    var codes: [DiagnosticCode] { diagnostics.sorted.map(\.code) }

    func token(_ path: String) -> ResolvedToken? { tokens.tokens.first { $0.path.description == path } }
}
