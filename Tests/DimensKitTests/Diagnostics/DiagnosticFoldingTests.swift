import DimensKit
import Testing

/// One cause, one diagnostic: findings of one code and cause fold into the first, with the count
/// and the first few places of the others; findings of their own never fold.
struct DiagnosticFoldingTests {
    static func at(_ file: String, _ line: Int) -> DimensKit.SourceLocation {
        DimensKit.SourceLocation(file: file, position: SourcePosition(line: line, column: 3, offset: line * 100))
    }

    static func unknown(_ file: String, _ line: Int, cause: String?) -> Diagnostic {
        .error(.aliasUnknown, "{x} refers to a token that does not exist", at: at(file, line), cause: cause)
    }

    @Test func findingsOfOneCauseFoldIntoTheFirst() {
        let log = DiagnosticLog(
            [
                Self.unknown("b.json", 1, cause: "x"), Self.unknown("a.json", 9, cause: "x"),
                Self.unknown("a.json", 2, cause: "y"), Self.unknown("a.json", 5, cause: "x"),
                Self.unknown("c.json", 4, cause: "x"), Self.unknown("c.json", 7, cause: "x"),
                Self.unknown("d.json", 1, cause: "x"), Self.unknown("a.json", 9, cause: "x"),
                Self.unknown("a.json", 3, cause: nil), Self.unknown("a.json", 4, cause: nil),
            ])
        let folded = log.folded
        #expect(
            folded.map { $0.diagnostic.location!.description } == [
                "a.json:2:3", "a.json:3:3", "a.json:4:3", "a.json:5:3",
            ])
        let x = folded[3]
        #expect(
            x.others.map { $0!.description } == ["a.json:9:3", "b.json:1:3", "c.json:4:3", "c.json:7:3", "d.json:1:3"])
        #expect(
            x.placeNotes.map(\.message) == [
                "the same here", "the same here", "the same here", "… and 2 more in 2 files",
            ])
        #expect(x.placeNotes.prefix(3).map { $0.location!.description } == ["a.json:9:3", "b.json:1:3", "c.json:4:3"])
        #expect(folded[0].others.isEmpty && folded[1].others.isEmpty && folded[0].placeNotes.isEmpty)
        // The json format lists every finding.
        #expect(log.all.count == 10)
    }

    @Test func aliasesToOneMissingTokenShareACause() {
        let result = frontEnd(
            ##"""
            {"a": {"$type": "number", "$value": "{gone}"}, "b": {"$type": "number", "$value": "{gone}"},
             "c": {"$type": "number", "$value": "{gone}"}, "d": {"$type": "number", "$value": "{other}"}}
            """##)
        #expect(result.diagnostics.all.count == 4)
        #expect(result.diagnostics.folded.map { $0.others.count } == [2, 0])
    }

    @Test func aliasesOfOneTypeToOneTokenOfAnotherShareACause() {
        let result = frontEnd(
            ##"""
            {"n": {"$type": "number", "$value": 400},
             "a": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": 0, "fontWeight": "{n}"}},
             "b": {"$type": "typography", "$value": {"fontFamily": "B", "fontSize": 0, "fontWeight": "{n}"}}}
            """##)
        #expect(result.codes == [.valueNonconforming, .valueNonconforming])
        #expect(result.diagnostics.folded.count == 1)
    }
}
