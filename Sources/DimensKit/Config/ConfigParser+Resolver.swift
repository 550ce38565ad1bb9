/// The config keys of resolver projects (`resolver`, `modifiers`) and the `lint` severity map.
extension ConfigParser {
    /// `"modifiers": {"theme": "light", "size": {"mobile": "phone", "desktop": "pad"}}`: a string
    /// fixes a modifier's context; an object binds contexts (keys) to selectors (values).
    mutating func readModifiers(_ value: JSONValue, into config: inout Config) {
        config.modifiersLocation = location(value)
        guard let object = value.object else {
            diagnostics.append(
                error(
                    "\"modifiers\" must be an object of modifier → context, or modifier → {context: selector}",
                    at: value))
            return
        }
        for member in object.members {
            let at = SourceLocation(file: location(value).file, position: member.keyPosition)
            switch member.value.kind {
            case .string(let context):
                config.modifiers.append(
                    .init(name: member.key, location: at, choice: .fixed(Located(context, at: location(member.value)))))
            case .object(let binding) where binding.keys == ["textSize"]:
                guard let sizes = textSizeBindings(binding["textSize"]!, modifier: member.key) else { continue }
                config.modifiers.append(.init(name: member.key, location: at, choice: .textSize(sizes)))
            case .object(let binding):
                guard let rules = bindingRules(binding, modifier: member.key, at: member.value) else { continue }
                config.modifiers.append(.init(name: member.key, location: at, choice: .bound(rules)))
            default:
                diagnostics.append(
                    .error(
                        .resolverInput,
                        "modifier '\(member.key)' takes a context name (a string) or {context: selector}, not \(member.value.kindDescription)",
                        at: location(member.value),
                        notes: [.init("resolver inputs are strings: write \"true\", not true")]))
            }
        }
    }

    private mutating func bindingRules(_ binding: JSONObject, modifier: String, at value: JSONValue) -> [SelectorRule<
        String
    >]? {
        guard !binding.members.isEmpty else {
            diagnostics.append(
                .error(
                    .resolverInput, "the binding of modifier '\(modifier)' binds no context to a selector",
                    at: location(value)))
            return nil
        }
        var rules: [SelectorRule<String>] = []
        for member in binding.members {
            let contextAt = SourceLocation(file: location(value).file, position: member.keyPosition)
            guard let text = member.value.string else {
                diagnostics.append(
                    .error(
                        .resolverInput,
                        "context '\(member.key)' of '\(modifier)' must be bound to a selector string such as \"phone\" or \"w>=768\", not \(member.value.kindDescription)",
                        at: location(member.value)))
                continue
            }
            switch Selector.parse(text) {
            case .failure(let problem):
                diagnostics.append(
                    .error(
                        .selectorSyntax, problem.message, at: location(member.value),
                        notes: problem.suggestion.map { [.init("did you mean '\($0)'?")] } ?? []))
            case .success(let selector):
                rules.append(
                    SelectorRule(
                        selector: selector, location: location(member.value), value: member.key,
                        valueLocation: contextAt))
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
            diagnostics.append(
                .error(
                    .resolverInput,
                    "\"textSize\" of modifier '\(modifier)' must bind contexts to text sizes, such as {\"xSmall\": \"extraSmall\"}",
                    at: location(value)))
            return nil
        }
        let names = ContentSizeCategory.allCases.map(\.rawValue)
        var bindings: [Config.ModifierSetting.TextSizeBinding] = []
        for member in object.members {
            let at = SourceLocation(file: location(value).file, position: member.keyPosition)
            guard let size = member.value.string.flatMap(ContentSizeCategory.init(rawValue:)) else {
                diagnostics.append(
                    .error(
                        .resolverInput,
                        "context '\(member.key)' of '\(modifier)' must be bound to a text size (\(names.joined(separator: ", ")))",
                        at: location(member.value), notes: Suggestion.note(for: member.value.string ?? "", in: names)))
                continue
            }
            if let earlier = bindings.first(where: { $0.size == size }) {
                diagnostics.append(
                    .error(
                        .resolverInput,
                        "contexts '\(earlier.context)' and '\(member.key)' of '\(modifier)' are both bound to text size \(size.rawValue)",
                        at: location(member.value),
                        notes: [.init("'\(earlier.context)' is bound here", at: earlier.location)]))
                continue
            }
            bindings.append(.init(context: member.key, size: size, location: at))
        }
        if !bindings.isEmpty, !bindings.contains(where: { $0.size == .standard }) {
            diagnostics.append(
                .error(
                    .resolverInput,
                    "no context of '\(modifier)' is bound to text size large, the size every table is computed for",
                    at: location(value),
                    notes: [.init("bind the context designed for the default text size to \"large\"")]))
            return nil
        }
        return bindings
    }

    /// `"lint": {"value.unit": "error", "type.missing": "off"}`: a warning may become an error or
    /// be turned off; an error stays an error.
    mutating func readLint(_ value: JSONValue, into config: inout Config) {
        guard let object = value.object else {
            diagnostics.append(
                error("\"lint\" must be an object of diagnostic code → \"error\", \"warning\" or \"off\"", at: value))
            return
        }
        let codes = DiagnosticCode.registry.map(\.code.rawValue)
        for member in object.members {
            let code = DiagnosticCode(member.key)
            let keyAt = SourceLocation(file: location(value).file, position: member.keyPosition)
            guard let severity = code.defaultSeverity else {
                diagnostics.append(
                    .error(
                        .configValue, "unknown diagnostic code '\(member.key)' in \"lint\"", at: keyAt,
                        notes: Suggestion.note(for: member.key, in: codes)))
                continue
            }
            guard let level = member.value.string.flatMap(SeverityPolicy.Level.init(rawValue:)) else {
                diagnostics.append(
                    error("the level of '\(member.key)' must be \"error\", \"warning\" or \"off\"", at: member.value))
                continue
            }
            if severity == .error, level != .error {
                diagnostics.append(
                    error(
                        "'\(member.key)' is an error dimens cannot continue past; it cannot be made \(level == .off ? "off" : "a warning")",
                        at: member.value))
                continue
            }
            config.lint[code] = level
        }
    }

    /// `resolver` replaces `tokens`, and `modifiers` needs a resolver.
    mutating func checkResolverKeys(_ object: JSONObject) {
        if object["resolver"] != nil, let tokens = object.member("tokens") {
            diagnostics.append(
                .error(
                    .configValue, "\"tokens\" and \"resolver\" cannot both be set: the resolver names the token files",
                    at: SourceLocation(file: location(tokens.value).file, position: tokens.keyPosition)))
        }
        if object["resolver"] == nil, let modifiers = object.member("modifiers") {
            diagnostics.append(
                .error(
                    .configValue,
                    "\"modifiers\" sets the modifiers of a resolver, but the config names no \"resolver\"",
                    at: SourceLocation(file: location(modifiers.value).file, position: modifiers.keyPosition)))
        }
    }
}

extension DiagnosticCode {
    /// The config's `modifiers` do not fit the resolver: an unknown modifier or context, an input
    /// that is not a string, a modifier without default left unset.
    public static let resolverInput = DiagnosticCode("resolver.input")
}
