/// Types one dimens block (`$extensions.dimens` or the config's `defaults`) into `DimensSettings`,
/// reporting unknown keys, misspelt models and malformed selectors where they are written.
struct DimensBlockParser {
    static let keys: [String] =
        [
            "model", "aspectRatio", "dimension", "overrides", "bases", "multipliers", "min", "max", "round",
            "roundingMode", "textStyle",
        ]
        + ModelParameter.allCases.map(\.rawValue)

    var block: DimensBlock
    /// Catalog device ids selectors may name; nil skips the check.
    var deviceIDs: Set<String>?
    private(set) var diagnostics: [Diagnostic] = []

    init(block: DimensBlock, deviceIDs: Set<String>?) {
        self.block = block
        self.deviceIDs = deviceIDs
    }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: block.file, position: position) }

    mutating func parse() -> DimensSettings {
        var settings = DimensSettings()
        for member in block.object.members {
            let value = member.value
            if let parameter = ModelParameter(rawValue: member.key) {
                if let number = finiteNumber(value, key: member.key) { settings.parameters[parameter] = number }
                continue
            }
            switch member.key {
            case "model": settings.model = choice(value, key: "model")
            case "aspectRatio": settings.aspectRatio = flag(value, key: "aspectRatio")
            case "dimension": settings.dimension = choice(value, key: "dimension")
            case "round": settings.round = choice(value, key: "round")
            case "roundingMode": settings.roundingMode = choice(value, key: "roundingMode")
            case "textStyle": settings.textStyle = choice(value, key: "textStyle")
            case "min": settings.min = finiteNumber(value, key: "min")
            case "max": settings.max = finiteNumber(value, key: "max")
            case "overrides": settings.overrides = rules(value, key: "overrides", value: scalar)
            case "bases": settings.bases = rules(value, key: "bases", value: Self.finite)
            case "multipliers": settings.multipliers = rules(value, key: "multipliers", value: Self.finite)
            default:
                diagnostics.append(
                    .error(
                        .dimensUnknownKey, "unknown key '\(member.key)' in the dimens block",
                        at: location(member.keyPosition),
                        notes: Suggestion.note(for: member.key, in: Self.keys)))
            }
        }
        if let min = settings.min, let max = settings.max, min.value > max.value {
            diagnostics.append(
                .error(
                    .dimensValue,
                    "min (\(NumberText.plain(min.value))) is greater than max (\(NumberText.plain(max.value)))",
                    at: min.location))
        }
        return settings
    }

    /// A JSON number that is finite, as `bases` and `multipliers` values must be.
    private static func finite(_ value: JSONValue) -> Double? {
        value.number.map(\.double).flatMap { $0.isFinite ? $0 : nil }
    }

    private func scalar(_ value: JSONValue) -> ScalarValue? {
        switch value.kind {
        case .number(let n) where n.double.isFinite: .number(n.double)
        case .string(let s) where ValueTyping.lengthProblem(s) == nil: .string(s)
        case .bool(let b): .boolean(b)
        default: nil
        }
    }

    private mutating func choice<Choice: RawRepresentable & CaseIterable & Sendable>(_ value: JSONValue, key: String)
        -> Located<Choice>?
    where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        guard let name = value.string, let parsed = Choice(rawValue: name) else {
            let shown = value.string.map { "\"\($0)\"" } ?? value.kindDescription
            diagnostics.append(
                .error(
                    key == "model" ? .dimensModel : .dimensValue,
                    "unknown \(key) \(shown); expected one of \(names.joined(separator: ", "))",
                    at: location(value.position), notes: Suggestion.note(for: value.string ?? "", in: names)))
            return nil
        }
        return Located(parsed, at: location(value.position))
    }

    private mutating func flag(_ value: JSONValue, key: String) -> Located<Bool>? {
        guard let flag = value.bool else {
            diagnostics.append(
                .error(
                    .dimensValue, "'\(key)' must be true or false, not \(value.kindDescription)",
                    at: location(value.position)))
            return nil
        }
        return Located(flag, at: location(value.position))
    }

    private mutating func finiteNumber(_ value: JSONValue, key: String) -> Located<Double>? {
        guard let number = value.number?.double, number.isFinite else {
            diagnostics.append(
                .error(
                    .dimensValue, "'\(key)' must be a finite number, not \(value.kindDescription)",
                    at: location(value.position)))
            return nil
        }
        return Located(number, at: location(value.position))
    }

    /// A selector → value map. Each bad selector or value is reported; the rest are kept. A value
    /// may be an object of member → number, for the members of a composite token.
    private mutating func rules<Value>(_ value: JSONValue, key: String, value parse: (JSONValue) -> Value?)
        -> [SelectorRule<Value>]?
    {
        guard let object = value.object else {
            diagnostics.append(
                .error(
                    .dimensValue, "'\(key)' must be an object of selector → value, not \(value.kindDescription)",
                    at: location(value.position)))
            return nil
        }
        var rules: [SelectorRule<Value>] = []
        for member in object.members {
            guard let selector = selector(member.key, at: location(member.keyPosition)) else { continue }
            if let members = member.value.object {
                for inner in members.members {
                    guard Self.finite(inner.value) != nil, let parsed = parse(inner.value) else {
                        diagnostics.append(
                            .error(
                                .dimensValue,
                                "the value of member '\(inner.key)' in '\(key)' for '\(member.key)' must be a finite number, not \(inner.value.kindDescription)",
                                at: location(inner.value.position)))
                        continue
                    }
                    rules.append(
                        SelectorRule(
                            selector: selector, location: location(member.keyPosition), value: parsed,
                            valueLocation: location(inner.value.position), member: inner.key))
                }
                continue
            }
            guard let parsed = parse(member.value) else {
                diagnostics.append(
                    .error(
                        .dimensValue,
                        "the value of '\(member.key)' in '\(key)' must be \(key == "overrides" ? "a number, string or boolean" : "a finite number"), or an object of member → number, not \(member.value.kindDescription)",
                        at: location(member.value.position)))
                continue
            }
            rules.append(
                SelectorRule(
                    selector: selector, location: location(member.keyPosition), value: parsed,
                    valueLocation: location(member.value.position)))
        }
        return rules
    }

    private mutating func selector(_ text: String, at location: SourceLocation) -> Selector? {
        switch Selector.parse(text) {
        case .failure(let error):
            diagnostics.append(
                .error(
                    .selectorSyntax, error.message, at: location,
                    notes: error.suggestion.map { [.init("did you mean '\($0)'?")] } ?? []))
            return nil
        case .success(let selector):
            if let deviceIDs {
                for id in selector.deviceIDs where !deviceIDs.contains(id) {
                    diagnostics.append(
                        .error(
                            .selectorUnknownDevice, "unknown device '\(id)' in selector '\(text)'", at: location,
                            notes: Suggestion.note(for: id, in: Selector.keywords + deviceIDs.sorted())
                                + [.init("`dimens devices` lists the catalog's ids")]))
                    return nil
                }
            }
            return selector
        }
    }
}

extension DiagnosticCode {
    /// A key the dimens block does not know.
    public static let dimensUnknownKey = DiagnosticCode("dimens.unknown-key")
    /// An unknown scaling model, or a model that cannot apply to the token.
    public static let dimensModel = DiagnosticCode("dimens.model")
    /// A dimens block value of the wrong kind or out of range.
    public static let dimensValue = DiagnosticCode("dimens.value")
    /// A selector that cannot be read.
    public static let selectorSyntax = DiagnosticCode("selector.syntax")
    /// A selector naming a device the catalog does not have.
    public static let selectorUnknownDevice = DiagnosticCode("selector.unknown-device")
}
