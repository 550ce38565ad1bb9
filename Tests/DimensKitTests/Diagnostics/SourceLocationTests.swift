import Dispatch
import Testing

@testable import DimensKit

/// A location keeps its file by number: it reads back, compares and orders as the name would.
struct SourceLocationTests {
    let position = DimensKit.SourcePosition(line: 2, column: 3, offset: 10)

    @Test func theFileReadsBackAndLocationsCompareByNameAndPosition() {
        var location = DimensKit.SourceLocation(file: "tokens/a.tokens.json", position: position)
        #expect(location.file == "tokens/a.tokens.json")
        #expect(location.description == "tokens/a.tokens.json:2:3")
        #expect(location == DimensKit.SourceLocation(file: "tokens/" + "a.tokens.json", position: position))
        #expect(location != DimensKit.SourceLocation(file: "tokens/b.tokens.json", position: position))
        location.file = "tokens/c.tokens.json"
        #expect(location.description == "tokens/c.tokens.json:2:3")
        let later = location.at(DimensKit.SourcePosition(line: 4, column: 1, offset: 40))
        #expect(later.file == "tokens/c.tokens.json" && later.line == 4)
    }

    /// Files order by name whatever order they were first seen in, then by offset.
    @Test func locationsOrderByFileNameThenOffset() {
        let z = DimensKit.SourceLocation(file: "z-first-seen.json", position: position)
        let a = DimensKit.SourceLocation(file: "a-seen-after.json", position: position)
        let aLater = a.at(DimensKit.SourcePosition(line: 9, column: 1, offset: 99))
        #expect([z, aLater, a].sorted() == [a, aLater, z])
    }

    /// Names are numbered from every core at once, each name once.
    @Test func namesNumberedFromManyThreadsReadBack() {
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let name = "concurrent-\(index % 17).json"
            let location = DimensKit.SourceLocation(file: name, position: .start)
            #expect(location.file == name)
            #expect(location == DimensKit.SourceLocation(file: name, position: .start))
        }
    }
}
