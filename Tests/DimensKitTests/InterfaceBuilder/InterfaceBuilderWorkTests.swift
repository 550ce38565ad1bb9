import DimensKit
import Testing

@testable import DimensKit

/// The work of reading storyboards grows with the input, not faster (issue 48): counted, not
/// timed. One element with 40,000 attributes is one lookup per attribute; 4,000 unknown names
/// against 4,000 tokens search "did you mean" for the first `TokenIndex.suggestedNames` only.
struct InterfaceBuilderWorkTests {
    @Test func aTagOfManyAttributesLooksEachNameUpOnce() throws {
        let attributes = (0..<40_000).map { " a\($0)=\"v\"" }.joined()
        var scanner = XMLScanner(Array("<document\(attributes)/>".utf8))
        let root = try scanner.document()
        #expect(root.attributes.count == 40_000)
        #expect(scanner.attributeLookups == 40_000)

        // A name given twice is still refused, at the second one, after as many lookups.
        let twice = SourceFile(path: "a.xib", text: "<document\(attributes) a17=\"w\"/>")
        let (none, found) = XMLReader.read(twice)
        #expect(none == nil)
        #expect(found.map(\.message) == ["not well-formed XML: attribute 'a17' appears twice in <document>"])
        #expect(found.first?.location?.position.column == 10 + attributes.count + 1)
    }

    /// Same-length names are the worst case for the length index: every token is within the limit.
    @Test func didYouMeanIsSearchedForTheFirstNamesOnly() throws {
        let count = 4_000
        let tokens = (0..<count).map { #""t\#($0 + 10_000)": {"$value": 1}"# }.joined(separator: ", ")
        let front = Pipeline.frontEnd(
            .files([SourceFile(path: "t.tokens.json", text: #"{"g": {"$type": "number", \#(tokens)}}"#)]))
        #expect(!front.diagnostics.hasErrors)
        var index = TokenIndex([front.tokens])
        let property = try #require(InspectableProperty.all.first { $0.keyPath == "dimensConstant" })
        var found: [Diagnostic] = []
        for n in 0..<count {
            let at = SourceLocation(file: "a.xib", position: SourcePosition(line: n + 1, column: 1, offset: 0))
            found += index.check("g.u\(n + 10_000)", at: at, for: property, typeChecked: true)
        }
        #expect(found.count == count)
        #expect(index.searchedNames == TokenIndex.suggestedNames)
        // Each searched name is compared with every token of a length within its limit: all 4,000.
        #expect(index.suggestionEvaluations == TokenIndex.suggestedNames * count)
        #expect(found[0].notes.map(\.message) == ["did you mean 'g.t10000'?"])
        // The rest share one cause, so text output folds them into one finding.
        let rest = found.dropFirst(TokenIndex.suggestedNames)
        #expect(rest.allSatisfy { $0.cause != nil && $0.cause == rest.first?.cause })
        #expect(found.prefix(TokenIndex.suggestedNames).allSatisfy { $0.cause == nil })
        #expect(DiagnosticLog(found).folded.count == TokenIndex.suggestedNames + 1)
    }
}
