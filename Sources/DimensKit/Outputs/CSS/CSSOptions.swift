/// The css output's own options: clamps, and the container variant.
extension OptionKey where Value == Bool {
    static let fluid = OptionKey("fluid", default: false)
}

extension OptionKey where Value == String {
    static let container = OptionKey("container", default: "")
}

extension OutputOptions {
    /// The css output writes each length whose values are linear in the viewport's width between
    /// two widths as one `clamp()` (text sizes in `rem`), the rest on the `min-width` ladder.
    package var fluid: Bool {
        get { self[.fluid] }
        set { self[.fluid] = newValue }
    }
    /// The css output's container variant: the same values under `@container NAME` queries, its
    /// clamps in `cqi`, for elements inside a `container: NAME / inline-size` element; empty: none.
    package var container: String {
        get { self[.container] }
        set { self[.container] = newValue }
    }
}

extension CSSKind {
    /// The options a css output takes.
    static let declaredOptions: [OutputOption] = [
        .cssPrefix, .strict,
        .flag(
            .fluid,
            "the css output writes a length whose unrounded model is linear in the viewport's width as one `clamp()` with the model's own bounds (`min()`/`max()` where it has none; text sizes in `rem`, so the reader's font size applies), within one rounding step of every native screen's value; other values keep the `min-width` ladder; a token's dimens block `\"fluid\"` overrides it"
        ),
        .text(
            .container,
            "the css output's container variant: every value again under `@container NAME` queries (clamps in `cqi`), for elements inside an element with `container: NAME / inline-size`; empty for none",
            pattern: "^([A-Za-z_][A-Za-z0-9_-]*)?$",
            expected: "a CSS name such as \"card\" (letters, digits, '-' and '_', not starting with a digit), or \"\"",
            valid: isContainerName),
    ]

    /// A `<container-name>`: a CSS identifier that is not `none`, `and`, `or`, `not` or a CSS-wide
    /// keyword (or empty: no container variant).
    static func isContainerName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return true }
        let reserved: Set<String> = [
            "none", "and", "or", "not", "initial", "inherit", "unset", "revert", "revert-layer", "default",
        ]
        return first.isASCII && (first.properties.isAlphabetic || first == "_") && !reserved.contains(name.lowercased())
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
    }
}
