import DimensMustache

/// The `swift` output: the packed table and a typed API over it for UIKit and SwiftUI, written
/// by the built-in `swift` template for the Apple screens, in one file or split (`split`), with
/// `scaled(_:as:)` when the config has scaled profiles (it asks for their factors). `imports.keyword`
/// imports the modules a public or package API exports with its access level (`public import`), so
/// a client that turns on `InternalImportsByDefault` compiles it. `runtime.module` is true when the
/// generated files import `DimensRuntime` (the `runtime` option) and hold only names, accessors and data.
struct SwiftKind: OutputKind {
    let name = "swift"
    let language = OutputLanguage.swift
    let platforms: [Platform]? = [.apple]
    var options: [OutputOption] { Self.declaredOptions }

    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] {
        [
            ContextSection("imports", when: { $0.language == .swift }, value: { Self.imports($0) }),
            ContextSection("runtime", when: { $0.language == .swift }, value: { Self.runtime($0) }),
            ContextSection(
                "inspectables", when: { $0.options.inspectables },
                value: { .lazyObject(InspectablesView(context: $0)) }),
        ] + Self.itemSections
    }

    /// `imports.keyword`: how the template imports the modules the API's signatures use.
    static func imports(_ context: RenderContext) -> MustacheValue {
        let level = context.options.accessLevel
        let keyword = level == "public" || level == "package" ? "\(level) import" : "import"
        return .object(MustacheObject([("keyword", .string(keyword))]))
    }

    /// `runtime.module`: the generated files import DimensRuntime; `runtime.uikit`: the table file
    /// has a UIKit part of its own (always when embedded; with the module, whose library holds the
    /// composite value types and their UIKit and SwiftUI glue, for text scaled with Dynamic Type,
    /// scaled profiles or inspectables), so it imports UIKit only to
    /// use it; `runtime.accessorImport`: how an accessor file imports UIKit, which its
    /// declarations never expose (`internal import` beside a `public` or `package` table file, as
    /// Swift 6 refuses one module imported at an implicit level in one file and an explicit in another);
    /// `runtime.compositeImport`: how an accessor file holding composite tokens imports DimensRuntime,
    /// whose value types it builds (with `MemberImportVisibility` a file sees the initializers of only
    /// the modules it imports): publicly for a `public` API, whose signatures name them through the
    /// table's typealiases; else internally, as a `package` API's typealias asks no more and an unused
    /// `package import` is a warning; `runtime.helperAttribute`: how the accessors' helpers are inlined. A transparent helper is
    /// inlined into every accessor before the optimizer runs, a third off optimizing `public` and
    /// `package` accessors, which all stay; `internal` ones the optimizer drops unread, and there
    /// inlining each first cost 0.2 s of a release build at 1,000 tokens (`dimens-bench --swiftc`).
    static func runtime(_ context: RenderContext) -> MustacheValue {
        let module = context.options.runtime == .module
        let model = context.model
        // What `hasScaledValues` counts (a typography token with a text style included), scaled
        // profiles and inspectables: the parts of the table file that use UIKit.
        let uikit =
            model.columns.contains { $0.textStyle != nil } || !model.table.textSizes.isEmpty
            || model.composites.contains { $0.type == .typography && $0.token.settings.textStyle != nil }
            || model.scaledRows != nil || context.options.inspectables
        let level = context.options.accessLevel
        return .object(
            MustacheObject([
                ("module", .bool(module)), ("uikit", .bool(!module || uikit)),
                ("accessorImport", .string(level == "internal" ? "import" : "internal import")),
                (
                    "compositeImport",
                    .string(level == "public" ? "public import" : level == "internal" ? "import" : "internal import")
                ),
                ("helperAttribute", .string(level == "internal" ? "@inline(__always)" : "@_transparent")),
            ]))
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
