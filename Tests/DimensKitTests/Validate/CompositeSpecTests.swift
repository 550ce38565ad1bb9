import Testing

/// Lengths and colors the composite cases write.
private let px = ##"{"value": 1, "unit": "px"}"##
private let black = ##"{"colorSpace": "srgb", "components": [0, 0, 0]}"##

/// `strokeStyle` (DTCG §9.3): one of eight keywords, or a dash pattern and a line cap.
struct StrokeStyleSpecTests {
    static let cases: [SpecCase] =
        ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"].map {
            .valid("§9.3.1 \($0)", "strokeStyle", "\"\($0)\"")
        } + [
            .valid(
                "§9.3.2 a dash pattern", "strokeStyle",
                ##"{"dashArray": [\##(px), "{ref.dimension}"], "lineCap": "round"}"##),
            .valid(
                "§9.3.2 a line cap may alias a token", "strokeStyle",
                ##"{"dashArray": [\##(px)], "lineCap": "{ref.text}"}"##),
            .invalid("§9.3.1 not one of the eight keywords", "strokeStyle", ##"»"thicc""##, "value.nonconforming"),
            .invalid("§9.3.1 keywords are case-sensitive", "strokeStyle", ##"»"Solid""##, "value.nonconforming"),
            .invalid(
                "§9.3.2 lineCap is round, butt or square", "strokeStyle",
                ##"{"dashArray": [\##(px)], "lineCap": »"flat"}"##,
                "value.nonconforming"),
            .invalid("§9.3.2 lineCap is required", "strokeStyle", ##"»{"dashArray": [\##(px)]}"##, "value.invalid"),
            .invalid(
                "§9.3.2 the dash pattern is not empty", "strokeStyle", ##"{"dashArray": »[], "lineCap": "butt"}"##,
                "value.nonconforming"),
            .invalid(
                "§9.3.2 dashes are dimensions", "strokeStyle",
                ##"{"dashArray": [»"{ref.number}"], "lineCap": "butt"}"##,
                "alias.type-mismatch"),
            .invalid(
                "§9.2 a member strokeStyle does not define", "strokeStyle",
                ##"{"dashArray": [\##(px)], "lineCap": "butt", »"dashOffset": 2}"##, "composite.unknown-member"),
        ]

    @Test(arguments: cases)
    func strokeStyles(_ spec: SpecCase) { spec.check() }
}

/// `border` (DTCG §9.4): a color, a width and a stroke style.
struct BorderSpecTests {
    static let cases: [SpecCase] = [
        .valid("§9.4 a border", "border", ##"{"color": \##(black), "width": \##(px), "style": "solid"}"##),
        .valid(
            "§9.4 members may be aliases", "border",
            ##"{"color": "{ref.color}", "width": "{ref.dimension}", "style": "{ref.strokeStyle}"}"##),
        .invalid(
            "§9.3.1 a border's style keyword", "border",
            ##"{"color": \##(black), "width": \##(px), "style": »"wavy"}"##,
            "value.nonconforming"),
        .invalid(
            "§9.4 color is a color", "border", ##"{"color": »42, "width": \##(px), "style": "solid"}"##,
            "value.nonconforming"),
        .invalid("§9.4 width is required", "border", ##"»{"color": \##(black), "style": "solid"}"##, "value.invalid"),
        .invalid(
            "§9.4 color aliases a color", "border",
            ##"{"color": »"{ref.dimension}", "width": \##(px), "style": "solid"}"##,
            "alias.type-mismatch"),
        .invalid(
            "§9.4 style aliases a stroke style", "border",
            ##"{"color": \##(black), "width": \##(px), "style": »"{ref.color}"}"##,
            "alias.type-mismatch"),
        .invalid(
            "§9.2 a member border does not define", "border",
            ##"{"color": \##(black), "width": \##(px), "style": "solid", »"radius": \##(px)}"##,
            "composite.unknown-member"),
    ]

    @Test(arguments: cases)
    func borders(_ spec: SpecCase) { spec.check() }
}

/// `transition` (DTCG §9.5): a duration, a delay and a timing function.
struct TransitionSpecTests {
    static let ms = ##"{"value": 100, "unit": "ms"}"##
    static let cases: [SpecCase] = [
        .valid(
            "§9.5 a transition", "transition",
            ##"{"duration": \##(ms), "delay": \##(ms), "timingFunction": [0, 0, 1, 1]}"##),
        .valid(
            "§9.5 members may be aliases", "transition",
            ##"{"duration": "{ref.duration}", "delay": "{ref.duration}", "timingFunction": "{ref.cubicBezier}"}"##),
        .invalid(
            "§9.5 delay is required", "transition", ##"»{"duration": \##(ms), "timingFunction": [0, 0, 1, 1]}"##,
            "value.nonconforming"),
        .invalid(
            "§8.5.1 a member's duration unit", "transition",
            ##"{"duration": {"value": 1, "unit": »"sec"}, "delay": \##(ms), "timingFunction": [0, 0, 1, 1]}"##,
            "value.nonconforming"),
        .invalid(
            "§9.5 timingFunction aliases a cubic Bézier", "transition",
            ##"{"duration": \##(ms), "delay": \##(ms), "timingFunction": »"{ref.duration}"}"##, "alias.type-mismatch"),
        .invalid(
            "§9.2 a member transition does not define", "transition",
            ##"{"duration": \##(ms), "delay": \##(ms), "timingFunction": [0, 0, 1, 1], »"property": "opacity"}"##,
            "composite.unknown-member"),
        .invalid("§9.5 a string is not a transition", "transition", ##"»"all 200ms""##, "value.nonconforming"),
    ]

    @Test(arguments: cases)
    func transitions(_ spec: SpecCase) { spec.check() }
}

/// `shadow` (DTCG §9.6): one shadow or a list of shadows and aliases to shadow tokens.
struct ShadowSpecTests {
    static let layer =
        ##"{"color": \##(black), "offsetX": \##(px), "offsetY": \##(px), "blur": \##(px), "spread": \##(px)}"##
    static let cases: [SpecCase] = [
        .valid("§9.6 one shadow", "shadow", layer),
        .valid("§9.6 a list with an alias to a shadow token", "shadow", "[\(layer), \"{ref.shadow}\"]"),
        .valid(
            "§9.6 inset is optional, true or false", "shadow",
            ##"{"color": \##(black), "offsetX": 0, "offsetY": \##(px), "blur": \##(px), "spread": \##(px), "inset": true}"##
        ),
        .invalid(
            "§9.6 color is a color", "shadow",
            ##"{"color": »42, "offsetX": \##(px), "offsetY": \##(px), "blur": \##(px), "spread": \##(px)}"##,
            "value.nonconforming"),
        .invalid(
            "§9.6 a color's space", "shadow",
            ##"{"color": {"colorSpace": »"mud", "components": [0, 0, 0]}, "offsetX": \##(px), "offsetY": \##(px), "blur": \##(px), "spread": \##(px)}"##,
            "value.nonconforming"),
        .invalid(
            "§9.6 inset is true or false", "shadow",
            ##"{"color": \##(black), "offsetX": \##(px), "offsetY": \##(px), "blur": \##(px), "spread": \##(px), "inset": »"yes"}"##,
            "value.nonconforming"),
        .invalid(
            "§9.6 blur is required", "shadow",
            ##"»{"color": \##(black), "offsetX": \##(px), "offsetY": \##(px), "spread": \##(px)}"##,
            "value.invalid"),
        .invalid("§9.6 a layer aliases a shadow", "shadow", ##"[»"{ref.color}"]"##, "alias.type-mismatch"),
        .invalid(
            "§9.2 a member shadow does not define", "shadow",
            ##"{"color": \##(black), "offsetX": \##(px), "offsetY": \##(px), "blur": \##(px), "spread": \##(px), »"opacity": 0.5}"##,
            "composite.unknown-member"),
    ]

    @Test(arguments: cases)
    func shadows(_ spec: SpecCase) { spec.check() }
}

/// `gradient` (DTCG §9.7): stops of a color and a position, or aliases to gradient tokens.
struct GradientSpecTests {
    static let cases: [SpecCase] = [
        .valid(
            "§9.7 two stops", "gradient",
            ##"[{"color": \##(black), "position": 0}, {"color": "{ref.color}", "position": 1}]"##),
        .valid(
            "§9.7 a stop may alias a gradient token", "gradient",
            ##"["{ref.gradient}", {"color": \##(black), "position": 1}]"##),
        .valid(
            "§9.7 a position may alias a number", "gradient", ##"[{"color": \##(black), "position": "{ref.number}"}]"##),
        .invalid(
            "§9.7 a position outside [0, 1] is read as clamped", "gradient",
            ##"[{"color": \##(black), "position": »42}]"##,
            "value.out-of-range"),
        .invalid(
            "§9.7 a position is a number", "gradient", ##"[{"color": \##(black), "position": »"12px"}]"##,
            "value.nonconforming"),
        .invalid("§9.7 a stop has a color", "gradient", ##"[»{"position": 0}]"##, "value.nonconforming"),
        .invalid(
            "§9.7 a stop's color", "gradient",
            ##"[{"color": {"colorSpace": »"mondrian", "components": [0, 0, 0]}, "position": 0}]"##,
            "value.nonconforming"),
        .invalid(
            "§9.7 a position aliases a number", "gradient",
            ##"[{"color": \##(black), "position": »"{ref.dimension}"}]"##,
            "alias.type-mismatch"),
        .invalid("§9.7 a stop aliases a gradient", "gradient", ##"[»"{ref.color}"]"##, "alias.type-mismatch"),
        .invalid(
            "§9.2 a member a stop does not define", "gradient",
            ##"[{"color": \##(black), "position": 0, »"opacity": 1}]"##,
            "composite.unknown-member"),
        .invalid("§9.7 the list is not empty", "gradient", "»[]", "value.nonconforming"),
    ]

    @Test(arguments: cases)
    func gradients(_ spec: SpecCase) { spec.check() }
}

/// `typography` (DTCG §9.8): a font family, size, weight, letter spacing and line height.
struct TypographySpecTests {
    static let full =
        ##"{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": 400, "letterSpacing": \##(px), "lineHeight": 1.2}"##
    static let cases: [SpecCase] = [
        .valid("§9.8 every member", "typography", full),
        .valid(
            "§9.8 members may be aliases", "typography",
            ##"{"fontFamily": "{ref.fontFamily}", "fontSize": "{ref.dimension}", "fontWeight": "{ref.fontWeight}", "letterSpacing": "{ref.dimension}", "lineHeight": "{ref.number}"}"##
        ),
        SpecCase(
            name: "§9.8 a missing letterSpacing is a dimens extension --strict names", type: "typography",
            value: ##"»{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": 400, "lineHeight": 1.2}"##,
            codes: ["dtcg.extension"], strict: true),
        SpecCase(
            name: "§9.8 a lineHeight that is a length is a dimens extension", type: "typography",
            value:
                ##"{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": 400, "letterSpacing": \##(px), "lineHeight": »\##(px)}"##,
            codes: ["dtcg.extension"], strict: true),
        .invalid(
            "§9.8 fontWeight aliases a font weight: a number token breaks DTCG but is usable", "typography",
            ##"{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": »"{ref.number}", "letterSpacing": \##(px), "lineHeight": 1.2}"##,
            "value.nonconforming"),
        .invalid(
            "§9.8 fontWeight aliases a font weight, never a color", "typography",
            ##"{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": »"{ref.color}", "letterSpacing": \##(px), "lineHeight": 1.2}"##,
            "alias.type-mismatch"),
        .invalid(
            "§8.4 fontWeight is from 1 to 1000", "typography",
            ##"{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": »9001, "letterSpacing": \##(px), "lineHeight": 1.2}"##,
            "value.invalid"),
        .invalid(
            "§8.3 fontFamily is a name or a list", "typography",
            ##"{"fontFamily": »[], "fontSize": \##(px), "fontWeight": 400, "letterSpacing": \##(px), "lineHeight": 1.2}"##,
            "value.nonconforming"),
        .invalid(
            "§9.2 a member typography does not define that CSS names is carried with a warning", "typography",
            ##"{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": 400, "letterSpacing": \##(px), "lineHeight": 1.2, »"fontStyle": "italic", »"fontVariant": "small-caps", »"textDecoration": "underline", »"textTransform": "none", »"-webkit-font-smoothing": "antialiased"}"##,
            "composite.carried-member", "composite.carried-member", "composite.carried-member",
            "composite.carried-member", "composite.carried-member"),
        .invalid(
            "§9.2 a near miss of a typography member is an error", "typography",
            ##"{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": 400, "letterSpacing": \##(px), »"lineheight": 1.2}"##,
            "composite.unknown-member"),
        .invalid(
            "§9.2 a member typography does not define that nothing names is an error", "typography",
            ##"{"fontFamily": "Inter", "fontSize": \##(px), "fontWeight": 400, "letterSpacing": \##(px), "lineHeight": 1.2, »"colour": "red"}"##,
            "composite.unknown-member"),
        .invalid(
            "§8.2.1 a unit typo in a member", "typography",
            ##"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": »"xp"}, "fontWeight": 400, "letterSpacing": \##(px), "lineHeight": 1.2}"##,
            "value.misspelt-unit"),
        .invalid(
            "§8.2 a member's dimension holds value and unit only", "typography",
            ##"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px", »"x": 1}, "fontWeight": 400, "letterSpacing": \##(px), "lineHeight": 1.2}"##,
            "value.unknown-key"),
    ]

    @Test(arguments: cases)
    func typographies(_ spec: SpecCase) { spec.check() }
}
