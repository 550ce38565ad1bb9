import DimensMustache

/// `report.tokens[]` (and each chart's `tokens[]`): one dimension or number token, or one length
/// of a composite, with its chart's picture, values and findings.
struct ReportTokenView: MustacheLazyObject {
    let context: RenderContext
    let column: Int

    var keys: [String] {
        ["path", "anchor", "type", "model", "settings", "description", "hasDescription", "source", "svg", "values", "findings", "hasFindings"]
    }

    func value(forKey key: String) -> MustacheValue? {
        let facts = context.model.columns[column]
        switch key {
        case "path": return context.text(facts.path)
        case "anchor": return .string(ReportView.anchor(context, column))
        case "type": return .string(facts.type?.rawValue ?? "")
        case "model": return .string(facts.model)
        case "settings":
            // Absent rather than empty, so `{{#settings}}` shows nothing for a token without any.
            let text = Self.settings(context.packed.columns[column].token.settings)
            return text.isEmpty ? .null : .string(text)
        case "description": return context.text(facts.description ?? UserText(""))
        case "hasDescription": return .bool(facts.description != nil)
        case "source": return context.text(facts.source)
        case "svg", "values", "hasFindings":
            return context.report.chartOfColumn[column].flatMap { ReportChartView(context: context, chart: $0).value(forKey: key) }
        case "findings":
            return .list(context.report.findings.filter { $0.column == column }.map { .object(ReportView.finding(context, $0)) })
        default: return nil
        }
    }

    /// The dimens block in words: `min 10 · round half · overrides pad 24, w>=560 2`.
    static func settings(_ settings: DimensSettings) -> String {
        var parts = settings.parameters.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \(ValueFormat.decimals($0.value.value))" }
        if let flag = settings.aspectRatio?.value { parts.append("aspectRatio \(flag)") }
        if let dimension = settings.dimension?.value { parts.append("dimension \(dimension.rawValue)") }
        if let min = settings.min?.value { parts.append("min \(ValueFormat.decimals(min))") }
        if let max = settings.max?.value { parts.append("max \(ValueFormat.decimals(max))") }
        if let round = settings.round?.value { parts.append("round \(round.rawValue)") }
        if let style = settings.textStyle?.value { parts.append("textStyle \(style.rawValue)") }
        func rules<V>(_ name: String, _ rules: [SelectorRule<V>]?, _ text: (V) -> String) {
            guard let rules, !rules.isEmpty else { return }
            parts.append("\(name) " + rules.map { "\($0.selector)\($0.member.map { ".\($0)" } ?? "") \(text($0.value))" }.joined(separator: ", "))
        }
        rules("overrides", settings.overrides) { value in
            if case .number(let number) = value { return ValueFormat.decimals(number) }
            return JSONWriter.write(value.json, pretty: false)
        }
        rules("bases", settings.bases) { ValueFormat.decimals($0) }
        rules("multipliers", settings.multipliers) { ValueFormat.decimals($0) }
        return parts.joined(separator: " · ")
    }
}
