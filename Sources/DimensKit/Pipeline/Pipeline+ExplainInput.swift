/// The resolver input `dimens explain` uses: the screen's own, with the text size and the
/// contexts asked for (`--text-size`, `--context`) in place of the ones the screen takes.
extension Pipeline {
    /// What `explain` is asked to choose besides the screen.
    public struct ExplainChoices: Sendable {
        /// A text size: a content size category (`extraLarge`) or the context bound to one.
        public var textSize: String?
        /// Contexts by modifier name, matched ignoring case as resolver inputs are.
        public var contexts: [(modifier: String, context: String)]

        public init(textSize: String? = nil, contexts: [(modifier: String, context: String)] = []) {
            self.textSize = textSize
            self.contexts = contexts
        }

        var isEmpty: Bool { textSize == nil && contexts.isEmpty }
    }

    /// `input` and its `reasons` (one per modifier, in order) with `choices` applied.
    static func input(
        _ input: ResolverInput, reasons: [String], plan: ModifierPlan?, choices: ExplainChoices
    ) -> Result<(ResolverInput, [String]), ExplainFailure> {
        guard !choices.isEmpty else { return .success((input, reasons)) }
        guard let plan else {
            return .failure(
                .notFound("the project has no resolver: --text-size and --context choose its contexts", suggestion: nil)
            )
        }
        var (input, reasons) = (input, reasons)
        func choose(_ modifier: String, _ context: String, _ why: String) {
            input = input.with(modifier, context)
            if let at = input.choices.firstIndex(where: { $0.modifier == modifier }), reasons.indices.contains(at) {
                reasons[at] = "\(modifier)=\(context) (\(why))"
            }
        }
        if let size = choices.textSize {
            let bindings = plan.entries.lazy.compactMap {
                entry -> (String, [(size: ContentSizeCategory, context: String)])? in
                if case .textSize(let sizes) = entry.choice { (entry.modifier.name, sizes) } else { nil }
            }
            guard let (modifier, sizes) = bindings.first else {
                return .failure(
                    .notFound(
                        "the build binds no text sizes (a modifier with \"textSize\" in the config)", suggestion: nil))
            }
            guard
                let bound = sizes.first(where: {
                    $0.size.rawValue.caseInsensitiveCompare(size) == .orderedSame
                        || $0.context.caseInsensitiveCompare(size) == .orderedSame
                })
            else {
                let names = sizes.map(\.size.rawValue) + sizes.map(\.context)
                return .failure(
                    notFound("no text size '\(size)' is bound to a context of modifier '\(modifier)'", size, in: names))
            }
            choose(modifier, bound.context, "--text-size \(bound.size.rawValue)")
        }
        for (name, context) in choices.contexts {
            guard let entry = plan.entries.first(where: { $0.modifier.name == name }) else {
                return .failure(
                    notFound(
                        "the resolution order has no modifier '\(name)'", name, in: plan.entries.map(\.modifier.name)))
            }
            let contexts = entry.modifier.contexts.map(\.name)
            guard let found = contexts.first(where: { $0.caseInsensitiveCompare(context) == .orderedSame }) else {
                return .failure(notFound("modifier '\(name)' has no context '\(context)'", context, in: contexts))
            }
            choose(name, found, "--context")
        }
        return .success((input, reasons))
    }
}
