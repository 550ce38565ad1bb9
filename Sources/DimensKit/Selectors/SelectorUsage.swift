/// Which selectors of `overrides`, `bases` and `multipliers` match, and win, on the screens of a
/// build: a selector that matches no screen in use, or never wins where it matches (another is
/// more specific there), is dead weight and usually a mistake. Rules are counted by where they
/// are written, so a group's rule used by many tokens, or a rule seen under several inputs of a
/// resolver, is judged on all of them together.
struct SelectorUsage {
    /// One written rule, over every screen it was evaluated on.
    struct Use {
        var kind: String
        var selector: String
        var token: String
        var matched = false
        var won = false
        /// The selectors that won where this one matched, in order of first sight.
        var beatenBy: [String] = []
    }

    private(set) var uses: [SourceLocation: Use] = [:]
    private var order: [SourceLocation] = []

    /// For each rule: whether it matches some screen, whether it wins on some screen, and the
    /// rules that beat it where it matches.
    static func outcomes<Value>(_ rules: PreparedRules<Value>, on screens: [Screen]) -> [(
        matched: Bool, won: Bool, beatenBy: [Int]
    )] {
        var result = rules.rules.map { _ in (matched: false, won: false, beatenBy: [Int]()) }
        for screen in screens {
            let winner: Int?
            switch rules.match(screen) {
            case .matched(let i): winner = i
            case .ambiguous(let a, let b):
                // A tie is an error of its own (`selector.ambiguous`); neither side is dead weight.
                (result[a].matched, result[a].won, result[b].matched, result[b].won) = (true, true, true, true)
                continue
            case .none: winner = nil
            }
            for i in rules.rules.indices where rules.rules[i].selector.matches(screen) {
                result[i].matched = true
                if winner == i {
                    result[i].won = true
                } else if let winner, !result[i].beatenBy.contains(winner) {
                    result[i].beatenBy.append(winner)
                }
            }
        }
        return result
    }

    /// Adds what `other` measured (another input's screens).
    mutating func merge(_ other: SelectorUsage) {
        // Into nothing measured yet (a build of one input), the other is the whole measurement.
        guard !order.isEmpty else {
            self = other
            return
        }
        for location in other.order {
            var use = other.uses[location]!
            if let known = uses[location] { use.merge(known) }
            insert(use, at: location)
        }
    }

    mutating func insert(_ use: Use, at location: SourceLocation) {
        if uses[location] == nil { order.append(location) }
        uses[location] = use
    }

    /// A warning for each rule that matches no screen, or never wins.
    func diagnostics(screens: String) -> [Diagnostic] {
        order.compactMap { location in
            let use = uses[location]!
            // Most rules match and win somewhere: they are passed over before any text is made.
            guard !use.matched || !use.won else { return nil }
            let place = "'\(use.selector)' in the \(use.kind) of '\(use.token)'"
            if !use.matched {
                return .warning(
                    .selectorMatchesNothing, "\(place) matches no screen in use", at: location, token: use.token,
                    notes: [.init("the screens in use: \(screens)")])
            }
            let beaters = use.beatenBy.map { "'\($0)'" }.joined(separator: " or ")
            return .warning(
                .selectorNeverWins,
                "\(place) never wins: \(beaters) \(use.beatenBy.count == 1 ? "is" : "are") more specific on every screen it matches",
                at: location, token: use.token)
        }
    }
}

extension SelectorUsage.Use {
    /// The same rule measured on more screens.
    mutating func merge(_ other: SelectorUsage.Use) {
        matched = matched || other.matched
        won = won || other.won
        for beater in other.beatenBy where !beatenBy.contains(beater) { beatenBy.append(beater) }
    }
}

extension DiagnosticCode {
    /// A selector of `overrides`, `bases`, `multipliers` or a modifier binding that matches no
    /// screen the build computes (a warning).
    package static let selectorMatchesNothing = DiagnosticCode("selector.matches-nothing")
    /// A selector that matches screens but loses to a more specific one on each (a warning).
    package static let selectorNeverWins = DiagnosticCode("selector.never-wins")
}
