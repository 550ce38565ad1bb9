extension CSSKind {
    /// What the CSS output's naming check (`NameCheck+CSS.swift`) and the web's text-size rule
    /// (`ResizeTextCheck.swift`) report.
    var codes: [DiagnosticCodeEntry] {
        [
            .error(.cssNameCollision, "Two tokens map to one CSS custom property."),
            .error(
                .cssReservedName, "A token whose name has no letter or digit, which would be the custom property `--`."),
            .warning(
                .a11yResizeText,
                "A web text size that defeats resizing (WCAG 1.4.4): growing above 2.5 × its smallest, or a clamp whose middle term has no rem part (<doc:SwiftAndCSS>)."
            ),
        ]
    }
}
