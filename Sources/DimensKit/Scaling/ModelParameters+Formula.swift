/// The formula of each model as text, with a screen's numbers substituted, for `dimens explain`
/// and for errors that name the formula.
extension ModelParameters {
    package func formula(_ v: Double, on screen: Screen, reference ref: ScalingReference) -> String {
        let n = NumberText.plain
        let d = n(self.d(screen))
        let r = n(ref.value(of: dimension))
        let vs = n(v)
        let ar = "ln(\(n(screen.highestSide))/\(n(screen.lowestSide))/\(n(aspectRatioReference)))"
        let arAdj = aspectRatio ? " × (1 + \(n(aspectRatioWeight))·\(ar))" : ""
        switch kind {
        case .none, .breakpoint: return "v = \(vs)"
        case .fixed:
            let term = aspectRatio ? "\(n(increment)) + \(n(aspectRatioWeight))·\(ar)" : n(increment)
            return "v·(1 + (d − R)·(\(aspectRatio ? "i + k·ln(AR/A0)" : "i"))) = \(vs)·(1 + (\(d) − \(r))·(\(term)))"
        case .dynamic: return "v·d/R = \(vs)·\(d)/\(r)"
        case .percentage: return "v/100·d = \(vs)/100·\(d)"
        case .balanced:
            return
                "v·(d ≤ T ? d/R : T/R + s·ln(1 + (d − T)/R))\(aspectRatio ? "·arAdj" : "") with d = \(d), R = \(r), T = \(n(threshold)), s = \(n(sensitivity))\(arAdj)"
        case .logarithmic:
            return
                "v·(d ≥ R ? 1 + s·ln(d/R) : 1 − s·ln(R/d))\(aspectRatio ? "·arAdj" : "") with v = \(vs), d = \(d), R = \(r), s = \(n(sensitivity))\(arAdj)"
        case .power: return "v·(d/R)^e = \(vs)·(\(d)/\(r))^\(n(exponent))\(arAdj)"
        case .moderate: return "v + (v·d/R − v)·f = \(vs) + (\(vs)·\(d)/\(r) − \(vs))·\(n(factor))\(arAdj)"
        case .fluid:
            let low = n(minValue ?? 0.8 * v)
            let high = n(maxValue ?? 1.2 * v)
            return "fluid from \(low) at d ≤ \(n(minWidth)) to \(high) at d ≥ \(n(maxWidth)), d = \(d)"
        case .diagonal:
            return
                "v·√(w²+h²)/√(W0²+H0²) = \(vs)·√(\(n(screen.width))²+\(n(screen.height))²)/√(\(n(ref.width))²+\(n(ref.height))²)"
        case .perimeter:
            return "v·(w+h)/(W0+H0) = \(vs)·(\(n(screen.width))+\(n(screen.height)))/(\(n(ref.width))+\(n(ref.height)))"
        case .fit, .fill:
            let f = kind == .fit ? "min" : "max"
            return
                "v·\(f)(min side/W0, max side/H0) = \(vs)·\(f)(\(n(screen.lowestSide))/\(n(ref.width)), \(n(screen.highestSide))/\(n(ref.height)))"
        case .physical:
            return "inches·ppi/scale = \(vs)·\(screen.device.ppi.map(n) ?? "unknown ppi")/\(n(screen.device.scale))"
        }
    }
}
