import Testing

/// `duration` (DTCG §8.5): `{"value": 200, "unit": "ms"}`, in `ms` or `s`.
struct DurationSpecTests {
    static let cases: [SpecCase] = [
        .valid("§8.5 milliseconds", "duration", ##"{"value": 200, "unit": "ms"}"##),
        .valid("§8.5 seconds", "duration", ##"{"value": 0.5, "unit": "s"}"##),
        .valid("§8.5 an alias to a duration", "duration", ##""{ref.duration}""##),
        .invalid("§8.5.1 unit is ms or s", "duration", ##"{"value": 200, "unit": »"sec"}"##, "value.nonconforming"),
        .invalid("§8.5 unit is required", "duration", ##"»{"value": 200}"##, "value.nonconforming"),
        .invalid("§8.5 value is a number", "duration", ##"{"value": »"200", "unit": "ms"}"##, "value.nonconforming"),
        .invalid("§8.5 a string is not a duration", "duration", ##"»"200ms""##, "value.nonconforming"),
        .invalid(
            "§8.5 a duration holds value and unit only", "duration", ##"{"value": 1, "unit": "s", »"easing": "in"}"##,
            "value.unknown-key"),
        .invalid(
            "§7.4.5 an alias to a number is a type mismatch", "duration", ##"»"{ref.number}""##, "alias.type-mismatch"),
    ]

    @Test(arguments: cases)
    func durations(_ spec: SpecCase) { spec.check() }
}

/// `cubicBezier` (DTCG §8.6): four numbers, the x coordinates in [0, 1].
struct CubicBezierSpecTests {
    static let cases: [SpecCase] = [
        .valid("§8.6 four numbers", "cubicBezier", "[0.42, 0, 0.58, 1]"),
        .valid("§8.6 y coordinates are any real number", "cubicBezier", "[0.5, -2, 0.5, 3]"),
        .invalid("§8.6 exactly four numbers", "cubicBezier", "»[0.42, 0, 0.58]", "value.nonconforming"),
        .invalid(
            "§8.6 x coordinates are in [0, 1]", "cubicBezier", "[»2, 0, »-0.1, 1]", "value.nonconforming",
            "value.nonconforming"),
        .invalid("§8.6 every item is a number", "cubicBezier", ##"[0, »"0", 1, 1]"##, "value.nonconforming"),
        .invalid("§8.6 a keyword is not a curve", "cubicBezier", ##"»"ease-in""##, "value.nonconforming"),
    ]

    @Test(arguments: cases)
    func curves(_ spec: SpecCase) { spec.check() }
}

/// `fontFamily` (DTCG §8.3): one font name, or a list of names.
struct FontFamilySpecTests {
    static let cases: [SpecCase] = [
        .valid("§8.3 one name", "fontFamily", ##""Helvetica Neue""##),
        .valid("§8.3 a list of names", "fontFamily", ##"["Inter", "system-ui", "sans-serif"]"##),
        .invalid("§8.3 a number is not a font", "fontFamily", "»42", "value.nonconforming"),
        .invalid("§8.3 the list is not empty", "fontFamily", "»[]", "value.nonconforming"),
        .invalid("§8.3 every item is a name", "fontFamily", ##"["Inter", »7]"##, "value.nonconforming"),
        .invalid("§8.3 a name is not empty", "fontFamily", ##"»"""##, "value.nonconforming"),
    ]

    @Test(arguments: cases)
    func families(_ spec: SpecCase) { spec.check() }
}

/// `fontWeight` (DTCG §8.4): a number from 1 to 1000 or one of the eighteen keywords, exactly.
struct FontWeightSpecTests {
    static let cases: [SpecCase] =
        [
            "1", "1000", "350", ##""thin""##, ##""hairline""##, ##""extra-light""##, ##""ultra-light""##, ##""light""##,
            ##""normal""##, ##""regular""##, ##""book""##, ##""medium""##, ##""semi-bold""##, ##""demi-bold""##,
            ##""bold""##,
            ##""extra-bold""##, ##""ultra-bold""##, ##""black""##, ##""heavy""##, ##""extra-black""##,
            ##""ultra-black""##,
        ]
        .map { .valid("§8.4 \($0)", "fontWeight", $0) } + [
            .invalid("§8.4 outside [1, 1000]: 9001", "fontWeight", "»9001", "value.nonconforming"),
            .invalid("§8.4 outside [1, 1000]: 0", "fontWeight", "»0", "value.nonconforming"),
            .invalid("§8.4 keywords are case-sensitive", "fontWeight", ##"»"Bold""##, "value.nonconforming"),
            .invalid("§8.4 not a keyword", "fontWeight", ##"»"heavyish""##, "value.nonconforming"),
            .invalid(
                "§7.4.5 an alias to a number is a type mismatch", "fontWeight", ##"»"{ref.number}""##,
                "alias.type-mismatch"),
        ]

    @Test(arguments: cases)
    func weights(_ spec: SpecCase) { spec.check() }
}

/// `string` (a dimens extension: text that switches per screen): any text but a NUL, which no
/// label needs and which Android's string pool reads as the end of the string.
struct StringTypeTests {
    static let cases: [SpecCase] = [
        .valid("text", "string", ##""Home — Overview""##),
        .valid("text with placeholders", "string", ##""{greeting}, {name}""##),
        .invalid("a NUL", "string", ##"»"a\u0000b""##, "value.invalid"),
    ]

    @Test(arguments: cases)
    func strings(_ spec: SpecCase) { spec.check() }
}
