/// The config's `modifiers` checked against a resolver: for each modifier of its resolution order,
/// a fixed context (the config's input, else the modifier's default) or contexts bound to screens
/// by selectors. It gives each screen its input, and `lint` every context to check.
package struct ModifierPlan: Sendable {
    /// How one modifier's context is chosen.
    package enum Choice: Sendable {
        /// One context for every screen, and why it is that one.
        case fixed(String, Reason)
        /// Per screen: the context whose selector matches it most specifically.
        case bound(PreparedRules<String>)
        /// Contexts bound to text sizes: screens take the one bound to `large`; the others give
        /// each token's values at their size.
        case textSize([(size: ContentSizeCategory, context: String)])

        /// The context bound to `large` (`make` keeps text-size bindings only when there is one).
        static func standardContext(_ sizes: [(size: ContentSizeCategory, context: String)]) -> String {
            sizes.first { $0.size == .standard }?.context ?? sizes[0].context
        }
    }

    /// Why a fixed context applies.
    package enum Reason: String, Sendable {
        case input = "the config's input"
        case defaultContext = "the resolver's default"
        /// No input and no default (only when inputs are not required, as for `dimens lint FILE`).
        case firstContext = "its first context"
    }

    /// One modifier of the resolution order and how its context is chosen.
    package struct Entry: Sendable {
        package var modifier: ResolverModifier
        package var choice: Choice
    }

    package var entries: [Entry] = []

    /// Checks `settings` against `document`. With `requireInputs`, a modifier without default and
    /// without setting is an error naming its contexts (as `build` needs); otherwise it takes its
    /// first context. `deviceIDs` checks device ids in bindings; `at` is where findings about
    /// missing settings point.
    package static func make(
        _ document: ResolverDocument, settings: [Config.ModifierSetting], requireInputs: Bool, deviceIDs: Set<String>?,
        at: SourceLocation?
    ) -> (ModifierPlan, [Diagnostic]) {
        var plan = ModifierPlan()
        let ordered = document.orderedModifiers
        var diagnostics = strayErrors(settings, document: document, ordered: ordered)
        for modifier in ordered {
            let setting = settings.first { $0.name == modifier.name }
            let entry: Entry?
            switch setting?.choice {
            case .fixed(let wanted):
                entry = fixedEntry(modifier, wanted: wanted, diagnostics: &diagnostics)
            case .bound(let rules):
                entry = boundEntry(modifier, rules: rules, deviceIDs: deviceIDs, diagnostics: &diagnostics)
            case .textSize(let bindings):
                entry = textSizeEntry(
                    modifier, bindings: bindings, alreadyBound: plan.textSizes?.modifier, at: setting?.location,
                    diagnostics: &diagnostics)
            case nil:
                entry = unsetEntry(modifier, requireInputs: requireInputs, at: at, diagnostics: &diagnostics)
            }
            if let entry { plan.entries.append(entry) }
        }
        return (plan, diagnostics)
    }

    /// The context `name` names: exactly, else ignoring case (inputs should be case-insensitive).
    static func context(_ name: String, of modifier: ResolverModifier) -> String? {
        if modifier.context(named: name) != nil { return name }
        let matches = modifier.contextNames.filter { $0.lowercased() == name.lowercased() }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The input of fixed contexts, with each bound modifier at its first bound context (or first
    /// context): where `lint` starts before trying every other context.
    package var baseInput: ResolverInput {
        ResolverInput(
            entries.map { entry in
                switch entry.choice {
                case .fixed(let context, _): .init(modifier: entry.modifier.name, context: context)
                case .bound(let rules):
                    .init(
                        modifier: entry.modifier.name,
                        context: rules.rules.first?.value ?? entry.modifier.contexts.first?.name ?? "")
                case .textSize(let sizes): .init(modifier: entry.modifier.name, context: Choice.standardContext(sizes))
                }
            })
    }

    /// The modifier bound to text sizes, if any: its name and its contexts by size, `large` left
    /// out (every screen's input has it already).
    package var textSizes: (modifier: String, sizes: [(size: ContentSizeCategory, context: String)])? {
        for entry in entries {
            if case .textSize(let sizes) = entry.choice {
                return (entry.modifier.name, sizes.filter { $0.size != .standard })
            }
        }
        return nil
    }

    /// The inputs `lint` checks: the base input, then each other context of every modifier with the
    /// rest unchanged, so every context is loaded and checked at least once.
    package var coverageInputs: [ResolverInput] {
        let base = baseInput
        var inputs = [base]
        for entry in entries {
            for context in entry.modifier.contexts where base[entry.modifier.name] != context.name {
                inputs.append(base.with(entry.modifier.name, context.name))
            }
        }
        return inputs
    }
}
