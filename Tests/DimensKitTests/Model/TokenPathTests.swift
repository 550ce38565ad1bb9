import Testing

@testable import DimensKit

/// A path's dotted form, made once and carried by `appending`, `parent` and `ancestors`, is the
/// one its names give, whatever the names hold.
struct TokenPathTests {
    static let paths: [[String]] = [
        [], ["a"], ["a", "b", "c"], ["é", "日本", "x"], ["a", "", "b"], ["", ""], ["$root"],
    ]

    @Test(arguments: paths)
    func everyWayToMakeAPathGivesItsNamesDotted(segments: [String]) {
        let path = TokenPath(segments)
        #expect(path.description == segments.joined(separator: "."))
        #expect(TokenPath(dotted: path.description) == path || segments.isEmpty)
        let built = segments.reduce(TokenPath.root) { $0.appending($1) }
        #expect(built == path && built.description == path.description)
        #expect(path.parent?.description == (segments.isEmpty ? nil : segments.dropLast().joined(separator: ".")))
        #expect(
            path.ancestors.map(\.description) == (0..<segments.count).map { segments.prefix($0).joined(separator: ".") }
        )
        #expect(path.ancestors.map(\.segments) == (0..<segments.count).map { Array(segments.prefix($0)) })
    }

    @Test func pathsAreEqualAndHashedByTheirNames() {
        #expect(TokenPath(["a", "b"]) == TokenPath(dotted: "a.b"))
        #expect(Set([TokenPath(["a", "b"]), TokenPath(dotted: "a.b"), TokenPath(["a"]).appending("b")]).count == 1)
        // Names cannot hold dots, but a path built from one is still not the two-name path.
        #expect(TokenPath(["a.b"]) != TokenPath(["a", "b"]))
        #expect(TokenPath(["a", "b"]) < TokenPath(["a", "c"]) && TokenPath(["a"]) < TokenPath(["a", "b"]))
    }
}
