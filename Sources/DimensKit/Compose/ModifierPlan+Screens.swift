/// Bound modifiers on screens: every screen takes, for each bound modifier, the context whose
/// selector matches it most specifically (most specific first); no match, or a tie, is an error
/// naming the screen.
extension ModifierPlan {
    /// The distinct inputs of a build and which one each screen takes.
    package struct Assignment: Sendable {
        /// In order of the first screen that takes each.
        package var inputs: [ResolverInput]
        /// Parallel to the screens: an index into `inputs`.
        package var screenInput: [Int]
    }

    /// Gives every screen its input. Problems are reported once per modifier and kind, naming the
    /// first screen and how many others share it.
    package func assign(_ screens: [Screen]) -> (Assignment, [Diagnostic]) {
        var assignment = Assignment(inputs: [], screenInput: [])
        var index: [ResolverInput: Int] = [:]
        var problems: [String: (diagnostic: Diagnostic, first: String, count: Int)] = [:]
        var order: [String] = []
        for screen in screens {
            switch input(for: screen) {
            case .success(let (input, _)):
                if index[input] == nil {
                    index[input] = assignment.inputs.count
                    assignment.inputs.append(input)
                }
                assignment.screenInput.append(index[input]!)
            case .failure(let diagnostic):
                assignment.screenInput.append(-1)
                let key = "\(diagnostic.location?.description ?? "")|\(diagnostic.notes.map(\.message))"
                if let known = problems[key] {
                    problems[key]!.count = known.count + 1
                } else {
                    problems[key] = (diagnostic, screen.id, 1)
                    order.append(key)
                }
            }
        }
        let diagnostics = order.map { key in
            var (diagnostic, _, count) = problems[key]!
            if count > 1 { diagnostic.message += " (and \(count - 1) more screen\(count == 2 ? "" : "s"))" }
            return diagnostic
        }
        return (assignment, diagnostics)
    }

    /// One screen's input and, per modifier, why it has that context; or why it has none.
    package func input(for screen: Screen) -> Result<(ResolverInput, [String]), Diagnostic> {
        var choices: [ResolverInput.Choice] = []
        var reasons: [String] = []
        for entry in entries {
            let name = entry.modifier.name
            switch entry.choice {
            case .fixed(let context, let reason):
                choices.append(.init(modifier: name, context: context))
                reasons.append("\(name)=\(context) (\(reason.rawValue))")
            case .textSize(let sizes):
                let context = Choice.standardContext(sizes)
                choices.append(.init(modifier: name, context: context))
                reasons.append("\(name)=\(context) (bound to the default text size, large)")
            case .bound(let rules):
                switch rules.match(screen) {
                case .matched(let i):
                    let rule = rules.rules[i]
                    choices.append(.init(modifier: name, context: rule.value))
                    reasons.append(
                        "\(name)=\(rule.value) ('\(rule.selector)' matches \(screen.id), bound at \(rule.location))")
                case .none:
                    let bound = rules.rules.map { "\($0.value): '\($0.selector)'" }.joined(separator: ", ")
                    return .failure(
                        .error(
                            .resolverBinding,
                            "no context of modifier '\(name)' is bound to a selector that matches screen \(screen.id)",
                            at: rules.rules.first?.location,
                            notes: [.init("bound: \(bound); add a context for it, e.g. bind one to 'default'")]))
                case .ambiguous(let a, let b):
                    let first = rules.rules[a]
                    let second = rules.rules[b]
                    return .failure(
                        .error(
                            .resolverBinding,
                            "contexts '\(first.value)' ('\(first.selector)') and '\(second.value)' ('\(second.selector)') of modifier '\(name)' both match screen \(screen.id) with equal specificity",
                            at: second.location, notes: [.init("make one selector more specific, or remove one")]))
                }
            }
        }
        return .success((ResolverInput(choices), reasons))
    }
}

extension ModifierPlan {
    /// Warnings for bound contexts whose selector matches no screen in use, or loses to a more
    /// specific one on every screen it matches.
    package func unusedBindings(_ screens: [Screen]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            guard case .bound(let rules) = entry.choice else { continue }
            for (rule, outcome) in zip(rules.rules, SelectorUsage.outcomes(rules, on: screens)) {
                let place =
                    "context '\(rule.value)' of modifier '\(entry.modifier.name)' is bound to '\(rule.selector)', which"
                if !outcome.matched {
                    diagnostics.append(
                        .warning(
                            .selectorMatchesNothing, "\(place) matches no screen in use", at: rule.location,
                            notes: [.init("the screens in use: \(ScreenList.summary(screens))")]))
                } else if !outcome.won {
                    let beaters = outcome.beatenBy.map { "'\(rules.rules[$0].selector)'" }.joined(separator: " or ")
                    diagnostics.append(
                        .warning(
                            .selectorNeverWins,
                            "\(place) never wins: \(beaters) is more specific on every screen it matches",
                            at: rule.location))
                }
            }
        }
        return diagnostics
    }
}

extension DiagnosticCode {
    /// A screen that no bound context covers, or that two equally specific contexts both match.
    package static let resolverBinding = DiagnosticCode("resolver.binding")
}
