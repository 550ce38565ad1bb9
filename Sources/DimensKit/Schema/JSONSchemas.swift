/// JSON Schemas (draft 2020-12) of dimens' two file kinds, for editors that validate and complete
/// while a designer types: `dimens schema tokens` (DTCG token files with the dimens block) and
/// `dimens schema config` (`dimens.json`). Built from the lists the parsers use, so the keys and
/// names they accept are the ones the schemas offer.
package enum JSONSchemas {
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// One selector: device id, WxH, 6.1in, w393, h852, a range such as w>=768, size class and
    /// family (compact.phone), or `default`; several joined with `&`.
    package static let selectorPattern: String = {
        let number = "[0-9]+(\\.[0-9]+)?"
        let atoms = [
            "(?=[a-z0-9-]*[a-z])[a-z0-9]+(-[a-z0-9]+)*", "\(number)x\(number)", "\(number)in",
            "(min|w|h)(>=|<=|>|<)\(number)",
            "[wh]\(number)", "(compact|regular)\\.(phone|pad|pod|watch|tv)",
        ]
        let atom = "(" + atoms.joined(separator: "|") + ")"
        return "^\(atom)(&\(atom))*$"
    }()

    static func type(_ name: String, _ description: String, _ more: [(String, JSONValue)] = []) -> JSONValue {
        .object([("type", .string(name))] + more + [("description", .string(description))])
    }

    static func enumeration(_ values: [String], _ description: String, default value: String? = nil) -> JSONValue {
        .object(
            [("enum", .array(values.map(JSONValue.string)))] + (value.map { [("default", .string($0))] } ?? []) + [
                ("description", .string(description))
            ])
    }

    static func selectorMap(of value: JSONValue, _ description: String) -> JSONValue {
        type(
            "object", description,
            [("propertyNames", .object(["pattern": .string(selectorPattern)])), ("additionalProperties", value)])
    }

    static let parameterHelp: [ModelParameter: (String, Double?)] = [
        .increment: ("i of the fixed model: growth per point of the chosen dimension", 0.1 / 30),
        .aspectRatioWeight: ("k: weight of the aspect-ratio term", 0.08 / 30),
        .aspectRatioReference: ("A0: the aspect ratio at which the aspect-ratio term is zero", 1.78),
        .sensitivity: ("s of the balanced and logarithmic models", 0.40),
        .threshold: ("T of the balanced model, in points", 480),
        .exponent: ("e of the power model", 0.75),
        .factor: ("f of the moderate model", 0.5),
        .minValue: ("fluid: the smallest value, in points (default 0.8 × the base)", nil),
        .maxValue: ("fluid: the largest value, in points (default 1.2 × the base)", nil),
        .minWidth: ("fluid: the width where the value starts to grow, in points", 320),
        .maxWidth: ("fluid: the width where the value stops growing, in points", 768),
    ]

    /// The `$extensions.dimens` block (also the config's `defaults`).
    package static var dimensBlock: JSONValue {
        type(
            "object", "dimens: how this token, or every token of this group, is computed per screen",
            [("properties", .object(dimensProperties)), ("additionalProperties", .bool(false))])
    }

    /// One of the config's `rules`: a token path pattern and the keys of a dimens block.
    static var configRule: JSONValue {
        let tokens = type(
            "string",
            "the tokens it applies to: a dotted path pattern (* and ? within a segment, ** any number of segments)",
            [("minLength", .number(1))])
        return type(
            "object",
            "dimens block keys for the tokens a path pattern matches, after the groups' blocks and before the token's own",
            [
                ("properties", .object([("tokens", tokens)] + dimensProperties)),
                ("required", .array([.string("tokens")])),
                ("additionalProperties", .bool(false)),
            ])
    }

    /// The config's `scaled`: profile name → the dimens block keys a factor per screen can
    /// express (the parser refuses the others with `config.scaled-nonlinear`).
    static var scaledProfiles: JSONValue {
        let linear: Set<String> = [
            "overrides", "bases", "multipliers", "min", "max", "textStyle", "tapTarget", "fluid",
        ]
        return type(
            "object",
            "profiles for scaling any value in the generated Swift (d.scaled(16, as: .text)), each a dimens block of a model linear in the value; \"default\" is the profile scaled(_:) uses (else the config's defaults)",
            [
                ("propertyNames", .object(["pattern": .string("^[a-z][A-Za-z0-9]*$")])),
                (
                    "additionalProperties",
                    type(
                        "object", "a model, its parameters (no fluid minValue or maxValue), round and roundingMode",
                        [
                            ("properties", .object(dimensProperties.filter { !linear.contains($0.0) })),
                            ("additionalProperties", .bool(false)),
                        ])
                ),
            ])
    }

    /// The keys of a dimens block, each with its schema.
    static var dimensProperties: [(String, JSONValue)] {
        var properties: [(String, JSONValue)] = [
            (
                "model",
                enumeration(
                    ScalingModelKind.allCases.map(\.rawValue),
                    "the scaling model (\"Scaling models\" in the reference); dimensions default to fixed, strings and booleans to breakpoint"
                )
            )
        ]
        for parameter in ModelParameter.allCases {
            let (help, value) = parameterHelp[parameter]!
            properties.append(
                (parameter.rawValue, type("number", help, value.map { [("default", .number($0))] } ?? [])))
        }
        let members = type(
            "object", "a composite token's member → number (typography, shadow, border, stroke style)",
            [("additionalProperties", .object(["type": .string("number")]))])
        let scalar = JSONValue.object([
            "anyOf": .array([
                .object(["type": .array(["number", "string", "boolean"].map(JSONValue.string))]), members,
            ])
        ])
        let number = JSONValue.object(["anyOf": .array([.object(["type": .string("number")]), members])])
        properties += [
            (
                "aspectRatio",
                type(
                    "boolean",
                    "include the aspect-ratio term (default: on for fixed, balanced, logarithmic, power and moderate)")
            ),
            (
                "dimension",
                enumeration(
                    ScreenDimension.allCases.map(\.rawValue), "the side of the screen the model scales with",
                    default: "lowest")
            ),
            (
                "overrides",
                selectorMap(
                    of: scalar,
                    "selector → the final value on the screens it matches, most specific selector first; for a composite, {member: value}"
                )
            ),
            (
                "bases",
                selectorMap(of: number, "selector → the base value fed to the model; for a composite, {member: value}")
            ),
            (
                "multipliers",
                selectorMap(
                    of: number,
                    "selector → a factor applied after the model; for a composite, {member: factor} or one factor for every length"
                )
            ),
            ("min", type("number", "the smallest value after scaling")),
            ("max", type("number", "the largest value after scaling")),
            (
                "round",
                enumeration(
                    RoundingTarget.allCases.map(\.rawValue),
                    "what a value is rounded to: device pixels (the default for dimensions), points, half points, or nothing"
                )
            ),
            (
                "roundingMode",
                enumeration(
                    RoundingMode.allCases.map(\.rawValue), "half away from zero, toward zero, or away from zero",
                    default: "nearest")
            ),
            (
                "textStyle",
                enumeration(
                    TextStyle.allCases.map(\.rawValue),
                    "the Dynamic Type style this dimension, number or typography sizes text like")
            ),
            (
                "tapTarget",
                type(
                    "boolean",
                    "the dimension is the size of something a finger taps: a11y.tap-target warns where it is below 44 pt on an Apple screen or 48 dp on an Android one"
                )
            ),
            (
                "fluid",
                type(
                    "boolean",
                    "a CSS output writes the token as one clamp() where its values are linear in the viewport's width (true), or keeps it on the min-width ladder (false); default: the output's fluid option"
                )
            ),
        ]
        return properties
    }
}
