/// The plans of a config's outputs, made once when the config is checked: each template found
/// and parsed once however many outputs name it, each output's language and typed options.
extension OutputPlan {
    static func plans(of outputs: [Config.Output], library: TemplateLibrary, configLocation: SourceLocation?) -> (
        [OutputPlan], [Diagnostic]
    ) {
        var templates: [String: TemplatePlan?] = [:]
        var diagnostics: [Diagnostic] = []
        var plans: [OutputPlan] = []
        for output in outputs {
            let kind: Kind
            if output.template == OutputKind.json {
                kind = .json(output.options.schema)
            } else if output.template == OutputKind.android {
                kind = .android
            } else {
                if templates[output.template] == nil {
                    switch library.plan(output.template) {
                    case .success(let plan): templates[output.template] = plan
                    case .failure(.lookup(let error)):
                        templates[output.template] = .some(nil)
                        diagnostics.append(
                            .error(.configTemplate, error.message, at: output.location ?? configLocation))
                    case .failure(.syntax(let error)):
                        templates[output.template] = .some(nil)
                        diagnostics.append(.error(.templateError, error.message, at: error.location))
                    }
                }
                guard let plan = templates[output.template] ?? nil else { continue }
                kind = .template(plan)
            }
            plans.append(
                OutputPlan(
                    name: output.template, path: output.path, location: output.location, kind: kind,
                    language: OutputKind.language(of: output.template, options: output.options), options: output.options
                ))
        }
        return (plans, diagnostics)
    }
}

extension DiagnosticCode {
    /// An output names a template that cannot be found.
    public static let configTemplate = DiagnosticCode("config.template")
}
