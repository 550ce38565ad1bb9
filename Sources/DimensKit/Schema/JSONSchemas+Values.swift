/// The `$value` of each DTCG 2025.10 type (and dimens' `string` and `boolean`), for a token that
/// states its own `$type`, built from the lists the validate stage checks against. What a schema
/// cannot see (a color component's range in its space, the x of a cubic Bézier, aliases' types)
/// stays `dimens lint`'s.
extension JSONSchemas {
    /// A whole-string alias `{group.token}`.
    static let alias = JSONValue.object([("type", .string("string")), ("pattern", .string("^\\{[^{}]+\\}$"))])

    /// `{"$ref": "#/…"}` alone: an alias (§7.1.2), or a part of another value (§7.3).
    static let pointer = JSONValue.object([
        ("type", .string("object")), ("required", .array([.string("$ref")])),
        ("properties", .object(["$ref": .object([("type", .string("string")), ("pattern", .string("^#"))])])),
        ("additionalProperties", .bool(false)),
    ])

    static func anyOf(_ schemas: JSONValue...) -> JSONValue { .object(["anyOf": .array(schemas)]) }

    /// An object of exactly these members, the `required` ones required.
    static func members(_ properties: [(String, JSONValue)], required: [String]) -> JSONValue {
        .object([
            ("type", .string("object")), ("required", .array(required.map(JSONValue.string))),
            ("properties", .object(properties)), ("additionalProperties", .bool(false)),
        ])
    }

    static let number = JSONValue.object(["type": .string("number")])
    static let string = JSONValue.object(["type": .string("string")])

    /// A value of `type` where a member holds one: the value itself or an alias.
    static func member(_ type: TokenType) -> JSONValue { anyOf(alias, pointer, value(of: type)) }

    /// A length inside a composite, as dimens reads it: a dimension object (in any unit, which
    /// lint checks: `em` in a letter spacing), a unitless zero, a string such as `"16px"`, or an alias.
    static let length = anyOf(
        alias, pointer,
        members([("value", number), ("unit", string)], required: ["value", "unit"]),
        .object(["const": .number(0)]), string)

    /// The `$value` schema of each type dimens knows, by type.
    static func value(of type: TokenType) -> JSONValue {
        switch type {
        case .color: return colorValue
        case .dimension: return dimensionValue
        case .duration:
            return members(
                [("value", anyOf(number, pointer)), ("unit", enumeration(["ms", "s"], "milliseconds or seconds"))],
                required: ["value", "unit"])
        case .cubicBezier:
            return .object([
                ("type", .string("array")), ("minItems", .number(4)), ("maxItems", .number(4)),
                ("items", anyOf(number, pointer)),
            ])
        case .fontFamily:
            return anyOf(string, .object([("type", .string("array")), ("minItems", .number(1)), ("items", string)]))
        case .fontWeight:
            return anyOf(
                .object([("type", .string("number")), ("minimum", .number(1)), ("maximum", .number(1000))]),
                enumeration(FontWeightName.values.keys.sorted(), "DTCG's weight names"))
        case .number: return number
        case .string: return string
        case .boolean: return .object(["type": .string("boolean")])
        case .strokeStyle: return strokeStyleValue
        case .border: return composite(.border)
        case .transition: return transitionValue
        case .shadow: return shadowValue
        case .gradient: return gradientValue
        case .typography: return composite(.typography)
        default: return .object([:])
        }
    }

    /// A color: an object in one of the Color module's spaces, or a hex string.
    private static var colorValue: JSONValue {
        let component = anyOf(number, .object(["const": .string("none")]), pointer)
        let object = members(
            [
                ("colorSpace", enumeration(ValueReader.colorSpaces.map(\.name), "the Color module's spaces")),
                (
                    "components",
                    .object([
                        ("type", .string("array")), ("minItems", .number(3)), ("maxItems", .number(3)),
                        ("items", component),
                    ])
                ),
                (
                    "alpha",
                    anyOf(
                        .object([("type", .string("number")), ("minimum", .number(0)), ("maximum", .number(1))]),
                        pointer)
                ),
                ("hex", .object([("type", .string("string")), ("pattern", .string(hexPattern))])),
            ], required: ["colorSpace", "components"])
        return anyOf(object, .object([("type", .string("string")), ("pattern", .string(hexPattern))]))
    }

    /// A dimension: a value and a unit dimens knows, as an object or a string such as `"16px"`.
    private static var dimensionValue: JSONValue {
        let units = DimensionUnit.allCases.map(\.rawValue)
        let object = members(
            [
                ("value", number),
                ("unit", enumeration(units, "px and rem (DTCG), or dimens' pt, dp, sp, mm, cm, in")),
            ], required: ["value", "unit"])
        let text = JSONValue.object([
            ("type", .string("string")),
            ("pattern", .string("^-?[0-9]+(\\.[0-9]+)?(\(units.joined(separator: "|")))$")),
        ])
        return anyOf(object, text)
    }

    /// A stroke style: one of DTCG's keywords, or a dash pattern with its line caps.
    private static var strokeStyleValue: JSONValue {
        let pattern = members(
            [
                ("dashArray", .object([("type", .string("array")), ("minItems", .number(1)), ("items", length)])),
                ("lineCap", anyOf(enumeration(ValueReader.lineCaps, "the line's ends"), alias, pointer)),
            ], required: ["dashArray", "lineCap"])
        return anyOf(enumeration(ValueReader.strokeKeywords, "DTCG's stroke style keywords"), pattern)
    }

    /// A transition: its duration, delay and timing function, each written or aliased.
    private static var transitionValue: JSONValue {
        members(
            [
                ("duration", member(.duration)), ("delay", member(.duration)),
                ("timingFunction", member(.cubicBezier)),
            ], required: ["duration", "delay", "timingFunction"])
    }

    /// A shadow, or a list of shadows (each written or aliased).
    private static var shadowValue: JSONValue {
        anyOf(
            composite(.shadow),
            .object([
                ("type", .string("array")), ("minItems", .number(1)),
                ("items", anyOf(alias, pointer, composite(.shadow))),
            ]))
    }

    /// A gradient: a list of stops, each a color at a position (or an alias to a stop).
    private static var gradientValue: JSONValue {
        let stop = members(
            [("color", member(.color)), ("position", anyOf(number, alias, pointer))],
            required: ["color", "position"])
        return .object([
            ("type", .string("array")), ("minItems", .number(1)), ("items", anyOf(alias, pointer, stop)),
        ])
    }

    /// CSS hex: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (the Color module's fallback is 6 digits;
    /// the others are `color.hex` warnings).
    static let hexPattern = "^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"

    /// A typography, shadow or border object: its members by their rules, only those.
    private static func composite(_ type: TokenType) -> JSONValue {
        let rules = ValueTyping.memberRules(of: type)
        let properties = rules.map { rule -> (String, JSONValue) in
            switch rule.role {
            case .length, .letterSpacing: (rule.name, length)
            case .lineHeight: (rule.name, anyOf(number, length))
            case .fontWeight: (rule.name, member(.fontWeight))
            case .carried: (rule.name, rule.type.map(member) ?? .object([:]))
            }
        }
        return members(properties, required: rules.filter(\.required).map(\.name))
    }
}
