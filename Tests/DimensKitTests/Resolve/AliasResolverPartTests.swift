import DimensKit
import Testing

/// Pointers into part of a value (DTCG 2025.10 Format §7.3) where the part must fit the place it
/// is used in (§7.4.5, §7.5.3: type mismatches are errors), and `$ref`s to groups (§7.4.5:
/// references must reach a token or part of one).
struct AliasResolverPartTests {
    static let blue = ##"""
        "blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
        "n": {"$type": "number", "$value": 4},
        "base": {"$type": "typography", "$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 16, "unit": "px"}, "lineHeight": 1.5}}
        """##

    static func shadow(color: String, offsetX: String = #"{"value": 1, "unit": "px"}"#) -> String {
        ##"{"$type": "shadow", "$value": {"color": \##(color), "offsetX": \##(offsetX), "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}"##
    }

    @Test("Format §7.4.5: a part of another value that does not fit its place is an error at the $ref")
    func aPartThatDoesNotFitIsAnErrorAtTheRef() {
        expectFindings(
            MarkedText(
                ##"""
                {\##(Self.blue),
                 "s": \##(Self.shadow(color: ##"»{"$ref": "#/blue/$value/components"}"##)),
                 "d": {"$type": "dimension", "$value": »{"$ref": "#/blue/$value/components/0"}},
                 "t": {"$type": "typography", "$value": {"fontFamily": »{"$ref": "#/n/$value"}, "fontSize": »{"$ref": "#/base/$value/lineHeight"}}},
                 "c": {"$type": "color", "$value": »{"$ref": "#/base/$value/fontFamily"}}}
                """##),
            [
                "alias.type-mismatch", "alias.type-mismatch", "alias.type-mismatch", "alias.type-mismatch",
                "alias.type-mismatch",
            ])
    }

    @Test("Format §7.3: parts that fit their place are taken")
    func partsThatFitAreTaken() throws {
        // Example 37's shape: a heading takes its family and line height from another typography,
        // through an alias too; a component of a color is a number (Example 32).
        let result = frontEnd(
            ##"""
            {\##(Self.blue),
             "alias": {"$type": "typography", "$value": "{base}"},
             "h1": {"$type": "typography", "$value": {"fontFamily": {"$ref": "#/alias/$value/fontFamily"}, "fontSize": {"value": 32, "unit": "px"}, "lineHeight": {"$ref": "#/base/$value/lineHeight"}}},
             "hue": {"$type": "number", "$value": {"$ref": "#/blue/$value/components/2"}},
             "size": {"$type": "dimension", "$value": {"$ref": "#/base/$value/fontSize"}},
             "s": \##(Self.shadow(color: ##"{"$ref": "#/blue/$value"}"##, offsetX: ##"{"$ref": "#/base/$value/fontSize"}"##))}
            """##)
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all.map(\.message))")
        #expect(result.token("hue")?.value == .number(1))
        #expect(result.token("size")?.value == .dimension(Dimension(16, .px)))
        #expect(result.token("h1") != nil && result.token("s") != nil)
    }

    @Test("Format §7.4.5: the message names what the place expects and what the pointer reaches")
    func theMessageNamesBothTypes() throws {
        let result = frontEnd(
            ##"{\##(Self.blue), "s": \##(Self.shadow(color: ##"{"$ref": "#/blue/$value/components"}"##))}"##)
        let error = try #require(result.diagnostics.all.first)
        #expect(
            error.message == ##""color" of 's' must be color, but #/blue/$value/components points to an array"##)
        #expect(error.notes.map(\.message) == ["a color is written as an object of colorSpace and components"])
        #expect(error.notes.first?.location?.line == 1)
    }

    @Test("Format §7.4.5: a $ref to a group is an error at the $ref, as a value or a member")
    func aRefToAGroupIsAnError() {
        expectFindings(
            MarkedText(
                ##"""
                {"colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
                 "x": {"$type": "color", "$value": »{"$ref": "#/colors"}},
                 "s": \##(Self.shadow(color: ##"»{"$ref": "#/colors"}"##)),
                 "inside": {"$type": "number", "$value": »{"$ref": "#/colors/$value/0"}},
                 "extends": {"$ref": "#/colors"}}
                """##),
            ["alias.group", "alias.group", "alias.group"])
    }
}
