/// Everything a dimens block can say, typed. Every field is optional so blocks can be layered:
/// `merged(over:)` lets a nearer block override a farther one key by key.
package struct DimensSettings: Sendable, Hashable {
    package var model: Located<ScalingModelKind>?
    package var parameters: [ModelParameter: Located<Double>] = [:]
    package var aspectRatio: Located<Bool>?
    package var dimension: Located<ScreenDimension>?
    package var overrides: [SelectorRule<ScalarValue>]?
    package var bases: [SelectorRule<Double>]?
    package var multipliers: [SelectorRule<Double>]?
    package var min: Located<Double>?
    package var max: Located<Double>?
    package var round: Located<RoundingTarget>?
    package var roundingMode: Located<RoundingMode>?
    /// The Dynamic Type style the token sizes text like.
    package var textStyle: Located<TextStyle>?
    /// The token is the size of something a finger taps (`"tapTarget": true`): the
    /// `a11y.tap-target` rule holds it to 44 pt on Apple screens and 48 dp on Android's.
    package var tapTarget: Located<Bool>?
    /// Whether a CSS output writes the token as one `clamp()` where its values are linear in the
    /// viewport's width (true), or keeps it on the `min-width` ladder (false); nil follows the
    /// output's `fluid` option.
    package var fluid: Located<Bool>?
    /// Where the values of the token's own block's overrides, bases and multipliers are written
    /// (the rest are inherited from groups or the config): rules a token cannot use are errors
    /// only where the token itself says them.
    package var ownRules: Set<SourceLocation> = []

    package init() {}

    /// Every rule of overrides, bases and multipliers: the member it names, where its value is
    /// written, and its key.
    package var allRules: [(member: String?, location: SourceLocation, key: String)] {
        (overrides ?? []).map { ($0.member, $0.valueLocation, "overrides") }
            + (bases ?? []).map { ($0.member, $0.valueLocation, "bases") }
            + (multipliers ?? []).map { ($0.member, $0.valueLocation, "multipliers") }
    }

    /// `self` (the nearer block) over `outer`: each key set here wins; the rest come from `outer`.
    package func merged(over outer: DimensSettings) -> DimensSettings {
        var result = self
        result.model = model ?? outer.model
        result.parameters = outer.parameters.merging(parameters) { _, near in near }
        result.aspectRatio = aspectRatio ?? outer.aspectRatio
        result.dimension = dimension ?? outer.dimension
        result.overrides = overrides ?? outer.overrides
        result.bases = bases ?? outer.bases
        result.multipliers = multipliers ?? outer.multipliers
        result.min = min ?? outer.min
        result.max = max ?? outer.max
        result.round = round ?? outer.round
        result.roundingMode = roundingMode ?? outer.roundingMode
        result.textStyle = textStyle ?? outer.textStyle
        result.tapTarget = tapTarget ?? outer.tapTarget
        result.fluid = fluid ?? outer.fluid
        return result
    }
}
