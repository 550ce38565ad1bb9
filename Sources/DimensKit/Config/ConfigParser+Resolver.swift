/// The config keys of resolver projects (`resolver`, `modifiers`) and the `lint` severity map.
extension ConfigParser {
    /// `"modifiers": {"theme": "light", "size": {"mobile": "phone", "desktop": "pad"}}`: a string
    /// fixes a modifier's context; an object binds contexts (keys) to selectors (values).
    mutating func readModifiers(_ field: JSONObject.Member, into config: inout Config) {
        config.modifiersLocation = fields.location(of: field.value)
        let expected = "an object of modifier → context, or modifier → {context: selector}"
        guard let object = fields.object(field, expected) else { return }
        for member in object.members {
            let at = fields.location(member.keyPosition)
            switch member.value.kind {
            case .string(let context):
                config.modifiers.append(
                    .init(
                        name: member.key, location: at,
                        choice: .fixed(Located(context, at: fields.location(of: member.value)))))
            case .object(let binding) where binding.keys == ["textSize"]:
                guard let sizes = textSizeBindings(binding["textSize"]!, modifier: member.key) else { continue }
                config.modifiers.append(.init(name: member.key, location: at, choice: .textSize(sizes)))
            case .object(let binding):
                guard let rules = bindingRules(binding, modifier: member.key, at: member.value) else { continue }
                config.modifiers.append(.init(name: member.key, location: at, choice: .bound(rules)))
            default:
                fields.report(
                    "modifier '\(member.key)' takes a context name (a string) or {context: selector}, not \(member.value.kindDescription)",
                    at: member.value.position, code: .resolverInput,
                    notes: [.init("resolver inputs are strings: write \"true\", not true")])
            }
        }
    }

    private mutating func bindingRules(_ binding: JSONObject, modifier: String, at value: JSONValue) -> [SelectorRule<
        String
    >]? {
        guard !binding.members.isEmpty else {
            fields.report(
                "the binding of modifier '\(modifier)' binds no context to a selector", at: value.position,
                code: .resolverInput)
            return nil
        }
        var rules: [SelectorRule<String>] = []
        for member in binding.members {
            guard let text = member.value.string else {
                fields.report(
                    "context '\(member.key)' of '\(modifier)' must be bound to a selector string such as \"phone\" or \"w>=768\", not \(member.value.kindDescription)",
                    at: member.value.position, code: .resolverInput)
                continue
            }
            switch Selector.parse(text) {
            case .failure(let problem):
                fields.report(
                    problem.message, at: member.value.position, code: .selectorSyntax,
                    notes: problem.suggestion.map { [.init("did you mean '\($0)'?")] } ?? [])
            case .success(let selector):
                rules.append(
                    SelectorRule(
                        selector: selector, location: fields.location(of: member.value), value: member.key,
                        valueLocation: fields.location(member.keyPosition)))
            }
        }
        return rules
    }

    /// `{"xSmall": "extraSmall", …}`: context → text size, as `UIContentSizeCategory` names it
    /// without prefix; each size once.
    private mutating func textSizeBindings(_ value: JSONValue, modifier: String) -> [Config.ModifierSetting
        .TextSizeBinding]?
    {
        guard let object = value.object, !object.members.isEmpty else {
            fields.report(
                "\"textSize\" of modifier '\(modifier)' must bind contexts to text sizes, such as {\"xSmall\": \"extraSmall\"}",
                at: value.position, code: .resolverInput)
            return nil
        }
        let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
        var sizes = fields.reading(
            object, at: value.position,
            words: JSONFieldWords(code: .resolverInput) { mistake in
                "context '\(mistake.key)' of '\(modifier)' must be bound to a text size (\(names))"
            })
        defer { sizes.flush(into: &fields.diagnostics) }
        var bindings: [Config.ModifierSetting.TextSizeBinding] = []
        for member in object.members {
            let at = fields.location(member.keyPosition)
            guard let size = sizes.choice(member, as: ContentSizeCategory.self, suggesting: true) else { continue }
            if let earlier = bindings.first(where: { $0.size == size }) {
                sizes.report(
                    "contexts '\(earlier.context)' and '\(member.key)' of '\(modifier)' are both bound to text size \(size.rawValue)",
                    at: member.value.position,
                    notes: [.init("'\(earlier.context)' is bound here", at: earlier.location)])
                continue
            }
            bindings.append(.init(context: member.key, size: size, location: at))
        }
        if !bindings.isEmpty, !bindings.contains(where: { $0.size == .standard }) {
            sizes.report(
                "no context of '\(modifier)' is bound to text size large, the size every table is computed for",
                at: value.position, notes: [.init("bind the context designed for the default text size to \"large\"")])
            return nil
        }
        return bindings
    }

    /// `"lint": {"value.unit": "error", "type.missing": "off"}`: a warning may become an error or
    /// be turned off; an error stays an error unless it is one of the `lowerable` ones. The codes
    /// are the registry's, which `kinds` completes with the output kinds' own.
    mutating func readLint(_ field: JSONObject.Member, into config: inout Config) {
        let expected = "an object of diagnostic code → \"error\", \"warning\" or \"off\""
        guard let object = fields.object(field, expected) else { return }
        var lint = fields.reading(object, at: field.value.position, words: Self.lintWords)
        let registry = kinds.registry
        let codes = registry.entries.map(\.code.rawValue)
        for member in object.members {
            let code = DiagnosticCode(member.key)
            guard registry.entry(for: code) != nil else {
                lint.reportUnknown(member, suggesting: codes)
                continue
            }
            guard let level = lint.choice(member, as: SeverityPolicy.Level.self) else { continue }
            if !registry.allows(code, level) {
                lint.report(
                    "'\(member.key)' is an error dimens cannot continue past; it cannot be made \(level == .off ? "off" : "a warning")",
                    at: member.value.position)
                continue
            }
            config.lint[code] = level
        }
        lint.flush(into: &fields.diagnostics)
    }

    /// `the level of 'value.unit' must be "error", "warning" or "off"`.
    static let lintWords = JSONFieldWords(
        code: .configValue, unknownKey: { "unknown diagnostic code '\($0)' in \"lint\"" },
        message: { mistake in "the level of '\(mistake.key)' must be \(mistake.expected)" })

    /// `resolver` replaces `tokens`, and `modifiers` needs a resolver.
    mutating func checkResolverKeys(_ object: JSONObject) {
        if object["resolver"] != nil, let tokens = object.member("tokens") {
            fields.report(
                "\"tokens\" and \"resolver\" cannot both be set: the resolver names the token files",
                at: tokens.keyPosition)
        }
        for key in ["modifiers", "resolverOrder"] {
            guard object["resolver"] == nil, let member = object.member(key) else { continue }
            let what = key == "modifiers" ? "sets the modifiers of" : "adds to the resolutionOrder of"
            fields.report(
                "\"\(key)\" \(what) a resolver, but the config names no \"resolver\"", at: member.keyPosition)
        }
    }
}

extension DiagnosticCode {
    /// The config's `modifiers` do not fit the resolver: an unknown modifier or context, an input
    /// that is not a string, a modifier without default left unset.
    package static let resolverInput = DiagnosticCode("resolver.input")
}
