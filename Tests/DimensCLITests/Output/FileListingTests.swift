import Testing

@testable import DimensCLI

/// Few paths are named, many counted; a long list is cut at a screenful.
struct FileListingTests {
    @Test(arguments: [
        ([String](), ""), (["a"], "a"), (["a", "b", "c"], "a, b, c"), (["a", "b", "c", "d"], "4 files"),
    ])
    func namesAFewAndCountsMany(_ paths: [String], _ phrase: String) {
        #expect(FileListing.phrase(paths) == phrase)
    }

    @Test func summarizesWhatABuildChanged() {
        let holding = "1 token computed on 7 screens, 0 carried through untouched\n"
        #expect(FileListing.buildSummary(written: [], removed: [], unchanged: 3, holding: holding) == nil)
        #expect(
            FileListing.buildSummary(written: ["a"], removed: ["b", "c", "d", "e"], unchanged: 2, holding: holding)
                == "wrote a, removed 4 files (2 unchanged); " + holding)
    }

    @Test func cutsAtAScreenfulUnlessAllAreAsked() {
        let lines = (1...50).map(String.init)
        let cut = FileListing.cut(lines, all: false) { "+\($0)" }
        #expect(cut.count == FileListing.screenful && cut.last == "+\(50 - FileListing.screenful + 1)")
        #expect(cut.dropLast() == lines.prefix(FileListing.screenful - 1))
        #expect(FileListing.cut(lines, all: true) { "+\($0)" } == lines)
        #expect(FileListing.cut(Array(lines.prefix(20)), all: false) { "+\($0)" }.count == 20)
    }
}
