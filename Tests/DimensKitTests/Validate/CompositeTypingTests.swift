import Testing

@testable import DimensKit

/// Composite values typed member by member: which members hold lengths to compute, which are
/// carried, and what is wrong with the rest (at the member's line and column).
struct CompositeTypingTests {
    /// One token of `type` with `value` (JSON text), through the front end, beside the tokens the
    /// cases alias (`size.body`, `c`), written after it so that columns in `t` stay as counted.
    func typed(_ type: String, _ value: String) -> (value: TokenValue?, codes: [String]) {
        let result = frontEnd(
            ##"{"t": {"$type": "\##(type)", "$value": \##(value)}, "size": {"body": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}, "c": {"$type": "color", "$value": "#000"}}"##
        )
        return (
            result.token("t")?.value, result.diagnostics.sorted.map { "\($0.location?.description ?? "-") \($0.code)" }
        )
    }

    static let px = ##"{"value": 2, "unit": "px"}"##

    /// Member → (role, value) of well-formed values of every composite type.
    @Test(arguments: [
        (
            "typography",
            ##"{"fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": "bold", "lineHeight": 1.4, "letterSpacing": {"value": 0.01, "unit": "em"}}"##,
            [
                "fontFamily": "carried", "fontSize": "length 17px", "fontWeight": "fontWeight 700",
                "lineHeight": "lineHeight 1.4", "letterSpacing": "letterSpacing em 0.01",
            ]
        ),
        (
            "typography",
            ##"{"fontFamily": ["Inter", "sans-serif"], "fontSize": "{size.body}", "lineHeight": {"value": 22, "unit": "px"}, "letterSpacing": "0.16px"}"##,
            [
                "fontFamily": "carried", "fontSize": "lengthAlias", "lineHeight": "lineHeight 22px",
                "letterSpacing": "letterSpacing 0.16px",
            ]
        ),
        (
            "shadow",
            ##"{"color": "#000", "offsetX": 0, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "rem"}, "spread": {"value": 0, "unit": ""}}"##,
            [
                "color": "carried", "offsetX": "length 0px", "offsetY": "length 2px", "blur": "length 4rem",
                "spread": "length 0px",
            ]
        ),
        (
            "shadow",
            ##"[{"color": "#000", "offsetX": \##(px), "offsetY": \##(px), "blur": \##(px), "spread": \##(px), "inset": true}, {"color": "#111", "offsetX": \##(px), "offsetY": \##(px), "blur": \##(px), "spread": \##(px)}]"##,
            [
                "0.color": "carried", "0.offsetX": "length 2px", "0.offsetY": "length 2px", "0.blur": "length 2px",
                "0.spread": "length 2px", "0.inset": "carried",
                "1.color": "carried", "1.offsetX": "length 2px", "1.offsetY": "length 2px", "1.blur": "length 2px",
                "1.spread": "length 2px",
            ]
        ),
        (
            "border", ##"{"color": "{c}", "width": \##(px), "style": "solid"}"##,
            ["color": "carriedAlias", "width": "length 2px", "style": "carried"]
        ),
        (
            "border",
            ##"{"color": "#000", "width": \##(px), "style": {"dashArray": [\##(px), {"value": 1, "unit": "pt"}], "lineCap": "round"}}"##,
            [
                "color": "carried", "width": "length 2px", "style.dashArray.0": "length 2px",
                "style.dashArray.1": "length 1pt", "style.lineCap": "carried",
            ]
        ),
        (
            "strokeStyle", ##"{"dashArray": [\##(px)], "lineCap": "butt"}"##,
            ["dashArray.0": "length 2px", "lineCap": "carried"]
        ),
    ])
    func wellFormedValuesAreTypedMemberByMember(_ type: String, _ value: String, _ expected: [String: String]) throws {
        let (typed, _) = typed(type, value)
        guard case .composite(let composite)? = typed else {
            Issue.record("\(type) not typed as a composite: \(String(describing: typed))")
            return
        }
        var found: [String: String] = [:]
        for member in composite.members {
            let described: String =
                switch member.value {
                case .length(let length):
                    "\(member.role == .length ? "length" : member.role.rawValue) \(NumberText.plain(length.value))\(length.unit.rawValue)"
                case .fontRelative(let em): "\(member.role.rawValue) em \(NumberText.plain(em))"
                case .number(let number): "\(member.role.rawValue) \(NumberText.plain(number))"
                case .alias: member.role == .carried ? "carriedAlias" : "\(member.role.rawValue)Alias"
                case .json: "carried"
                }
            found[member.dotted] = described
        }
        #expect(found == expected)
        #expect(composite.isList == value.hasPrefix("["))
    }

