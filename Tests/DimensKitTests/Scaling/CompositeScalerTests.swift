import DimensKit
import Testing

/// Composites on screens: each length member is computed as a dimension token with the same
/// settings would be; aliases take the aliased token's value on each screen; em follows the font
/// size; overrides, bases and multipliers may name a member.
struct CompositeScalerTests {
    static let screens = [
        testScreen(320, 568, scale: 2, id: "small-phone"), testScreen(393, 852, id: "phone"),
        testScreen(1024, 1366, family: .pad, scale: 2, sizeClass: .regular, id: "pad"),
    ]

    /// The scaled table of token files given as text (no errors expected).
    func scaled(_ text: String) throws -> ScaledTable {
        let front = frontEnd(text)
        #expect(!front.diagnostics.hasErrors, "\(front.diagnostics.all.map(\.message))")
        let (table, diagnostics) = Scaler.scale(front.tokens, screens: Self.screens, reference: .standard)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return table
    }

    func numbers(_ table: ScaledTable, _ path: String) -> [Double] {
        guard case .numbers(let values)? = table.tokens.first(where: { $0.token.path.description == path })?.values
        else { return [] }
        return values
    }

    /// Member `member` of composite `path` on every screen.
    func member(_ table: ScaledTable, _ path: String, _ member: String) -> [Double] {
        guard
            case .composite(let composite)? = table.tokens.first(where: { $0.token.path.description == path })?.values,
            case .numbers(let values)? = composite.members.first(where: { $0.dotted == member })?.values
        else { return [] }
        return values
    }

