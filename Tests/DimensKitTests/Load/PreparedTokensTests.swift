import Testing

@testable import DimensKit

/// A large group's tokens read ahead on every core load into the same set, with the same
/// diagnostics in the same order, as the plain walk that reads each member in turn.
struct PreparedTokensTests {
    /// One member of the large group, of a kind chosen by its index: every way a member can be a
    /// token, a group or a mistake.
    static func member(_ i: Int) -> String {
        switch i {
        case _ where i % 11 == 0: #""bad.\#(i)": {"$value": \#(i)}"#
        case _ where i % 13 == 0: #""g\#(i)": {"inner": {"$value": \#(i)}}"#
        case _ where i % 17 == 0: ##""r\##(i)": {"$ref": "#/big/t1"}"##
        case _ where i % 19 == 0: ##""both\##(i)": {"$value": 1, "$ref": "#/big/t1"}"##
        case _ where i % 23 == 0: #""odd\#(i)": {"$value": 1, "$typo": 2, "note": 3, "child": {"$value": 2}}"#
        case _ where i % 29 == 0:
            #""d\#(i)": {"$type": "dimension", "$value": {"value": \#(i), "unit": "px"}, "$extensions": {"dimens": {"model": "fixed"}}}"#
        case _ where i % 31 == 0: #""n\#(i)": 5"#
        case _ where i % 37 == 0: #""t\#(i - 1)": {"$value": "again"}"#
        default: #""t\#(i)": {"$value": \#(i), "$description": "number \#(i)"}"#
        }
    }

    /// A group of `count` members, typed and with a dimens block for them all.
    static func big(_ count: Int) -> String {
        """
        {"big": {"$type": "number", "$extensions": {"dimens": {"model": "fixed"}},
        \((0..<count).map(member).joined(separator: ",\n"))}}
        """
    }
    /// A later file that defines some of the same tokens again.
    static let later = #"{"big": {"t1": {"$value": 99}, "t2": {"$value": 98}, "new": {"$value": 97}}}"#

    /// What a load made, written out: every token with what it holds, the dimens blocks, the
    /// groups, and the diagnostics in order.
    static func outcome(
        _ prepared: PreparedTokens.Sizes, _ redefinition: TokenLoader.Redefinition, members: Int = 700
    ) -> [String] {
        let documents = [("a.json", big(members)), ("b.json", later)].compactMap { name, text in
            JSONParser.parse(SourceFile(path: name, text: text)).value.map { ParsedDocument(file: name, root: $0) }
        }
        let (set, diagnostics) = TokenLoader.load(
            documents, defaults: nil, rules: [], redefinition: redefinition, prepared: prepared)
        let tokens = set.tokens.map { token in
            "\(token.path) \(token.location) \(token.value) \(String(describing: token.ownType)) \(String(describing: token.groupType)) \(token.description ?? "-") \(token.dimensBlocks) \(token.hasInvalidType)"
        }
        let blocks = set.dimensBlocks.map { "\($0.owner ?? "-") \($0.location) \($0.object.keys)" }
        let groups = set.groups.map { "\($0.key) \($0.value)" }.sorted()
        let found = diagnostics.map {
            "[\($0.code.rawValue)] \($0.severity) \(String(describing: $0.location)) \($0.message) \($0.tokenPath ?? "-") \($0.notes.map(\.message))"
        }
        return tokens + blocks + groups + found
    }

    @Test(arguments: [TokenLoader.Redefinition.error, .lastWins])
    func readingAheadLoadsWhatThePlainWalkLoads(redefinition: TokenLoader.Redefinition) {
        let plain = Self.outcome(.init(minimumMembers: .max), redefinition)
        for code in ["token.name", "alias.syntax", "token.nested", "token.not-object", "token.unknown-property"] {
            #expect(plain.contains { $0.hasPrefix("[\(code)]") }, "the group makes no \(code)")
        }
        for window in [1, 7, 64, 700] {
            let ahead = Self.outcome(.init(minimumMembers: 1, window: window), redefinition)
            let difference = zip(ahead, plain).first { $0 != $1 }
            #expect(
                difference == nil && ahead.count == plain.count,
                "window \(window): \(difference.map { "\($0) ≠ \($1)" } ?? "\(ahead.count) lines ≠ \(plain.count)")")
        }
    }

    @Test func aGroupAboveTheDefaultMinimumIsReadAheadToTheSameLoad() {
        let members = PreparedTokens.Sizes().minimumMembers + 100
        let (ahead, plain) = (
            Self.outcome(.init(), .error, members: members),
            Self.outcome(.init(minimumMembers: .max), .error, members: members)
        )
        #expect(ahead.count == plain.count && zip(ahead, plain).allSatisfy { $0 == $1 })
    }

    @Test func onlyTheValueTokensOfALargeGroupAreReadAhead() throws {
        // The group's `$type` and `$extensions` are members too.
        let members = PreparedTokens.Sizes().minimumMembers - 2
        for (count, ahead) in [(members, true), (members - 1, false)] {
            let root = try #require(JSONParser.parse(SourceFile(path: "a.json", text: Self.big(count))).value)
            let group = try #require(root.object?["big"]?.object)
            var prepared = PreparedTokens(group, path: TokenPath(["big"]), file: "a.json", sizes: .init())
            let kinds = group.members.indices.map { index in
                (group.members[index].key, prepared.token(at: index)?.read != nil)
            }
            // A plain token, a token with a refused name (read, with its error), a group, a `$ref` token.
            #expect(kinds.first { $0.0 == "t1" }?.1 == ahead)
            #expect(
                prepared.token(at: group.members.firstIndex { $0.key == "bad.11" }!).map {
                    $0.read == nil
                } == (ahead ? true : nil))
            #expect(kinds.first { $0.0 == "g13" }?.1 == false && kinds.first { $0.0 == "r17" }?.1 == false)
            #expect(
                kinds.filter(\.1).count
                    == (ahead
                        ? kinds.count {
                            $0.0.hasPrefix("t") || $0.0.hasPrefix("d") || $0.0.hasPrefix("both")
                                || $0.0.hasPrefix("odd")
                        } : 0))
        }
    }
}
