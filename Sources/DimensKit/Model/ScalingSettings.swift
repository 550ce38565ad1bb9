/// The scaling models of the README's "Scaling models", by their name in the dimens block's `model` key.
public enum ScalingModelKind: String, CaseIterable, Sendable, Hashable {
    case none, fixed, dynamic, percentage, breakpoint, balanced, logarithmic, power, moderate
    case fluid, diagonal, perimeter, fit, fill, physical
}

/// The numeric model parameters a dimens block may set, by key.
public enum ModelParameter: String, CaseIterable, Sendable, Hashable {
    /// `i` of `fixed`: growth per point of the chosen dimension.
    case increment
    /// `k`: weight of the aspect-ratio term.
    case aspectRatioWeight
    /// `A0`: the aspect ratio at which the aspect-ratio term is zero.
    case aspectRatioReference
    /// `s` of `balanced` and `logarithmic`.
    case sensitivity
    /// `T` of `balanced`, in points.
    case threshold
    /// `e` of `power`.
    case exponent
    /// `f` of `moderate`.
    case factor
    /// Bounds of `fluid`: values in points, widths in points.
    case minValue, maxValue, minWidth, maxWidth
}

/// Which side of the screen a model scales with.
public enum ScreenDimension: String, CaseIterable, Sendable, Hashable {
    case lowest, highest, width, height
}

/// What a value is rounded to after scaling.
public enum RoundingTarget: String, CaseIterable, Sendable, Hashable {
    case none, pixel, point, half
}

/// How a value is rounded: half away from zero, toward zero, or away from zero.
public enum RoundingMode: String, CaseIterable, Sendable, Hashable {
    case nearest, down, up
}

/// A per-selector value of `overrides`, `bases` or `multipliers`.
public struct SelectorRule<Value: Sendable & Hashable>: Sendable, Hashable {
    public var selector: Selector
    /// Where the selector key is written.
    public var location: SourceLocation
    public var value: Value
    public var valueLocation: SourceLocation
    /// The member of a composite token the value is for (`{"pad": {"fontSize": 20}}`); nil for
    /// the whole token.
    public var member: String?

    public init(selector: Selector, location: SourceLocation, value: Value, valueLocation: SourceLocation, member: String? = nil) {
        self.selector = selector
        self.location = location
        self.value = value
        self.valueLocation = valueLocation
        self.member = member
    }
}

/// A final value typed by a designer in `overrides`: a number for dimensions and numbers,
/// text or a flag for the `string` and `boolean` extension types.
public enum ScalarValue: Sendable, Hashable {
    case number(Double)
    case string(String)
    case boolean(Bool)
}

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
    /// Where the values of the token's own block's overrides, bases and multipliers are written
    /// (the rest are inherited from groups or the config): rules a token cannot use are errors
    /// only where the token itself says them.
    public var ownRules: Set<SourceLocation> = []

    public init() {}

    /// Every rule of overrides, bases and multipliers: the member it names, where its value is
    /// written, and its key.
    public var allRules: [(member: String?, location: SourceLocation, key: String)] {
        (overrides ?? []).map { ($0.member, $0.valueLocation, "overrides") } + (bases ?? []).map { ($0.member, $0.valueLocation, "bases") }
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
        return result
    }
}
