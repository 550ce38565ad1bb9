import DimensMustache

/// `report.tokens[]` (and each chart's `tokens[]`): one dimension or number token, or one length
/// of a composite, with its chart's picture, values and findings.
struct ReportTokenView: KeyedView {
    let context: RenderContext
    let column: Int

    enum Key: String, ContextKey {
        case path, anchor, type, model, settings, description, hasDescription, source, panels, values, findings,
            hasFindings

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let facts = context.model.columns[column]
        switch key {
        case .path: return context.text(facts.path)
        case .anchor: return .string(ReportView.anchor(context, column))
        case .type: return .string(facts.type?.rawValue ?? "")
        case .model: return .string(facts.model)
        case .settings:
            // Absent rather than empty, so `{{#settings}}` shows nothing for a token without any.
            let text = context.packed.columns[column].token.settings.summary()
            return text.isEmpty ? .null : .string(text)
        case .description: return context.text(facts.description ?? UserText(""))
        case .hasDescription: return .bool(facts.description != nil)
        case .source: return context.text(facts.source)
        case .panels, .values, .hasFindings:
            return context.report.chartOfColumn[column].flatMap {
                ReportChartView(context: context, chart: $0).value(forKey: key.rawValue)
            }
        case .findings:
            return .list(
                context.report.findings.filter { $0.column == column }.map { .object(ReportView.finding(context, $0)) })
        }
    }
}
