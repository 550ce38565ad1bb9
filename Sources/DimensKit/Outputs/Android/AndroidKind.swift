/// The `android` output: Android resources for the Android screens, a folder of
/// `values…/dimens.xml` written by code. It asks the scale stage for probe screens between the
/// catalogued widths (to place folders where values move), places its folders once per set of
/// options, and adds `android` to the report (the first android output's folders).
struct AndroidKind: OutputKind {
    let name = "android"
    let language = OutputLanguage.plain
    let platforms: [Platform]? = [.android]
    var options: [OutputOption] { Self.declaredOptions }
    let writtenBy = WrittenBy.code(spreadsOverCores: false)
    let folder: OutputFolder? = OutputFolder(
        isEntry: AndroidResources.isFolderName, fileName: "dimens.xml", isGenerated: AndroidResources.isGenerated)
    let summary = "android   (written by code: a folder of values…/dimens.xml resources)"

    func scaleRequests(_ options: OutputOptions, table: ScaledTable) -> [ScaleRequest] {
        [.probes(options.qualifier, values: AndroidColumns.cells(table).count)]
    }

    /// Only the output's own: a project's template written in `plain` has no naming rules.
    func nameProblems(_ model: RenderModel, plan: OutputPlan) -> [Diagnostic] {
        plan.name == name ? AndroidResources.nameCollisions(model) : []
    }

    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        guard let first = plans.first(where: { $0.name == name }) else { return [] }
        return [
            ContextSection("android", in: "report") { context in
                let placed = placement(first, session: session)
                return .lazyObject(
                    ReportAndroidView(context: context, columns: placed.columns, buckets: placed.buckets))
            }
        ]
    }

    /// Places every android output's folders before the outputs render (the report shows the
    /// first one's), so no render waits for another's.
    func prepare(_ plans: [OutputPlan], session: RenderSession) {
        for plan in plans where plan.name == name { _ = placement(plan, session: session) }
    }

    func render(_ plan: OutputPlan, session: RenderSession) -> Result<[RenderedOutput], Diagnostic> {
        let placed = placement(plan, session: session)
        return AndroidResources.render(
            session.model(for: plan), columns: placed.columns, buckets: placed.buckets, path: plan.path,
            location: plan.location)
    }

    /// The folders of an output, placed once for every android output with the same options.
    private func placement(_ plan: OutputPlan, session: RenderSession) -> AndroidPlacement {
        session.memo.value(for: plan.options) {
            let model = session.model(for: plan)
            let columns = model.androidColumns
            return AndroidPlacement(
                columns: columns,
                buckets: AndroidBuckets(
                    model, columns: columns, qualifier: plan.options.qualifier, tolerance: plan.options.tolerance))
        }
    }
}

/// Where an android output's values go: its columns and their folders.
struct AndroidPlacement: Sendable {
    var columns: AndroidColumns
    var buckets: AndroidBuckets
}

extension RenderModel {
    /// The values the Android outputs write, computed once per model.
    var androidColumns: AndroidColumns { memo.value { AndroidColumns(self) } }
}
