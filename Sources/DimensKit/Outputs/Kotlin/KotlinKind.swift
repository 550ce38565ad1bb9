/// The `kotlin` and `compose` outputs: the table of the Android screens as Kotlin (plain values,
/// or Compose `Dp` and `TextUnit`), written by the built-in template of each name; both add the
/// `kotlin` key (the table as Kotlin source) to the context of every output written in Kotlin.
struct KotlinKind: OutputKind {
    let name: String
    let language = OutputLanguage.kotlin
    let platforms: [Platform]? = [.android]
    /// The compose output also takes `containerSize` (which window size its entry point reads).
    var options: [OutputOption] { Self.kotlinOptions + (name == "compose" ? [Self.containerSizeOption] : []) }

    /// One property per value, none a name the template uses; the type's name no keyword and no
    /// type the table uses.
    func nameProblems(_ model: RenderModel, plan: OutputPlan) -> [Diagnostic] {
        let typeName = plan.options.typeName
        let reserved =
            plan.template.map { KotlinReservedNames.names(in: $0.resolved.source) } ?? NameCheck.reservedKotlinNames
        var problems = NameCheck.kotlin(model.kotlinNames, model: model, reserved: reserved)
        if KotlinIdentifier.keywords.contains(typeName) {
            problems.append(
                .error(.configValue, "typeName '\(typeName)' is a Kotlin keyword; choose another", at: plan.location))
        }
        if KotlinIdentifier.typesTheTableUses.contains(typeName) {
            problems.append(
                .error(
                    .configValue,
                    "typeName '\(typeName)' is a type the generated Kotlin uses by that name; choose another",
                    at: plan.location))
        }
        return problems
    }

    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        [
            ContextSection(
                "kotlin", when: { $0.language == .kotlin },
                value: { .lazyObject(KotlinView(context: $0, table: $0.kotlinTable)) })
        ]
    }
}

extension RenderContext {
    /// The Kotlin table, computed when a template first reads `kotlin`.
    var kotlinTable: KotlinTable { memo.value { KotlinTable(model) } }
}