    @Test func aStrokeStyleKeywordHasNothingToCompute() {
        guard case .other(let json)? = typed("strokeStyle", ##""dashed""##).value else {
            Issue.record("not carried")
            return
        }
        #expect(json.string == "dashed")
    }

    /// Malformed composites: the error is at the member (or at the value, for a missing member).
    /// Columns were counted with Python's `str.index` on the token file text, not read off the parser.
    @Test(arguments: [
        ("typography", ##"{"fontFamily": "A"}"##, ["t.tokens.json:1:41 value.invalid"]),
        (
            "typography", ##"{"fontFamily": 3, "fontSize": "big"}"##,
            ["t.tokens.json:1:56 value.nonconforming", "t.tokens.json:1:71 value.invalid"]
        ),
        (
            "typography", ##"{"fontFamily": "A", "fontSize": {"value": 1, "unit": "px"}, "fontWeight": 2000}"##,
            ["t.tokens.json:1:115 value.invalid"]
        ),
        (
            "typography", ##"{"fontFamily": "A", "fontSize": {"value": 1, "unit": "px"}, "lineHeight": "tall"}"##,
            ["t.tokens.json:1:115 value.invalid"]
        ),
        ("shadow", ##"[]"##, ["t.tokens.json:1:37 value.invalid"]),
        (
            "shadow", ##"[{"color": "#000", "offsetX": 1, "offsetY": 0, "blur": 0, "spread": 0}]"##,
            ["t.tokens.json:1:67 value.invalid"]
        ),
        (
            "border", ##"{"color": "#000", "width": {"value": 1, "unit": ""}, "style": "solid"}"##,
            ["t.tokens.json:1:64 value.invalid"]
        ),
    ])
    func malformedCompositesAreErrorsWhereWritten(_ type: String, _ value: String, _ expected: [String]) {
        let (typed, codes) = typed(type, value)
        #expect(codes == expected)
        #expect(typed == nil)
    }

    @Test func anUnknownUnitCarriesTheTokenThroughWithAWarning() {
        let (value, codes) = typed(
            "shadow",
            ##"{"color": "#000", "offsetX": {"value": 1, "unit": "vw"}, "offsetY": \##(Self.px), "blur": \##(Self.px), "spread": \##(Self.px)}"##
        )
        #expect(codes == ["t.tokens.json:1:87 value.unit"])
        guard case .other? = value else {
            Issue.record("not carried: \(String(describing: value))")
            return
        }
    }

    @Test func emOutsideLetterSpacingCarriesTheTokenThrough() {
        let (value, codes) = typed("typography", ##"{"fontFamily": "A", "fontSize": {"value": 0.9, "unit": "em"}}"##)
        #expect(codes == ["t.tokens.json:1:96 value.unit"])
        guard case .other? = value else {
            Issue.record("not carried")
            return
        }
    }

    @Test func aMisspeltMemberIsNamedAndCarried() {
        let (value, codes) = typed(
            "typography", ##"{"fontFamily": "A", "fontSize": {"value": 1, "unit": "px"}, "letterspacing": 0}"##)
        #expect(codes == ["t.tokens.json:1:101 composite.unknown-member"])
        guard case .composite(let composite)? = value else {
            Issue.record("not a composite")
            return
        }
        #expect(composite.member(["letterspacing"])?.role == .carried)
    }
}
