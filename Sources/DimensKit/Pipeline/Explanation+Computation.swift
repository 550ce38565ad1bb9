extension Explanation {
    /// What computes an explained value, as the header names it: the model that scaled it, or,
    /// for a composite's member that no model scales, what the member is. One per explanation, so
    /// a member's header never names the composite's model beside another.
    package enum Computation: Sendable, Hashable {
        /// A scaling model on the token's base (a dimension or number token, a length member).
        case model(ScalingModelKind)
        /// A member alias: the target's value on the screen, never scaled again. `model` is the
        /// model that computed the target and `of` the token whose model it is (through a chain of
        /// member aliases, the last); both nil when no model computed it.
        case alias(Reference, model: ScalingModelKind?, of: TokenPath?)
        /// A letter spacing in em: that fraction of the fontSize on the screen, then clamped and
        /// rounded as the composite's lengths are.
        case fontRelative(em: Double)
        /// A number as written (a lineHeight ratio, a fontWeight).
        case number
        /// A value carried as written (a fontFamily, a color, a member the build gives whole).
        case carried

        /// The model that computed the value; nil when none did.
        package var model: ScalingModelKind? {
            switch self {
            case .model(let kind): kind
            case .alias(_, let kind, _): kind
            case .fontRelative, .number, .carried: nil
            }
        }

        /// The header's words: `model fixed`, `model logarithmic of font-size.body (…)`,
        /// `no model: -0.02 em of fontSize on this screen`.
        package var text: String {
            switch self {
            case .model(let kind):
                return "model \(kind.rawValue)"
            case .alias(let reference, let kind?, let owner?) where owner == reference.target:
                return "model \(kind.rawValue) of \(owner) (the member is its alias, not scaled again)"
            case .alias(let reference, let kind?, let owner?):
                return "model \(kind.rawValue) of \(owner), through the alias \(reference) (not scaled again)"
            case .alias(let reference, _, _):
                return "no model: \(reference)'s value on this screen, not scaled again"
            case .fontRelative(let em):
                return "no model: \(NumberText.plain(em)) em of fontSize on this screen"
            case .number:
                return "no model: a number as written"
            case .carried:
                return "no model: carried as written"
            }
        }

        /// How a value explained as `self` is computed when a member alias takes it (a value no
        /// model changes, `none` included, is one no model scales).
        func taken(through reference: Reference, from token: TokenPath) -> Computation {
            switch self {
            case .model(.none): .alias(reference, model: nil, of: nil)
            case .model(let kind): .alias(reference, model: kind, of: token)
            case .alias(_, let kind, let owner): .alias(reference, model: kind, of: owner)
            case .fontRelative, .number, .carried: .alias(reference, model: nil, of: nil)
            }
        }
    }
}
