/// The `typescript` output: one TypeScript module for React Native (or any TypeScript app) with
/// every token's value on every screen of the build, Apple's and Android's, `dimensFor(window)`
/// choosing a screen by the rule of the Swift and Kotlin outputs, and a `useDimens()` hook over
/// `useWindowDimensions()` (`reactNative`); written by the built-in `typescript` template.
struct TypeScriptKind: OutputKind {
    let name = "typescript"
    let language = OutputLanguage.typescript
    var options: [OutputOption] { Self.declaredOptions }

    /// One property of the `Dimens` interface per token, by its camelCase name; and names from
    /// `typeName` (the interface, `…Window`, `…For`, `use…`) that the module's code does not use.
    func nameProblems(_ model: RenderModel, plan: OutputPlan) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var problems: [Diagnostic] = []
        let typeName = plan.options.typeName
        let reserved = TypeScriptReservedNames.names(in: plan.template?.resolved.source ?? "")
        let declared = [typeName, typeName + "Window", typeName.lowercasedFirstLetter + "For", "use" + typeName]
        if let taken = declared.first(where: reserved.contains) {
            problems.append(
                .error(
                    .configValue,
                    "typeName '\(typeName)' would declare '\(taken)', a name the generated TypeScript uses itself or a reserved word; choose another",
                    at: plan.location))
        }
        for column in model.tokenColumns {
            let name = model.names[column].camel
            if let earlier = first[name] {
                problems.append(
                    NameCheck.collision(
                        model.columns[column], model.columns[earlier], name: "the TypeScript property '\(name)'",
                        code: .typeScriptNameCollision))
            } else {
                first[name] = column
            }
        }
        return problems
    }
}

extension DiagnosticCode {
    /// Two tokens map to one property of the typescript output's interface.
    package static let typeScriptNameCollision = DiagnosticCode("typescript.name-collision")
}
