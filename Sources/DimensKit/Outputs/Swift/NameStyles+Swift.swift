extension NameStyles {
    /// `spacing.card-padding` → `spacingCardPadding`; digit-leading names get `_`, keywords backticks.
    package var swift: String { SwiftIdentifier.keywords.contains(swiftBare) ? "`\(swiftBare)`" : swiftBare }

    /// The Swift name without backticks (for documentation and collision checks).
    package var swiftBare: String {
        camel.unicodeScalars.first.map(NameScalars.isSwiftIdentifierHead) == false
            ? "_" + camel : camel.isEmpty ? "_" : camel
    }
}
