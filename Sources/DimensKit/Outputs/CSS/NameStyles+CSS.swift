extension NameStyles {
    /// `spacing.card-padding` → `--spacing-card-padding`, or `--PREFIX-spacing-card-padding`.
    func cssProperty(prefix: String) -> String { Self.cssProperty(kebab: kebab, prefix: prefix) }

    /// `--PREFIX-kebab`, or `--kebab` without a prefix.
    static func cssProperty(kebab: String, prefix: String) -> String {
        "--" + (prefix.isEmpty ? "" : prefix + "-") + kebab
    }
}

extension RenderContext {
    /// Each column's CSS custom property, with this output's prefix; made when a template first
    /// reads one (`names.css`, a css output's declarations), once per context.
    var cssProperties: [String] {
        memo.value { model.names.map { NameStyles.cssProperty(kebab: $0.kebab, prefix: options.cssPrefix) } }
    }
}
