import Foundation

/// A token's model with every parameter resolved: the dimens block's values over the defaults the reference's "Scaling models" (Dimens.docc) lists.
package struct ModelParameters: Sendable, Hashable {
    package var kind: ScalingModelKind
    package var dimension: ScreenDimension
    /// `i`, `k`, `A0`, `s`, `T`, `e`, `f` (the reference's "Scaling models" (Dimens.docc)).
    package var increment = 0.1 / 30
    package var aspectRatioWeight = 0.08 / 30
    package var aspectRatioReference = 1.78
    package var sensitivity = 0.40
    package var threshold = 480.0
    package var exponent = 0.75
    package var factor = 0.5
    package var aspectRatio: Bool
    /// `fluid` bounds; nil values default to 0.8·v and 1.2·v.
    package var minValue: Double?
    package var maxValue: Double?
    package var minWidth = 320.0
    package var maxWidth = 768.0

    package init(kind: ScalingModelKind, settings: DimensSettings = DimensSettings()) {
        self.kind = kind
        dimension = settings.dimension?.value ?? .lowest
        aspectRatio =
            settings.aspectRatio?.value ?? [.fixed, .balanced, .logarithmic, .power, .moderate].contains(kind)
        for (parameter, value) in settings.parameters {
            switch parameter {
            case .increment: increment = value.value
            case .aspectRatioWeight: aspectRatioWeight = value.value
            case .aspectRatioReference: aspectRatioReference = value.value
            case .sensitivity: sensitivity = value.value
            case .threshold: threshold = value.value
            case .exponent: exponent = value.value
            case .factor: factor = value.value
            case .minValue: minValue = value.value
            case .maxValue: maxValue = value.value
            case .minWidth: minWidth = value.value
            case .maxWidth: maxWidth = value.value
            }
        }
    }

    /// `d`: the screen's value of the chosen dimension.
    package func d(_ screen: Screen) -> Double { screen.side(dimension) }

    /// `k·ln(AR/A0)`, the aspect-ratio term (0 when `aspectRatio` is off).
    func aspectRatioTerm(_ screen: Screen) -> Double {
        aspectRatio ? aspectRatioWeight * log(screen.highestSide / screen.lowestSide / aspectRatioReference) : 0
    }

    /// The model's value for base `v` on `screen`. `physical` converts a length in inches.
    package func apply(_ v: Double, on screen: Screen, reference ref: ScalingReference) -> Double {
        factor(on: screen, reference: ref).apply(v)
    }

    /// The model on one screen as `v·multiplier + offset`: every model is linear in `v` (the
    /// offset is non-zero only for `fluid` with explicit bounds), so the scale stage computes this
    /// once per screen and parameter set and `apply` gives bit-identical results.
    package func factor(on screen: Screen, reference ref: ScalingReference) -> ModelFactor {
        let d = d(screen)
        let r = ref.value(of: dimension)
        let arAdj = 1 + aspectRatioTerm(screen)
        switch kind {
        case .none, .breakpoint: return ModelFactor(1)
        case .fixed: return ModelFactor(1 + (d - r) * (increment + aspectRatioTerm(screen)))
        case .dynamic: return ModelFactor(d / r)
        case .percentage: return ModelFactor(d / 100)
        case .balanced:
            let ratio = d <= threshold ? d / r : threshold / r + sensitivity * log(1 + (d - threshold) / r)
            return ModelFactor(ratio * arAdj)
        case .logarithmic:
            let ratio = d >= r ? 1 + sensitivity * log(d / r) : 1 - sensitivity * log(r / d)
            return ModelFactor(ratio * arAdj)
        case .power: return ModelFactor(pow(d / r, exponent) * arAdj)
        case .moderate: return ModelFactor((1 + (d / r - 1) * factor) * arAdj)
        case .fluid:
            // low = minValue or 0.8·v, high = maxValue or 1.2·v, value = low + (high − low)·t: affine in v
            let t = d <= minWidth ? 0 : d >= maxWidth ? 1 : (d - minWidth) / (maxWidth - minWidth)
            let (lowConstant, lowPerV) = minValue.map { ($0, 0.0) } ?? (0, 0.8)
            let (highConstant, highPerV) = maxValue.map { ($0, 0.0) } ?? (0, 1.2)
            return ModelFactor(
                multiplier: lowPerV + (highPerV - lowPerV) * t, offset: lowConstant + (highConstant - lowConstant) * t)
        case .diagonal:
            return ModelFactor(
                (screen.width * screen.width + screen.height * screen.height).squareRoot()
                    / (ref.width * ref.width + ref.height * ref.height).squareRoot())
        case .perimeter: return ModelFactor((screen.width + screen.height) / (ref.width + ref.height))
        case .fit: return ModelFactor(min(screen.lowestSide / ref.width, screen.highestSide / ref.height))
        case .fill: return ModelFactor(max(screen.lowestSide / ref.width, screen.highestSide / ref.height))
        case .physical: return ModelFactor((screen.device.ppi ?? .nan) / screen.device.scale)
        }
    }
}

/// A model on one screen: `value = v·multiplier + offset`.
package struct ModelFactor: Sendable, Hashable {
    package var multiplier: Double
    package var offset: Double

    init(_ multiplier: Double) {
        self.multiplier = multiplier
        offset = 0
    }

    init(multiplier: Double, offset: Double) {
        self.multiplier = multiplier
        self.offset = offset
    }

    package func apply(_ v: Double) -> Double { offset == 0 ? v * multiplier : v * multiplier + offset }
}
