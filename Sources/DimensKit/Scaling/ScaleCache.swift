/// Per-build caches shared by every token: the model factor of each distinct parameter set on
/// each screen, and the winning selector of each distinct selector list on each screen. Tokens
/// of one group share both, so a build computes each only once.
struct ScaleCache {
    let screens: [Screen]
    let reference: ScalingReference
    private var factors: [ModelParameters: [ModelFactor]] = [:]
    private var winners: [[Selector]: [SelectorWinner]] = [:]

    init(screens: [Screen], reference: ScalingReference) {
        self.screens = screens
        self.reference = reference
    }

    mutating func factors(for model: ModelParameters) -> [ModelFactor] {
        if let cached = factors[model] { return cached }
        let computed = screens.map { model.factor(on: $0, reference: reference) }
        factors[model] = computed
        return computed
    }

    mutating func winners<Value>(for rules: PreparedRules<Value>) -> [SelectorWinner] {
        let selectors = rules.rules.map(\.selector)
        if let cached = winners[selectors] { return cached }
        let computed = screens.map { SelectorWinner(rules.match($0)) }
        winners[selectors] = computed
        return computed
    }
}

/// `PreparedRules.Match` without its value type, so one cache serves every kind of rule.
enum SelectorWinner: Sendable, Hashable {
    case none
    case matched(Int)
    case ambiguous(Int, Int)

    init<Value>(_ match: PreparedRules<Value>.Match) {
        switch match {
        case .none: self = .none
        case .matched(let i): self = .matched(i)
        case .ambiguous(let a, let b): self = .ambiguous(a, b)
        }
    }

    func match<Value>(_: Value.Type) -> PreparedRules<Value>.Match {
        switch self {
        case .none: .none
        case .matched(let i): .matched(i)
        case .ambiguous(let a, let b): .ambiguous(a, b)
        }
    }
}
