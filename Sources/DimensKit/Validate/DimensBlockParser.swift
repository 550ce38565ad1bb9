/// Types one dimens block (`$extensions.dimens` or the config's `defaults`) into `DimensSettings`,
/// reporting unknown keys, misspelt models and malformed selectors where they are written.
struct DimensBlockParser {
    static let keys: [String] =
        [
            "model", "aspectRatio", "dimension", "overrides", "bases", "multipliers", "min", "max", "round",
            "roundingMode", "textStyle", "tapTarget", "fluid",
        ]
        + ModelParameter.allCases.map(\.rawValue)

    /// `unknown model "x"; expected one of …` for a choice, `'min' must be a finite number, not a
    /// string` for the rest.
    static let words = JSONFieldWords(
        code: .dimensValue, unknownKeyCode: .dimensUnknownKey,
        unknownKey: { "unknown key '\($0)' in the dimens block" },
        message: { mistake in
            mistake.problem == .notAllowed
                ? "unknown \(mistake.key) \(mistake.shown); expected one of \(mistake.allowed.joined(separator: ", "))"
                : "'\(mistake.key)' must be \(mistake.expected), not \(mistake.valueKind)"
        })

    var block: DimensBlock
    /// Catalog device ids selectors may name; nil skips the check.
    var deviceIDs: Set<String>?
    /// Selectors parsed so far, by text: token files repeat the same few (`pad`, `compact`), so a
    /// validator hands one parser's to the next.
    var parsedSelectors: [String: Result<Selector, SelectorSyntaxError>] = [:]
    /// The block's fields; every finding collects here.
    private var fields: JSONFields
    var diagnostics: [Diagnostic] { fields.diagnostics }

    init(block: DimensBlock, deviceIDs: Set<String>?) {
        self.block = block
        self.deviceIDs = deviceIDs
        fields = JSONFields(block.object, at: block.location.position, in: block.file, words: Self.words)
    }

    func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: block.file, position: position) }

    /// Model parameters by name: every member of every block is looked up here first.
    private static let parameters = KeyTable<ModelParameter>()

    mutating func parse() -> DimensSettings {
        var settings = DimensSettings()
        for member in block.object.members {
            if let parameter = Self.parameters[member.key] {
                if let number = finiteNumber(member) { settings.parameters[parameter] = number }
                continue
            }
            switch member.key {
            case "model": settings.model = located(fields.choice(member, suggesting: true, code: .dimensModel), member)
            case "aspectRatio": settings.aspectRatio = located(fields.bool(member), member)
            case "dimension": settings.dimension = located(fields.choice(member, suggesting: true), member)
            case "round": settings.round = located(fields.choice(member, suggesting: true), member)
            case "roundingMode": settings.roundingMode = located(fields.choice(member, suggesting: true), member)
            case "textStyle": settings.textStyle = located(fields.choice(member, suggesting: true), member)
            case "tapTarget": settings.tapTarget = located(fields.bool(member), member)
            case "fluid": settings.fluid = located(fields.bool(member), member)
            case "min": settings.min = finiteNumber(member)
            case "max": settings.max = finiteNumber(member)
            case "overrides": settings.overrides = rules(member, value: scalar)
            case "bases": settings.bases = rules(member, value: Self.finite)
            case "multipliers": settings.multipliers = rules(member, value: Self.finite)
            default: fields.reportUnknown(member, suggesting: Self.keys)
            }
        }
        if let min = settings.min, let max = settings.max, min.value > max.value {
            fields.report(
                "min (\(NumberText.plain(min.value))) is greater than max (\(NumberText.plain(max.value)))",
                at: min.location.position)
        }
        return settings
    }

    private func located<Value>(_ value: Value?, _ member: JSONObject.Member) -> Located<Value>? {
        value.map { Located($0, at: location(member.value.position)) }
    }

    private mutating func finiteNumber(_ member: JSONObject.Member) -> Located<Double>? {
        located(fields.number(member, "a finite number", where: \.isFinite), member)
    }

    /// A JSON number that is finite, as `bases` and `multipliers` values must be.
    private static func finite(_ value: JSONValue) -> Double? {
        value.number.map(\.double).flatMap { $0.isFinite ? $0 : nil }
    }

    private func scalar(_ value: JSONValue) -> ScalarValue? {
        switch value.kind {
        case .number(let n) where n.double.isFinite: .number(n.double)
        case .string(let s) where ValueTyping.textProblem(s) == nil: .string(s)
        case .bool(let b): .boolean(b)
        default: nil
        }
    }

    /// A selector → value map. Each bad selector or value is reported; the rest are kept. A value
    /// may be an object of member → number, for the members of a composite token.
    private mutating func rules<Value>(_ field: JSONObject.Member, value parse: (JSONValue) -> Value?)
        -> [SelectorRule<Value>]?
    {
        let key = field.key
        guard let object = fields.object(field, "an object of selector → value") else { return nil }
        var rules: [SelectorRule<Value>] = []
        for member in object.members {
            guard let selector = selector(member.key, at: member.keyPosition) else { continue }
            if let members = member.value.object {
                for inner in members.members {
                    guard Self.finite(inner.value) != nil, let parsed = parse(inner.value) else {
                        fields.report(
                            "the value of member '\(inner.key)' in '\(key)' for '\(member.key)' must be a finite number, not \(inner.value.kindDescription)",
                            at: inner.value.position)
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
                fields.report(
                    "the value of '\(member.key)' in '\(key)' must be \(key == "overrides" ? "a number, string or boolean" : "a finite number"), or an object of member → number, not \(member.value.kindDescription)",
                    at: member.value.position)
                continue
            }
            rules.append(
                SelectorRule(
                    selector: selector, location: location(member.keyPosition), value: parsed,
                    valueLocation: location(member.value.position)))
        }
        return rules
    }

    private mutating func selector(_ text: String, at position: SourcePosition) -> Selector? {
        let parsed = parsedSelectors[text] ?? Selector.parse(text)
        if parsedSelectors[text] == nil { parsedSelectors[text] = parsed }
        switch parsed {
        case .failure(let error):
            fields.report(
                error.message, at: position, code: .selectorSyntax,
                notes: error.suggestion.map { [.init("did you mean '\($0)'?")] } ?? [])
            return nil
        case .success(let selector):
            if let deviceIDs {
                for id in selector.deviceIDs where !deviceIDs.contains(id) {
                    fields.report(
                        "unknown device '\(id)' in selector '\(text)'", at: position, code: .selectorUnknownDevice,
                        notes: Suggestion.note(for: id, in: Selector.keywords + deviceIDs.sorted())
                            + [.init("`dimens devices` lists the catalog's ids")])
                    return nil
                }
            }
            return selector
        }
    }
}

extension DiagnosticCode {
    /// A key the dimens block does not know.
    package static let dimensUnknownKey = DiagnosticCode("dimens.unknown-key")
    /// An unknown scaling model, or a model that cannot apply to the token.
    package static let dimensModel = DiagnosticCode("dimens.model")
    /// A dimens block value of the wrong kind or out of range.
    package static let dimensValue = DiagnosticCode("dimens.value")
    /// A selector naming a device the catalog does not have.
    package static let selectorUnknownDevice = DiagnosticCode("selector.unknown-device")
}
