/// Which tokens the swift output's Interface Builder runtime (the `inspectables` option) can
/// apply. The one rule both sides follow: the storyboard check (`InterfaceBuilderCheck`) accepts a
/// name only where this gives it a row, and the render context that writes the runtime's rows
/// (`InspectablesView`) writes exactly those rows, so a name `lint` passes is one the app finds.
package enum InspectableRuntime {
    /// Where the runtime finds a token, or why it cannot.
    package enum Row: Sendable, Hashable {
        /// `number(at:traits:)`: a dimension or number token computed per screen.
        case number
        /// `typography(at:traits:)`: a typography token computed per screen, not deprecated.
        case typography
        /// No row: the reason, as the end of a sentence ("it is deprecated: …").
        case absent(String)
    }

    /// The row `token` has in the runtime.
    package static func row(of token: ResolvedToken) -> Row {
        switch (token.type, token.value) {
        case (.dimension, .dimension), (.dimension, .number), (.number, .number), (.number, .dimension):
            return .number
        case (.typography, .composite):
            // The runtime reads a typography through its generated property, which a deprecated
            // token marks `@available(*, deprecated)`: reading it would warn in the app's build.
            guard token.token.deprecated == nil else {
                return .absent("it is deprecated, and the generated code applies no deprecated typography")
            }
            return .typography
        case (_, .other) where token.uncomputable != nil:
            return .absent(
                "dimens carries it through untouched (\(token.uncomputable!)), so it has no value per screen")
        case (let type?, _):
            return .absent("the runtime applies dimension, number and typography tokens, not \(type.rawValue) ones")
        case (nil, _):
            return .absent("it has no $type")
        }
    }
}
