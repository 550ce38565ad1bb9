import DimensMustache

/// `report`: what the built-in report template shows (documented in `templates/README.md`).
struct ReportView: MustacheLazyObject {
    let context: RenderContext

    var keys: [String] {
        ["jumpRatio", "screens", "groups", "tokens", "findings", "findingCount", "warnings", "warningCount", "computedCount", "carried", "carriedCount"]
    }

    func value(forKey key: String) -> MustacheValue? {
        let context = self.context, report = context.report
        switch key {
        case "jumpRatio": return .string(ValueFormat.decimals(context.options.jumpRatio))
        case "screens": return .string(ScreenList.summary(context.table.screens))
        case "groups":
            return .list(report.groups.map { .object(MustacheObject([("label", .string($0.label)), ("count", .number(Double($0.screens.count)))])) })
        case "tokens": return .lazyList(IndexedList(count: report.charts.count) { .lazyObject(ReportTokenView(context: context, chart: $0)) })
        case "findings":
            let found = report.charts.flatMap { chart in chart.findings.map { (chart.column, $0) } }
            return .lazyList(IndexedList(count: found.count) { index in
                let (column, text) = found[index]
                return .object(MustacheObject([("path", context.text(context.model.columns[column].path)), ("anchor", .string(Self.anchor(context, column))), ("text", context.text(text))]))
            })
        case "findingCount": return .number(Double(report.charts.reduce(0) { $0 + $1.findings.count }))
        case "warnings": return .list(context.warnings.map { .object(MustacheObject([("text", context.text($0))])) })
        case "warningCount": return .number(Double(context.warnings.count))
        case "computedCount": return .number(Double(context.table.tokens.count - Self.carried(context).count))
        case "carried":
            return .list(Self.carried(context).map { token in
                .object(MustacheObject([("path", context.text(token.token.path.description)), ("type", context.text(token.token.type?.rawValue ?? "no $type")),
                                        ("reason", context.text(token.token.uncomputable ?? ""))]))
            })
        case "carriedCount": return .number(Double(Self.carried(context).count))
        default: return nil
        }
    }

    /// The tokens the outputs carry as written.
    static func carried(_ context: RenderContext) -> [ScaledToken] {
        context.table.tokens.filter { if case .constant = $0.values { true } else { false } }
    }

    static func anchor(_ context: RenderContext, _ column: Int) -> String { "t-" + context.model.names[column].kebab }
}

/// `report.tokens[]`: one chart.
struct ReportTokenView: MustacheLazyObject {
    let context: RenderContext
    let chart: Int

    var keys: [String] {
        ["path", "anchor", "type", "model", "settings", "description", "hasDescription", "source", "svg", "values", "findings", "hasFindings"]
    }

    func value(forKey key: String) -> MustacheValue? {
        let chart = context.report.charts[chart], column = chart.column, facts = context.model.columns[column]
        switch key {
        case "path": return context.text(facts.path)
        case "anchor": return .string(ReportView.anchor(context, column))
        case "type": return .string(facts.type?.rawValue ?? "")
        case "model": return .string(facts.model)
        case "settings": return .string(Self.settings(context.packed.columns[column].token.settings))
        case "description": return context.text(facts.description ?? UserText(""))
        case "hasDescription": return .bool(facts.description != nil)
        case "source": return context.text(facts.source)
        case "svg": return .string(chart.svg)
        case "values":
            return .list(chart.values.map { row in
                .object(MustacheObject([("value", .string(row.value)), ("count", .number(Double(row.screens.count))), ("screens", .string(row.screens.joined(separator: ", ")))]))
            })
        case "findings": return .list(chart.findings.map { .object(MustacheObject([("text", .string($0))])) })
        case "hasFindings": return .bool(!chart.findings.isEmpty)
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
            parts.append("\(name) " + rules.map { "\($0.selector) \(text($0.value))" }.joined(separator: ", "))
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
