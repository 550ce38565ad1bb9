/// The naming rules of each output, checked before anything is rendered (so `lint` checks them
/// too): each output kind's own (`OutputKind.nameProblems`: one distinct, unreserved Swift
/// property per token, one CSS custom property, one Kotlin property, one Android resource name);
/// a project's template follows the rules of the built-in template kind in its language.
package enum NameCheck {
    package static func diagnostics(_ model: RenderModel, plans: [OutputPlan]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for plan in plans {
            let problems = OutputKinds.rules(for: plan)?.nameProblems(model, plan: plan) ?? []
            for problem in problems where seen.insert(problem).inserted { found.append(problem) }
        }
        return found
    }

    static func collision(
        _ facts: RenderModel.Column, _ earlier: RenderModel.Column, name: String, code: DiagnosticCode
    ) -> Diagnostic {
        .error(
            code, "'\(facts.path)' and '\(earlier.path)' both become \(name)", at: facts.location,
            token: facts.path.description,
            notes: [.init("'\(earlier.path)' is defined here", at: earlier.location)])
    }
}
