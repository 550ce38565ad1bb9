/// The `swift` output: the packed table and a typed API over it for UIKit and SwiftUI, written
/// by the built-in `swift` template for the Apple screens, in one file or split (`split`), with
/// `scaled(_:as:)` when the config has scaled profiles (it asks for their factors).
struct SwiftKind: OutputKind {
    let name = "swift"
    let language = OutputLanguage.swift
    let platforms: [Platform]? = [.apple]
    let options = ["typeName", "accessLevel", "strict", "split", "inspectables"]

    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        [
            ContextSection(
                "inspectables", when: { $0.options.inspectables },
                value: { .lazyObject(InspectablesView(context: $0)) })
        ]
    }

    /// The config's scaled profiles as factors per screen, for `scaled(_:as:)`.
    func scaleRequests(_ options: OutputOptions, table: ScaledTable) -> [ScaleRequest] { [.factors] }

    /// One property per token, none a name the template declares; the type's name none of those.
    func nameProblems(_ model: RenderModel, plan: OutputPlan) -> [Diagnostic] {
        let typeName = plan.options.typeName
        let reserved =
            plan.template.map { SwiftReservedNames.names(in: $0.resolved.source) } ?? NameCheck.reservedSwiftNames
        let typeProblem: [Diagnostic] =
            reserved.contains(typeName)
            ? [
                .error(
                    .configValue,
                    "typeName '\(typeName)' is a name the generated type declares inside itself; choose another",
                    at: plan.location)
            ] : []
        return NameCheck.swift(model, typeName: typeName, reserved: reserved) + typeProblem
    }
}
