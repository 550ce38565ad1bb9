/// The `json` output: every token's value on every screen (schema `dimens/2` by row, or
/// `dimens/1` keyed by screen), written by code over every core.
struct JSONKind: OutputKind {
    let name = "json"
    let language = OutputLanguage.json
    var options: [OutputOption] { Self.declaredOptions }
    let writtenBy = WrittenBy.code(spreadsOverCores: true)
    let summary = "json   (written by code: schema dimens/2, or dimens/1 with the schema option)"

    func render(_ plan: OutputPlan, session: RenderSession) -> Result<[RenderedOutput], Diagnostic> {
        let model = session.model(for: plan)
        let schema = plan.options.schema
        // Estimated first: a build that would not fit never starts writing it.
        let estimate = JSONOutput.estimatedBytes(model.table, model: model, choice: schema)
        guard estimate <= OutputPlan.maximumBytes else {
            return .failure(Renderer.tooLarge(plan, size: "about \(estimate)"))
        }
        let text = JSONOutput.render(model.table, model: model, choice: schema, source: session.source)
        guard text.utf8.count <= OutputPlan.maximumBytes else {
            return .failure(Renderer.tooLarge(plan, size: "\(text.utf8.count)"))
        }
        return .success([RenderedOutput(path: plan.path, text: text)])
    }
}
