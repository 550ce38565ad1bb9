import Testing

/// `color` as the DTCG Color module 2025.10 writes it (§4): each color space with its three
/// components and their ranges, `"none"`, `alpha`, the 6-digit `hex` fallback, no other key.
/// A color is carried through untouched, and checked all the same.
struct ColorSpecTests {
    /// Every space of §4.2 with components inside its ranges.
    static let spaces: [SpecCase] = [
        ("srgb", "[0, 0.4, 1]"), ("srgb-linear", "[1, 0, 0.5]"), ("hsl", "[359.9, 100, 0]"),
        ("hwb", "[0, 0, 100]"), ("lab", "[100, -160, 160]"), ("lch", "[0, 230, 359]"), ("oklab", "[1, -0.5, 0.5]"),
        ("oklch", "[0.7, 0.4, 120]"), ("display-p3", "[0, 1, 0]"), ("a98-rgb", "[0.5, 0.5, 0.5]"),
        ("prophoto-rgb", "[1, 1, 1]"), ("rec2020", "[0, 0, 0]"), ("xyz-d65", "[0.95, 1, 1]"),
        ("xyz-d50", "[0, 0.5, 1]"),
    ].map { space, components in
        .valid(
            "§4.2 \(space) with components in range", "color",
            ##"{"colorSpace": "\##(space)", "components": \##(components)}"##)
    }

    static let cases: [SpecCase] =
        spaces + [
            .valid(
                "§4.1 srgb with alpha and a 6-digit hex fallback", "color",
                ##"{"colorSpace": "srgb", "components": [0, 0.4, 0.8], "alpha": 0.5, "hex": "#0066cc"}"##),
            .valid(
                "§4.1.1.1 none stands for a missing component", "color",
                ##"{"colorSpace": "hsl", "components": ["none", 0, 100]}"##),
            .valid(
                "§7.3 a component may point into another color", "color",
                ##"{"colorSpace": "srgb", "components": [{"$ref": "#/ref/color/$value/components/0"}, 0, 0]}"##),
            .valid("§8.1 an alias to a color token", "color", ##""{ref.color}""##),
            .valid("a hex string is a dimens extension, quiet by default", "color", ##""#0066cc""##),
            .valid("a hex string of four digits", "color", ##""#f00a""##),
            SpecCase(
                name: "a hex string is a dimens extension --strict names", type: "color", value: ##"»"#0066cc80""##,
                codes: ["dtcg.extension"], strict: true),
            .invalid(
                "§4.2 colorSpace is one of the fourteen", "color",
                ##"{"colorSpace": »"mud", "components": [0, 0, 0]}"##,
                "value.nonconforming"),
            .invalid(
                "§4.2 colorSpace is case-sensitive", "color", ##"{"colorSpace": »"sRGB", "components": [0, 0, 0]}"##,
                "value.nonconforming"),
            .invalid("§4.1 colorSpace is required", "color", ##"»{"components": [0, 0, 0]}"##, "value.nonconforming"),
            .invalid("§4.1 components is required", "color", ##"»{"colorSpace": "srgb"}"##, "value.nonconforming"),
            .invalid(
                "§4.2.1 srgb has three components", "color", ##"{"colorSpace": "srgb", "components": »[0, 0.4]}"##,
                "value.nonconforming"),
            .invalid(
                "§4.2.1 srgb components are from 0 to 1", "color",
                ##"{"colorSpace": "srgb", "components": [0, »1.5, »-0.1]}"##,
                "value.nonconforming", "value.nonconforming"),
            .invalid(
                "§4.2.3 a hue is below 360", "color", ##"{"colorSpace": "hsl", "components": [»360, 50, 50]}"##,
                "value.nonconforming"),
            .invalid(
                "§4.2.3 hsl saturation is from 0 to 100", "color",
                ##"{"colorSpace": "hsl", "components": [0, »101, 50]}"##,
                "value.nonconforming"),
            .invalid(
                "§4.2.6 lch chroma is not negative", "color", ##"{"colorSpace": "lch", "components": [50, »-1, 0]}"##,
                "value.nonconforming"),
            .invalid(
                "§4.2.8 oklch lightness is from 0 to 1", "color",
                ##"{"colorSpace": "oklch", "components": [»50, 0.1, 0]}"##,
                "value.nonconforming"),
            .invalid(
                "§4.2.13 xyz components are from 0 to 1", "color",
                ##"{"colorSpace": "xyz-d65", "components": [0, »1.1, 0]}"##,
                "value.nonconforming"),
            .invalid(
                "§4.1 a component is a number or none", "color",
                ##"{"colorSpace": "srgb", "components": [»"red", 0, 0]}"##,
                "value.nonconforming"),
            .invalid(
                "§4.1 alpha is a number, never none", "color",
                ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": »"none"}"##, "value.nonconforming"),
            .invalid(
                "§4.1 alpha is from 0 to 1", "color",
                ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": »1.5}"##,
                "value.nonconforming"),
            .invalid(
                "§4.1 hex is CSS hex", "color", ##"{"colorSpace": "srgb", "components": [0, 0, 0], "hex": »"blue"}"##,
                "value.nonconforming"),
            .invalid(
                "§4.1 hex is 6-digit: #fff is a warning", "color",
                ##"{"colorSpace": "srgb", "components": [1, 1, 1], "hex": »"#fff"}"##, "color.hex"),
            .invalid(
                "§4.1 a color holds colorSpace, components, alpha and hex only", "color",
                ##"{"colorSpace": "srgb", "components": [0, 0, 0], »"name": "black"}"##, "value.unknown-key"),
            .invalid("§4.1 a plain string is not a color", "color", ##"»"blue""##, "value.nonconforming"),
            .invalid("§4.1 a number is not a color", "color", "»42", "value.nonconforming"),
            .invalid("§7.4.5 an unclosed alias is malformed", "color", ##"»"{foo.bar""##, "alias.syntax"),
            .invalid(
                "§7.4.5 an alias to a dimension is a type mismatch", "color", ##"»"{ref.dimension}""##,
                "alias.type-mismatch"),
            .invalid(
                "§7.4.5 an alias to a string is a type mismatch (string is a dimens type)", "color",
                ##"»"{ref.text}""##,
                "alias.type-mismatch"),
        ]

    @Test(arguments: cases)
    func colors(_ spec: SpecCase) { spec.check() }
}
