extension DiagnosticCodeRegistry {
    /// The codes of the stages that type and check tokens' values, their aliases and dimens blocks.
    static let valueGroups: [DiagnosticCodeGroup] = [
        .init(
            "Types and values",
            [
                .warning(
                    "type.unknown",
                    "A `$type` that is neither a DTCG type nor one of dimens': its tokens are carried through."),
                .lowerableError(
                    "type.misspelt",
                    "A `$type` one typo from a known one (`dimensoin`), with \"did you mean\"; lowered, its tokens are carried through."
                ),
                .warning(
                    "type.missing",
                    "A token with no `$type` on itself, its alias target or any group: it is carried through."),
                .error("value.invalid", "A `$value` that does not fit its `$type`: the token cannot be computed."),
                .lowerableError(
                    "value.nonconforming",
                    "A value of a type dimens carries through (a color, a duration, a gradient, …) breaks DTCG 2025.10; lowered, it is carried as written."
                ),
                .lowerableError(
                    "value.unknown-key",
                    "A value object has a key its type does not define (`{\"value\": 2, \"unit\": \"px\", \"bad\": true}`); lowered, the key is ignored."
                ),
                .warning(
                    "value.out-of-range", "A gradient stop's position outside 0 to 1, which DTCG reads as clamped."),
                .warning("color.hex", "A color's `hex` fallback in another length than six digits (`#fff`)."),
                .warning(
                    "value.unit",
                    "A CSS unit dimens cannot compute (`vw`, `em` on a dimension, `%`): the token is carried through."),
                .lowerableError(
                    "value.misspelt-unit",
                    "A unit one typo from one dimens computes (`xp`, `PX`), with \"did you mean\"; lowered, the token is carried through."
                ),
                .lowerableError(
                    "value.unknown-unit",
                    "A unit neither dimens nor CSS knows, or a duration unit on a length; lowered, the token is carried through."
                ),
                .warning(
                    "dtcg.extension",
                    "A dimens extension to DTCG, such as a color written as a string or a `$type` of dimens' own (off unless `--strict` or the `lint` map turns it on)."
                ),
            ]),
        .init(
            "Composites",
            [
                .lowerableError(
                    "composite.unknown-member",
                    "A member its composite type does not define, with \"did you mean\" when it is spelt like one; lowered, the member is ignored."
                ),
                .warning(
                    "composite.carried-member",
                    "A typography member DTCG does not define that names a CSS font or text property: carried through as written (shown once per member name)."
                ),
                .warning(
                    "composite.uncomputable",
                    "A composite with a member that aliases a token dimens carries through: it is carried through too."),
            ]),
        .init(
            "Aliases",
            [
                .error(
                    "alias.syntax",
                    "A malformed reference (`\"{a..b}\"`, `\"{a.b\"`, a `$ref` that is not a local JSON Pointer)."),
                .error("alias.unknown", "A reference to a token, or a token's property, that does not exist."),
                .error("alias.group", "An alias that names a group, not a token."),
                .error("alias.cycle", "References that refer to each other in a loop."),
                .error("alias.type-mismatch", "An alias whose target has another `$type` than the token declares."),
            ]),
        .init(
            "Dimens blocks (`$extensions.dimens` and the config's `defaults`)",
            [
                .error("dimens.unknown-key", "A key the dimens block does not know."),
                .error("dimens.model", "An unknown scaling model, or a model that cannot apply to the token."),
                .error("dimens.value", "A dimens block value of the wrong kind or out of range."),
            ]),
        .init(
            "Selectors",
            [
                .error("selector.syntax", "A selector that cannot be read."),
                .error("selector.unknown-device", "A selector that names a device the catalog does not have."),
                .warning(
                    "selector.matches-nothing",
                    "A selector of `overrides`, `bases`, `multipliers` or a modifier binding that matches no screen the build computes."
                ),
                .warning(
                    "selector.never-wins", "A selector that matches screens but loses to a more specific one on each."),
                .error("selector.ambiguous", "Two selectors of equal specificity match the same screen."),
            ]),
    ]
}