    static func length(_ v: Double) -> String { ##"{"value": \##(NumberText.plain(v)), "unit": "px"}"## }

    /// Table-driven: for each composite type, each length member equals a dimension token with
    /// the same base and the same dimens block, on every screen.
    @Test(arguments: [
        (
            "typography",
            ##"{"fontFamily": "A", "fontSize": \##(length(17)), "lineHeight": \##(length(22)), "letterSpacing": \##(length(0.5))}"##,
            ["fontSize": 17.0, "lineHeight": 22, "letterSpacing": 0.5]
        ),
        (
            "shadow",
            ##"[{"color": "#000", "offsetX": \##(length(1)), "offsetY": \##(length(2)), "blur": \##(length(6)), "spread": \##(length(-1))}]"##,
            ["0.offsetX": 1, "0.offsetY": 2, "0.blur": 6, "0.spread": -1]
        ),
        (
            "border",
            ##"{"color": "#000", "width": \##(length(1.5)), "style": {"dashArray": [\##(length(4)), \##(length(2))], "lineCap": "round"}}"##,
            ["width": 1.5, "style.dashArray.0": 4, "style.dashArray.1": 2]
        ),
        ("strokeStyle", ##"{"dashArray": [\##(length(3))], "lineCap": "butt"}"##, ["dashArray.0": 3]),
    ])
    func eachLengthMemberIsComputedAsADimensionTokenWithTheSameSettings(
        _ type: String, _ value: String, _ bases: [String: Double]
    ) throws {
        for block in [
            ##"{"model": "fixed"}"##, ##"{"model": "dynamic", "round": "half"}"##,
            ##"{"model": "logarithmic", "multipliers": {"pad": 1.25}, "max": 40}"##,
        ] {
            let twins = bases.map { name, v in
                ##""twin-\##(name.replacingOccurrences(of: ".", with: "-"))": {"$value": \##(Self.length(v))}"##
            }.joined(separator: ", ")
            let table = try scaled(
                ##"""
                {"t": {"$type": "\##(type)", "$value": \##(value), "$extensions": {"dimens": \##(block)}},
                 "twins": {"$type": "dimension", "$extensions": {"dimens": \##(block)}, \##(twins)}}
                """##)
            for name in bases.keys {
                let expected = numbers(table, "twins.twin-\(name.replacingOccurrences(of: ".", with: "-"))")
                #expect(member(table, "t", name) == expected && expected.count == 3, "\(type).\(name) with \(block)")
            }
        }
    }

    @Test func anAliasedMemberTakesTheTokenOnEachScreenAndIsNeverScaledTwice() throws {
        let table = try scaled(
            ##"""
            {"size": {"$type": "dimension", "body": {"$value": {"value": 17, "unit": "px"}, "$extensions": {"dimens": {"model": "fixed"}}},
                      "ratio": {"$type": "number", "$value": 1.3}},
             "text": {"$type": "typography", "$extensions": {"dimens": {"model": "dynamic", "multipliers": {"default": 2}}},
                      "body": {"$value": {"fontFamily": "A", "fontSize": "{size.body}", "lineHeight": "{size.ratio}", "letterSpacing": {"value": 0.1, "unit": "em"}}}}}
            """##)
        let size = numbers(table, "size.body")
        #expect(size.count == 3 && Set(size).count == 3, "the size differs between the screens")
        #expect(member(table, "text.body", "fontSize") == size)
        #expect(member(table, "text.body", "lineHeight") == [1.3, 1.3, 1.3])
        // em of the font size on each screen, then rounded to its pixel grid like any length.
        let scales = Self.screens.map(\.device.scale)
        #expect(
            member(table, "text.body", "letterSpacing")
                == zip(size, scales).map { Rounding(target: .pixel, mode: .nearest).apply(0.1 * $0, scale: $1) })
    }

    @Test func overridesBasesAndMultipliersMayNameOneMember() throws {
        let table = try scaled(
            ##"""
            {"text": {"$type": "typography", "$extensions": {"dimens": {"model": "none", "round": "none",
                "overrides": {"pad": {"fontSize": 20}}, "bases": {"small-phone": {"lineHeight": 18}}, "multipliers": {"pad": {"letterSpacing": 3}}}},
              "body": {"$value": {"fontFamily": "A", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": "semi-bold",
                                  "lineHeight": {"value": 22, "unit": "px"}, "letterSpacing": {"value": 0.5, "unit": "px"}}}},
             "glow": {"$type": "shadow", "$extensions": {"dimens": {"model": "none", "multipliers": {"pad": 2}}},
              "$value": {"color": "#fff", "offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 3, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
            """##)
        #expect(member(table, "text.body", "fontSize") == [16, 16, 20])
        #expect(member(table, "text.body", "lineHeight") == [18, 22, 22])
        #expect(member(table, "text.body", "letterSpacing") == [0.5, 0.5, 1.5])
        #expect(member(table, "text.body", "fontWeight") == [600, 600, 600])
        #expect(member(table, "glow", "blur") == [3, 3, 6], "a plain multiplier applies to every length")
        #expect(member(table, "glow", "offsetY") == [2, 2, 4])
    }

    @Test func emFollowsAnOverriddenFontSize() throws {
        let table = try scaled(
            ##"""
            {"t": {"$type": "typography", "$extensions": {"dimens": {"model": "none", "overrides": {"pad": {"fontSize": 30}}}},
                   "$value": {"fontFamily": "A", "fontSize": {"value": 20, "unit": "px"}, "letterSpacing": {"value": -0.05, "unit": "em"}}}}
            """##)
        #expect(member(table, "t", "letterSpacing") == [-1, -1, -1.5])
    }

    @Test func aPointerIntoAnotherCompositeTakesThatMember() throws {
        let table = try scaled(
            ##"""
            {"base": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 20, "unit": "px"}}},
             "caption": {"$type": "typography", "$extensions": {"dimens": {"model": "none"}},
                         "$value": {"fontFamily": "A", "fontSize": {"value": 12, "unit": "px"}, "lineHeight": {"$ref": "#/base/$value/fontSize"}}}}
            """##)
        #expect(member(table, "caption", "lineHeight") == member(table, "base", "fontSize"))
        #expect(member(table, "base", "fontSize").count == 3)
    }

    @Test func aRuleNamingNoMemberIsAnErrorAtItsValue() {
        let front = frontEnd(
            ##"{"t": {"$type": "typography", "$extensions": {"dimens": {"overrides": {"pad": {"fontsize": 20}}}}, "$value": {"fontFamily": "A", "fontSize": {"value": 1, "unit": "px"}}}}"##
        )
        let (_, diagnostics) = Scaler.scale(front.tokens, screens: Self.screens, reference: .standard)
        #expect(diagnostics.map(\.code) == [.dimensValue])
        #expect(diagnostics.first?.notes.map(\.message) == ["did you mean 'fontSize'?"])
    }

    @Test func memberRulesNeedACompositeAndACompositesOverridesNeedAMember() {
        let plain = frontEnd(
            ##"{"s": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}, "$extensions": {"dimens": {"overrides": {"pad": {"fontSize": 2}}}}}}"##
        )
        #expect(plain.codes == [.dimensValue])
        let whole = frontEnd(
            ##"{"t": {"$type": "border", "$value": {"color": "#000", "width": {"value": 1, "unit": "px"}, "style": "solid"}, "$extensions": {"dimens": {"overrides": {"pad": 2}}}}}"##
        )
        #expect(whole.codes == [.dimensValue])
    }

    @Test func emWrittenBeforeTheFontSizeStillFollowsIt() throws {
        let table = try scaled(
            ##"{"t": {"$type": "typography", "$extensions": {"dimens": {"model": "none", "round": "none"}}, "$value": {"letterSpacing": {"value": 0.5, "unit": "em"}, "fontFamily": "A", "fontSize": {"value": 20, "unit": "px"}}}}"##
        )
        #expect(member(table, "t", "letterSpacing") == [10, 10, 10])
        guard case .composite(let composite)? = table.tokens.first?.values else {
            Issue.record("not computed")
            return
        }
        #expect(
            composite.members.map(\.dotted) == ["letterSpacing", "fontFamily", "fontSize"],
            "members keep their written order")
    }

    @Test func aShadowListMayHoldAnotherShadow() throws {
        let table = try scaled(
            ##"""
            {"shadow": {"$type": "shadow", "$extensions": {"dimens": {"model": "none"}},
              "low": {"$value": {"color": "#000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
              "stack": {"$value": ["{shadow.low}", {"color": "#111", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]}}}
            """##)
        #expect(
            member(table, "shadow.stack", "0.blur") == [2, 2, 2]
                && member(table, "shadow.stack", "1.blur") == [8, 8, 8])
    }

    /// Pointers into a composite must reach a member of the right kind.
    @Test(arguments: [
        (##"{"$ref": "#/base/$value/fontSze"}"##, DiagnosticCode.aliasUnknown),
        (##"{"$ref": "#/base/$value/fontFamily"}"##, DiagnosticCode.aliasTypeMismatch),
    ])
    func aPointerToNoMemberOrTheWrongKindIsAnError(_ pointer: String, _ code: DiagnosticCode) {
        let front = frontEnd(
            ##"""
            {"base": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 20, "unit": "px"}}},
             "t": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": \##(pointer)}}}
            """##)
        let (table, diagnostics) = Scaler.scale(front.tokens, screens: Self.screens, reference: .standard)
        #expect((front.diagnostics.all + diagnostics).map(\.code) == [code])
        #expect(!table.tokens.contains { $0.token.path.description == "t" })
    }

    @Test func rulesThatCannotApplyAreErrorsOnlyWhereTheTokenSaysThem() {
        // A group's member rules skip its dimension tokens, and its plain overrides its composites.
        let group = frontEnd(
            ##"""
            {"font": {"$extensions": {"dimens": {"model": "none", "overrides": {"pad": {"fontSize": 20}, "compact": 9}}},
              "size": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}},
              "body": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 16, "unit": "px"}}}}}
            """##)
        #expect(group.diagnostics.all.isEmpty)
        let (table, diagnostics) = Scaler.scale(group.tokens, screens: Self.screens, reference: .standard)
        #expect(diagnostics.isEmpty)
        #expect(numbers(table, "font.size") == [9, 9, 12] && member(table, "font.body", "fontSize")[2] == 20)
        // An alias token's own plain override, and a multiplier for a member nothing scales.
        let own = frontEnd(
            ##"""
            {"base": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400}},
             "copy": {"$type": "typography", "$value": "{base}", "$extensions": {"dimens": {"overrides": {"pad": 3}}}},
             "heavy": {"$type": "typography", "$value": "{base}", "$extensions": {"dimens": {"multipliers": {"pad": {"fontWeight": 2}}}}}}
            """##)
        let (_, found) = Scaler.scale(own.tokens, screens: Self.screens, reference: .standard)
        #expect((own.diagnostics.all + found).map(\.code) == [.dimensValue, .dimensValue])
    }

    @Test func aCarriedCompositeFollowsTheAliasesInsideIt() throws {
        let front = frontEnd(
            ##"""
            {"size": {"$type": "dimension", "em": {"$value": {"value": 0.9, "unit": "em"}}},
             "family": {"$type": "fontFamily", "$value": ["Mono"]},
             "code": {"$type": "typography", "$value": {"fontFamily": "{family}", "fontSize": "{size.em}"}}}
            """##)
        #expect(front.codes == [.valueUnit, .compositeUncomputable])
        let (table, _) = Scaler.scale(front.tokens, screens: Self.screens, reference: .standard)
        guard case .constant(let json)? = table.tokens.first(where: { $0.token.path.description == "code" })?.values
        else {
            Issue.record("not carried")
            return
        }
        #expect(
            JSONWriter.write(json, pretty: false) == ##"{"fontFamily":["Mono"],"fontSize":{"value":0.9,"unit":"em"}}"##)
    }

    /// Shadow lists that alias a list twice per level (a 4 KB file) are scaled once each: a layer
    /// naming a list is one error where it is written, not one per path through 2³⁰ of them.
    @Test func listsOfListsAreReportedOncePerPlace() {
        var tokens = [
            ##""l0": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": 0, "offsetY": 0, "blur": 0, "spread": 0}}"##
        ]
        for level in 1...30 {
            tokens.append(
                ##""l\##(level)": {"$type": "shadow", "$value": ["{l\##(level - 1)}", "{l\##(level - 1)}"]}"##)
        }
        var config = Config(directory: ".")
        config.catalog.include = [.pod]
        let result = Pipeline.lint(
            sources: .files([SourceFile(path: "n.tokens.json", text: "{" + tokens.joined(separator: ",\n") + "}")]),
            config: config, catalog: .builtIn)
        #expect(result.diagnostics.all.map(\.code) == [.aliasTypeMismatch, .aliasTypeMismatch])
        #expect(Set(result.diagnostics.all.map { $0.location!.line }) == [3])
    }
}
