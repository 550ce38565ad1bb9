import DimensMustache

/// The `swift` output: the packed table and a typed API over it for UIKit and SwiftUI, written
/// by the built-in `swift` template for the Apple screens, in one file or split (`split`), with
/// `scaled(_:as:)` when the config has scaled profiles (it asks for their factors). `imports.keyword`
/// imports the modules a public or package API exports with its access level (`public import`), so
/// a client that turns on `InternalImportsByDefault` compiles it.
struct SwiftKind: OutputKind {
    let name = "swift"
    let language = OutputLanguage.swift
    let platforms: [Platform]? = [.apple]
    let options = ["typeName", "accessLevel", "strict", "split", "inspectables"]

    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        [
            ContextSection("imports", when: { $0.language == .swift }, value: { Self.imports($0) }),
            ContextSection(
                "inspectables", when: { $0.options.inspectables },
                value: { .lazyObject(InspectablesView(context: $0)) }),
        ]
    }

    /// `imports.keyword`: how the template imports the modules the API's signatures use.
    static func imports(_ context: RenderContext) -> MustacheValue {
        let level = context.options.accessLevel
        let keyword = level == "public" || level == "package" ? "\(level) import" : "import"
        return .object(MustacheObject([("keyword", .string(keyword))]))
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
