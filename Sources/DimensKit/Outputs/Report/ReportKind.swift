/// The `report` output: one HTML page charting every token over every screen with its findings,
/// written by the built-in `report` template; adds `report` to every template's context (other
/// kinds may add keys inside it: `report.android`).
struct ReportKind: OutputKind {
    let name = "report"
    let language = OutputLanguage.html
    var options: [OutputOption] { Self.declaredOptions }

    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        [ContextSection("report") { .lazyObject(ReportView(context: $0)) }]
    }
}

extension RenderContext {
    /// The report's charts and findings, computed when a template first reads `report`.
    var report: ReportModel { memo.value { ReportModel(model, jumpRatio: options.jumpRatio) } }
}
