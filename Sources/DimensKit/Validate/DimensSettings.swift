/// Everything a dimens block can say, typed. Every field is optional so blocks can be layered:
/// `merged(over:)` lets a nearer block override a farther one key by key.
public struct DimensSettings: Sendable, Hashable {
    public var model: Located<ScalingModelKind>?
    public var parameters: [ModelParameter: Located<Double>] = [:]
    public var aspectRatio: Located<Bool>?
    public var dimension: Located<ScreenDimension>?
    public var overrides: [SelectorRule<ScalarValue>]?
    public var bases: [SelectorRule<Double>]?
    public var multipliers: [SelectorRule<Double>]?
    public var min: Located<Double>?
    public var max: Located<Double>?
    public var round: Located<RoundingTarget>?
    public var roundingMode: Located<RoundingMode>?
    /// The Dynamic Type style the token sizes text like.
    public var textStyle: Located<TextStyle>?
    /// The token is the size of something a finger taps (`"tapTarget": true`): the
    /// `a11y.tap-target` rule holds it to 44 pt on Apple screens and 48 dp on Android's.
    public var tapTarget: Located<Bool>?
    /// Whether a CSS output writes the token as one `clamp()` where its values are linear in the
    /// viewport's width (true), or keeps it on the `min-width` ladder (false); nil follows the
    /// output's `fluid` option.
    public var fluid: Located<Bool>?
    /// Where the values of the token's own block's overrides, bases and multipliers are written
    /// (the rest are inherited from groups or the config): rules a token cannot use are errors
    /// only where the token itself says them.
    public var ownRules: Set<SourceLocation> = []

    public init() {}

    /// Every rule of overrides, bases and multipliers: the member it names, where its value is
    /// written, and its key.
    public var allRules: [(member: String?, location: SourceLocation, key: String)] {
        (overrides ?? []).map { ($0.member, $0.valueLocation, "overrides") }
            + (bases ?? []).map { ($0.member, $0.valueLocation, "bases") }
            + (multipliers ?? []).map { ($0.member, $0.valueLocation, "multipliers") }
    }

    /// `self` (the nearer block) over `outer`: each key set here wins; the rest come from `outer`.
    public func merged(over outer: DimensSettings) -> DimensSettings {
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
