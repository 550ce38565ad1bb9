/// The css output's naming rule: one distinct custom property per value.
extension NameCheck {
    /// Two tokens with one CSS custom property.
    static func css(_ model: RenderModel, prefix: String) -> [Diagnostic] {
        var first: [String: Int] = [:]
        first.reserveCapacity(model.columns.count)
        var diagnostics: [Diagnostic] = []
        // One prefix for every token, so two properties are equal exactly when their kebab names are.
        for (column, facts) in model.columns.enumerated() where facts.isValue {
            let kebab = model.names[column].kebab
            if kebab.isEmpty, prefix.isEmpty {
                // A name of separators only (`_`, `-`) would be the property `--`, which CSS reserves.
                diagnostics.append(
                    .error(
                        .cssReservedName,
                        "'\(facts.path)' has no letter or digit to name it, and would be the CSS custom property '--', which CSS reserves",
                        at: facts.location, token: facts.path.description,
                        notes: [.init("give it a name with a letter or digit, or the css output a cssPrefix")]))
            } else if let earlier = first[kebab] {
                let name = NameStyles.cssProperty(kebab: kebab, prefix: prefix)
                diagnostics.append(
                    collision(
                        facts, model.columns[earlier], name: "the CSS custom property '\(name)'",
                        code: .cssNameCollision))
            } else {
                first[kebab] = column
            }
        }
        return diagnostics
    }
}

extension DiagnosticCode {
    /// Two tokens map to one CSS custom property (in a CSS output).
    package static let cssNameCollision = DiagnosticCode("css.name-collision")
    /// A token whose name has no letter or digit, which would be the custom property `--`.
    package static let cssReservedName = DiagnosticCode("css.reserved-name")
}
