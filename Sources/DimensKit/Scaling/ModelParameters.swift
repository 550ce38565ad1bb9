import Foundation

/// A token's model with every parameter resolved: the dimens block's values over DESIGN §5's defaults.
public struct ModelParameters: Sendable, Hashable {
    public var kind: ScalingModelKind
    public var dimension: ScreenDimension
    /// `i`, `k`, `A0`, `s`, `T`, `e`, `f` of DESIGN §5.
    public var increment = 0.1 / 30
    public var aspectRatioWeight = 0.08 / 30
    public var aspectRatioReference = 1.78
    public var sensitivity = 0.40
    public var threshold = 480.0
    public var exponent = 0.75
    public var factor = 0.5
    public var aspectRatio: Bool
    /// `fluid` bounds; nil values default to 0.8·v and 1.2·v.
    public var minValue: Double?
    public var maxValue: Double?
    public var minWidth = 320.0
    public var maxWidth = 768.0

    public init(kind: ScalingModelKind, settings: DimensSettings = DimensSettings()) {
        self.kind = kind
        dimension = settings.dimension?.value ?? .lowest
        aspectRatio = settings.aspectRatio?.value ?? [.fixed, .balanced, .logarithmic, .power, .moderate].contains(kind)
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
    public func d(_ screen: Screen) -> Double {
        switch dimension {
        case .lowest: screen.lowestSide
        case .highest: screen.highestSide
        case .width: screen.width
        case .height: screen.height
        }
    }

    /// `k·ln(AR/A0)`, the aspect-ratio term (0 when `aspectRatio` is off).
    func aspectRatioTerm(_ screen: Screen) -> Double {
        aspectRatio ? aspectRatioWeight * log(screen.highestSide / screen.lowestSide / aspectRatioReference) : 0
    }

    /// The model's value for base `v` on `screen`. `physical` converts a length in inches.
    public func apply(_ v: Double, on screen: Screen, reference ref: ScalingReference) -> Double {
        let d = d(screen), r = ref.value(of: dimension), arTerm = aspectRatioTerm(screen), arAdj = 1 + arTerm
        switch kind {
        case .none, .breakpoint: return v
        case .fixed: return v * (1 + (d - r) * (increment + arTerm))
        case .dynamic: return v * d / r
        case .percentage: return v / 100 * d
        case .balanced:
            let ratio = d <= threshold ? d / r : threshold / r + sensitivity * log(1 + (d - threshold) / r)
            return v * ratio * arAdj
        case .logarithmic:
            let ratio = d >= r ? 1 + sensitivity * log(d / r) : 1 - sensitivity * log(r / d)
            return v * ratio * arAdj
        case .power: return v * pow(d / r, exponent) * arAdj
        case .moderate: return (v + (v * d / r - v) * factor) * arAdj
        case .fluid:
            let low = minValue ?? 0.8 * v, high = maxValue ?? 1.2 * v
            if d <= minWidth { return low }
            if d >= maxWidth { return high }
            return low + (high - low) * (d - minWidth) / (maxWidth - minWidth)
        case .diagonal:
            return v * (screen.width * screen.width + screen.height * screen.height).squareRoot()
                / (ref.width * ref.width + ref.height * ref.height).squareRoot()
        case .perimeter: return v * (screen.width + screen.height) / (ref.width + ref.height)
        case .fit: return v * min(screen.lowestSide / ref.width, screen.highestSide / ref.height)
        case .fill: return v * max(screen.lowestSide / ref.width, screen.highestSide / ref.height)
        case .physical: return v * (screen.device.ppi ?? .nan) / screen.device.scale
        }
    }
}
