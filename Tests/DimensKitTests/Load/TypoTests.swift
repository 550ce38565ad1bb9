import Testing

/// No token lost to a typo: a unit, `$type` or `$` property one small edit from a known one is an
/// error with "did you mean" (and the build fails, instead of dropping the token from every
/// output); what is not a typo keeps its warning, carried through or ignored.
struct TypoTests {
    /// A token file written with `»` at each finding, the findings' codes, and the suggestion.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var codes: [String]
        var suggestion: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "unit xp", file: ##"{"a": {"$type": "dimension", "$value": {"value": 2, "unit": »"xp"}}}"##,
            codes: ["value.misspelt-unit"], suggestion: "px"),
        Case(
            name: "unit PX (units are case-sensitive)",
            file: ##"{"a": {"$type": "dimension", "$value": {"value": 2, "unit": »"PX"}}}"##,
            codes: ["value.misspelt-unit"], suggestion: "px"),
        Case(
            name: "unit pxx in a shadow's blur",
            file:
                ##"{"a": {"$type": "shadow", "$value": {"color": "#000", "offsetX": 0, "offsetY": 0, "blur": {"value": 2, "unit": »"pxx"}, "spread": 0}}}"##,
            codes: ["value.misspelt-unit"], suggestion: "px"),
        Case(
            name: "$type dimensoin", file: ##"{"a": {"$type": »"dimensoin", "$value": {"value": 2, "unit": "px"}}}"##,
            codes: ["type.misspelt"], suggestion: "dimension"),
        Case(
            name: "$type Color (types are case-sensitive)",
            file: ##"{"g": {"$type": »"Color", "a": {"$value": "#fff"}}}"##,
            codes: ["type.misspelt"], suggestion: "color"),
        Case(
            name: "$vlaue", file: ##"{"a": {"$type": "number", »"$vlaue": 2}}"##, codes: ["token.misspelt-property"],
            suggestion: "$value"),
        Case(
            name: "$tpye (the token then has no type)",
            file: ##"{»"a": {»"$tpye": "number", "$value": 2}, "b": {"$type": "number", "$value": 1}}"##,
            codes: ["type.missing", "token.misspelt-property"], suggestion: "$type"),
        Case(
            name: "$descripton", file: ##"{"a": {"$type": "number", "$value": 2, »"$descripton": "x"}}"##,
            codes: ["token.misspelt-property"], suggestion: "$description"),
        Case(
            name: "not a typo: vw is a CSS unit, carried through",
            file:
                ##"{"a": {"$type": "dimension", "$value": {"value": 50, "unit": »"vw"}}, "b": {"$type": "number", "$value": 1}}"##,
            codes: ["value.unit"]),
        Case(
            name: "not a typo: a type of its own is carried through",
            file: ##"{"a": {"$type": »"elevation", "$value": 3}, "b": {"$type": "number", "$value": 1}}"##,
            codes: ["type.unknown"]),
        Case(
            name: "not a typo: another $ key is ignored",
            file: ##"{"a": {"$type": "number", "$value": 2, »"$comment": "x"}}"##, codes: ["token.unknown-property"]),
    ]

    @Test(arguments: cases)
    func typos(_ typo: Case) throws {
        let marked = MarkedText(typo.file)
        expectFindings(marked, typo.codes)
        guard let suggestion = typo.suggestion else { return }
        let result = frontEnd(marked.text)
        let typoFinding = try #require(result.diagnostics.all.first { $0.severity == .error })
        #expect(typoFinding.notes.contains { $0.message == "did you mean '\(suggestion)'?" }, "\(typoFinding.notes)")
    }
}
