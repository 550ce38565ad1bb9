import Testing

@testable import DimensKit

/// `$ref` on tokens (DTCG §6.6.2, §7.1.2: tools MUST support it) and on groups (§6.4.1: the same
/// as `$extends`), with the cycle and location rules of aliases and `$extends`.
struct TokenLoaderRefTests {
    static let colors = ##"""
        "colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}}}
        """##

    @Test func aTokenWrittenAsARefIsAnAliasToTheWholeToken() throws {
        // §6.6.2, Example 21.
        let result = frontEnd(##"{\##(Self.colors), "alias": {"$ref": "#/colors/blue"}}"##)
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all.map(\.message))")
        let alias = try #require(result.token("alias"))
        #expect(alias.type == .color)
        #expect(alias.aliasTarget?.description == "colors.blue")
        #expect(alias.value == result.token("colors.blue")?.value)
    }

    @Test func aRefToTheValueWithItsOwnTypeIsTheSameAlias() throws {
        // §7.1.2, Example 32 as published: `#/colors/blue/$value` is `{colors.blue}`.
        let result = frontEnd(##"{\##(Self.colors), "primary": {"$ref": "#/colors/blue/$value", "$type": "color"}}"##)
        #expect(result.diagnostics.all.isEmpty)
        #expect(result.token("primary")?.aliasTarget?.description == "colors.blue")
    }

    @Test func aRefIntoTheValueTakesThatPart() throws {
        // §7.1.2, Example 32: a component of a color, typed by the token.
        let result = frontEnd(
            ##"{\##(Self.colors), "hue": {"$ref": "#/colors/blue/$value/components/1", "$type": "number"}}"##)
        #expect(result.diagnostics.all.isEmpty)
        #expect(result.token("hue")?.value == .number(0.4))
    }

    @Test func aRefIntoAMemberMayGoThroughAnAlias() throws {
        // §7.3: `alias` is `base`, so its fontSize is base's; a pointer to a part that is not
        // there is an error.
        let result = frontEnd(
            ##"""
            {"base": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 20, "unit": "px"}}},
             "alias": {"$type": "typography", "$value": "{base}"},
             "t": {"$type": "typography", "$value": {"fontFamily": "B", "fontSize": {"$ref": "#/alias/$value/fontSize"}}},
             "u": {"$type": "typography", "$value": {"fontFamily": "B", "fontSize": {"$ref": "#/base/$value/size"}}}}
            """##)
        #expect(
            result.diagnostics.sorted.map { "\($0.location!.line):\($0.location!.column) \($0.code)" } == [
                "4:73 alias.unknown"
            ])
        #expect(result.token("t") != nil)
    }

    @Test func aGroupsRefExtendsTheGroupItNames() throws {
        // §6.4.1: `"$ref": "#/button"` is `"$extends": "{button}"`, with or without members of its own,
        // before or after the group it names, and through another such group.
        let result = frontEnd(
            ##"""
            {"early": {"$ref": "#/base"},
             "base": {"$type": "dimension", "a": {"$value": {"value": 1, "unit": "px"}}, "b": {"$value": {"value": 2, "unit": "px"}}},
             "brand": {"$ref": "#/base", "b": {"$value": {"value": 20, "unit": "px"}}},
             "chain": {"$ref": "#/early"}}
            """##)
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all.map(\.message))")
        let values = result.tokens.tokens.map { "\($0.path)=\($0.value)" }
        for expected in ["early.a", "early.b", "brand.a", "chain.a", "chain.b"] {
            #expect(values.contains { $0.hasPrefix(expected + "=") }, "\(expected) in \(values)")
        }
        #expect(result.token("brand.b")?.value == .dimension(Dimension(20, .px)))
        #expect(result.token("early") == nil)
    }

    @Test func mistakesAreReportedWhereWritten() {
        expectFindings(
            MarkedText(
                ##"""
                {"n": {"$type": "number", "$value": 1},
                 "both": {"$type": "number", "$value": 2, »"$ref": "#/n"},
                 "g": {"$extends": "{k}", »"$ref": "#/k", "x": {"$type": "number", "$value": 1}},
                 "k": {"y": {"$type": "number", "$value": 1}},
                 "lost": {"$type": "number", "$ref": »"#/nn"},
                 "wrong": {"$type": "dimension", "$ref": »"#/n"},
                 "notGroup": {»"$ref": "#/n", "z": {"$type": "number", "$value": 3}},
                 "loop1": {"$ref": »"#/loop2"}, "loop2": {"$ref": "#/loop1"},
                 "ring1": {»"$ref": "#/ring2", "p": {"$type": "number", "$value": 1}},
                 "ring2": {"$ref": "#/ring1", "q": {"$type": "number", "$value": 1}}}
                """##),
            [
                "alias.syntax", "group.extends", "alias.unknown", "alias.type-mismatch", "group.extends", "alias.cycle",
                "group.extends",
            ])
    }
}

/// What `$ref` objects become when other rules apply too.
struct TokenLoaderRefEdgeTests {
    @Test func aLaterDefinitionThatAliasesAGroupStaysAToken() throws {
        // Under a resolver the later source wins: its `$value` naming a group is an alias to a
        // group (an error), not a group that extends it, as the earlier `$ref` token would be.
        let documents = [
            ##"{"grp": {"a": {"$type": "number", "$value": 1}}, "x": {"$ref": "#/grp"}}"##,
            ##"{"x": {"$type": "number", "$value": {"$ref": "#/grp"}}}"##,
        ].enumerated().map {
            ParsedDocument(
                file: "\($0.offset).json",
                root: JSONParser.parse(SourceFile(path: "\($0.offset).json", text: $0.element)).value!)
        }
        let (set, _) = TokenLoader.load(documents, redefinition: .lastWins)
        #expect(set.tokens.map(\.path.description) == ["grp.a", "x"])
        #expect(set.groups[TokenPath(["x"])] == nil)
    }

    @Test func aGroupTakesTheTypeTheGroupItExtendsInherits() throws {
        // `base.pal` has no `$type` of its own but inherits `color` from `base`: `theme`, which
        // extends it, types its own tokens so too (§6.7.3).
        let result = frontEnd(
            ##"""
            {"base": {"$type": "number", "pal": {"m": {"$value": 1}}},
             "theme": {"$extends": "{base.pal}", "own": {"$value": 2}}}
            """##)
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all.map(\.message))")
        #expect(result.token("theme.own")?.type == .number)
        #expect(result.token("theme.m")?.type == .number)
    }
}
