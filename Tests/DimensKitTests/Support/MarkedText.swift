import DimensKit
import Testing

/// Text with `»` written before each place a finding is expected (as swift-format's tests mark
/// findings inside their inputs): the text without the markers, and each place as `line:column`.
struct MarkedText {
    static let marker: Character = "»"

    var text = ""
    var places: [String] = []

    init(_ marked: String) {
        var line = 1
        var column = 1
        for character in marked {
            if character == Self.marker {
                places.append("\(line):\(column)")
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }

    /// The findings expected at the places, in order: `line:column code`.
    func expected(_ codes: [String]) -> [String] { zip(places, codes).map { "\($0) \($1)" } }
}

/// Expects `lint` and `build` (in memory, one json output) of the token file `marked` to report
/// exactly the findings `codes`, each at its marker in order, and nothing else but what `ignoring`
/// names: what a designer sees is the same whichever command finds it.
func expectFindings(
    _ marked: MarkedText, _ codes: [String], strict: Bool = false, ignoring: (Diagnostic) -> Bool = { _ in false },
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(marked.places.count == codes.count, "one marker per expected code", sourceLocation: sourceLocation)
    let sources = TokenSources.files([SourceFile(path: "t.tokens.json", text: marked.text)])
    var config = Config(directory: ".")
    config.outputs = [.init(template: "json", path: "d.json")]
    let lint = Pipeline.lint(sources: sources, config: config, catalog: .builtIn, strict: strict)
    let build = Pipeline.compile(sources: sources, config: config, catalog: .builtIn, strict: strict)
    for (stage, log) in [("lint", lint.diagnostics), ("build", build.diagnostics)] {
        let found = log.sorted.filter { !ignoring($0) }.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code)"
        }
        #expect(
            found == marked.expected(codes), "\(stage): \(log.sorted.map(\.message))", sourceLocation: sourceLocation)
    }
}
