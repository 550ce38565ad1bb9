import Testing

/// `dimension` (DTCG §8.2): an object of exactly `value` (a number) and `unit` (`px` or `rem`,
/// and dimens' extensions). A unit one typo from a known one is an error with "did you mean"; a
/// CSS unit dimens cannot compute carries the token through with a warning; any other unit is an
/// error of its own code.
struct DimensionSpecTests {
    static let cases: [SpecCase] = [
        .valid("§8.2 px", "dimension", ##"{"value": 16, "unit": "px"}"##),
        .valid("§8.2 rem", "dimension", ##"{"value": 1.5, "unit": "rem"}"##),
        .valid("§8.2 an alias to a dimension", "dimension", ##""{ref.dimension}""##),
        .valid("§7.1.2 a $ref to a dimension", "dimension", ##"{"$ref": "#/ref/dimension"}"##),
        SpecCase(
            name: "pt, dp, sp, mm, cm and in are dimens extensions --strict names", type: "dimension",
            value: ##"{"value": 1, "unit": »"dp"}"##, codes: ["dtcg.extension"], strict: true),
        SpecCase(
            name: "§8.2.1 a zero without a unit is a dimens extension", type: "dimension",
            value: ##"{"value": 0, "unit": »""}"##, codes: ["dtcg.extension"], strict: true),
        SpecCase(
            name: "a string dimension is a dimens extension", type: "dimension", value: ##"»"16px""##,
            codes: ["dtcg.extension"], strict: true),
        .invalid(
            "§8.2 a dimension holds value and unit only", "dimension", ##"{"value": 2, "unit": "px", »"bad": true}"##,
            "value.unknown-key"),
        .invalid(
            "§8.2.1 unit xp is a typo of px", "dimension", ##"{"value": 2, "unit": »"xp"}"##, "value.misspelt-unit"),
        .invalid(
            "§8.2.1 units are case-sensitive: PX is a typo of px", "dimension", ##"{"value": 2, "unit": »"PX"}"##,
            "value.misspelt-unit"),
        .invalid(
            "§8.2.1 vw is a CSS unit dimens carries through", "dimension", ##"{"value": 50, "unit": »"vw"}"##,
            "value.unit"),
        .invalid(
            "§8.2.1 em on a dimension is carried through", "dimension", ##"{"value": 1, "unit": »"em"}"##, "value.unit"),
        .invalid(
            "§8.2.1 a percentage is carried through", "dimension", ##"{"value": 50, "unit": »"%"}"##, "value.unit"),
        .invalid(
            "§8.2.1 a unit neither dimens nor CSS knows", "dimension", ##"{"value": 2, "unit": »"furlong"}"##,
            "value.unknown-unit"),
        .invalid(
            "§8.2.1 a duration unit is not a length", "dimension", ##"{"value": 2, "unit": »"ms"}"##,
            "value.unknown-unit"),
        .invalid(
            "§8.2.1 a unit other than zero's is required", "dimension", ##"{"value": 2, "unit": »""}"##,
            "value.unknown-unit"),
        .invalid("§8.2 unit is required", "dimension", ##"»{"value": 2}"##, "value.invalid"),
        .invalid("§8.2 value is a number", "dimension", ##"{"value": »"2", "unit": "px"}"##, "value.invalid"),
        .invalid("§8.2 a bare number is not a dimension", "dimension", "»16", "value.invalid"),
        .invalid("a string with a misspelt unit is no dimension", "dimension", ##"»"16xp""##, "value.invalid"),
        .invalid("§7.4.5 a malformed alias", "dimension", ##"»"ref.dimension}""##, "alias.syntax"),
        .invalid(
            "§7.4.5 an alias to a number is a type mismatch", "dimension", ##"»"{ref.number}""##, "alias.type-mismatch"),
    ]

    @Test(arguments: cases)
    func dimensions(_ spec: SpecCase) { spec.check() }
}

/// `number` (DTCG §8.7): a JSON number.
struct NumberSpecTests {
    static let cases: [SpecCase] = [
        .valid("§8.7 a number", "number", "1.5"),
        .valid("§7.3 a pointer into a color's component", "number", ##"{"$ref": "#/ref/color/$value/components/1"}"##),
        .invalid("§8.7 a numeric string is not a number", "number", ##"»"1.5""##, "value.invalid"),
        .invalid(
            "§7.4.5 an alias to a dimension is a type mismatch", "number", ##"»"{ref.dimension}""##,
            "alias.type-mismatch"),
    ]

    @Test(arguments: cases)
    func numbers(_ spec: SpecCase) { spec.check() }
}
