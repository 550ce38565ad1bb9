/// How `ModifierPlan.make` turns each modifier's setting into its entry: a fixed context, rules
/// binding contexts to screens or to text sizes, or, when the config does not set it, the
/// modifier's default. A context is matched ignoring case; an unknown one is an error naming the
/// modifier's contexts, and the setting leaves it out.
extension ModifierPlan {
    /// An error for each setting that names no modifier of the resolution order.
    static func strayErrors(
        _ settings: [Config.ModifierSetting], document: ResolverDocument, ordered: [ResolverModifier]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for setting in settings where !ordered.contains(where: { $0.name == setting.name }) {
            let why =
                document.modifiers[setting.name] != nil
                ? "is not in the resolver's resolutionOrder, so its input would change nothing"
                : "is not a modifier of \(document.file)"
            diagnostics.append(
                .error(
                    .resolverInput, "'\(setting.name)' \(why)", at: setting.location,
                    notes: Suggestion.note(for: setting.name, in: ordered.map(\.name))))
        }
        return diagnostics
    }

    /// The error for a context `name` that `modifier` does not have.
    static func unknownContext(_ name: String, of modifier: ResolverModifier, at location: SourceLocation) -> Diagnostic
    {
        .error(
            .resolverInput,
            "modifier '\(modifier.name)' has no context '\(name)'; its contexts are \(modifier.contextNames.joined(separator: ", "))",
            at: location, notes: Suggestion.note(for: name, in: modifier.contextNames))
    }

    /// A modifier set to one context: that context, or nil after an error.
    static func fixedEntry(_ modifier: ResolverModifier, wanted: Located<String>, diagnostics: inout [Diagnostic])
        -> Entry?
    {
        guard let context = context(wanted.value, of: modifier) else {
            diagnostics.append(unknownContext(wanted.value, of: modifier, at: wanted.location))
            return nil
        }
        return Entry(modifier: modifier, choice: .fixed(context, .input))
    }

    /// A modifier bound to screens: the rules whose context exists and whose selector names only
    /// known devices (`deviceIDs`, when given); an error for each other rule.
    static func boundEntry(
        _ modifier: ResolverModifier, rules: [SelectorRule<String>], deviceIDs: Set<String>?,
        diagnostics: inout [Diagnostic]
    ) -> Entry {
        var kept: [SelectorRule<String>] = []
        for var rule in rules {
            guard let context = context(rule.value, of: modifier) else {
                diagnostics.append(unknownContext(rule.value, of: modifier, at: rule.valueLocation))
                continue
            }
            if let deviceIDs, let unknown = rule.selector.deviceIDs.first(where: { !deviceIDs.contains($0) }) {
                diagnostics.append(
                    .error(
                        .selectorUnknownDevice, "unknown device '\(unknown)' in selector '\(rule.selector)'",
                        at: rule.location,
                        notes: Suggestion.note(for: unknown, in: Selector.keywords + deviceIDs.sorted())))
                continue
            }
            rule.value = context
            kept.append(rule)
        }
        return Entry(modifier: modifier, choice: .bound(PreparedRules(kept)))
    }

    /// A modifier bound to text sizes: the bindings whose context exists (an error for each
    /// other), by size; nil without one for `large`, or after an error when `alreadyBound` names
    /// another modifier bound to text sizes (the setting is at `location`).
    static func textSizeEntry(
        _ modifier: ResolverModifier, bindings: [Config.ModifierSetting.TextSizeBinding], alreadyBound: String?,
        at location: SourceLocation?, diagnostics: inout [Diagnostic]
    ) -> Entry? {
        var sizes: [(size: ContentSizeCategory, context: String)] = []
        for binding in bindings {
            guard let context = context(binding.context, of: modifier) else {
                diagnostics.append(unknownContext(binding.context, of: modifier, at: binding.location))
                continue
            }
            sizes.append((binding.size, context))
        }
        guard sizes.contains(where: { $0.size == .standard }) else { return nil }
        // One modifier gives each token its values per text size; a second would have its
        // per-size values dropped without a word.
        if let alreadyBound {
            diagnostics.append(
                .error(
                    .resolverBinding,
                    "only one modifier can be bound to text sizes, and '\(alreadyBound)' is; bind '\(modifier.name)' to screens or fix its context",
                    at: location))
            return nil
        }
        return Entry(modifier: modifier, choice: .textSize(sizes.sorted { $0.size < $1.size }))
    }

    /// A modifier the config does not set: its default, else (inputs not required) its first
    /// context; else nil after an error, at `location`, showing how to choose one.
    static func unsetEntry(
        _ modifier: ResolverModifier, requireInputs: Bool, at location: SourceLocation?, diagnostics: inout [Diagnostic]
    ) -> Entry? {
        if let fallback = modifier.defaultContext {
            return Entry(modifier: modifier, choice: .fixed(fallback.value, .defaultContext))
        } else if !requireInputs, let first = modifier.contexts.first {
            return Entry(modifier: modifier, choice: .fixed(first.name, .firstContext))
        }
        diagnostics.append(
            .error(
                .resolverInput,
                "modifier '\(modifier.name)' has no default: choose one of its contexts (\(modifier.contextNames.joined(separator: ", "))) in the config's \"modifiers\", or bind them to screens",
                at: location,
                notes: [
                    .init("'\(modifier.name)' is defined here", at: modifier.location),
                    .init(
                        "for example \"modifiers\": {\"\(modifier.name)\": \"\(modifier.contexts.first?.name ?? "")\"}"
                    ),
                ]))
        return nil
    }
}
