/// One kind of output dimens writes, as one unit: its name in a config, the language it writes,
/// the platforms whose screens it takes, its options, what it asks of the scale stage, its naming
/// rules, the context keys it adds to every template, and how it renders (its built-in template,
/// or code). Each kind lives in its own folder under `Outputs/`; `OutputKinds.all` lists them.
/// The driver, the scale stage and the render stage ask a kind these things and name none.
package protocol OutputKind: Sendable {
    /// The `template` a config names it by (`swift`, `android`).
    var name: String { get }
    /// The language it writes: how text from token files is escaped, and a user template in the
    /// same language follows its naming rules.
    var language: OutputLanguage { get }
    /// The platforms whose screens it writes: the first of them the build has; nil for every screen.
    var platforms: [Platform]? { get }
    /// The options it takes, declared in its folder (`<Kind>Options.swift`).
    var options: [OutputOption] { get }
    /// Written by its built-in template (the default), or by code.
    var writtenBy: WrittenBy { get }
    /// For a kind whose `path` names a folder of files: which files in it a build owns.
    var folder: OutputFolder? { get }
    /// A line for `dimens templates list`.
    var summary: String { get }

    /// What an output of this kind with `options` asks the scale stage for, beyond the table.
    func scaleRequests(_ options: OutputOptions, table: ScaledTable) -> [ScaleRequest]

    /// The names its output would write that collide or are reserved, found before anything
    /// renders (so `lint` reports them too).
    func nameProblems(_ model: RenderModel, plan: OutputPlan) -> [Diagnostic]

    /// What a rule checked after scaling finds in the values its outputs (`plans`, every output
    /// of this kind in the build) write, such as the web's text-size rule; found before anything
    /// renders (so `lint` reports it too), once for all of them.
    func findings(_ model: RenderModel, plans: [OutputPlan]) -> [Diagnostic]

    /// The keys it adds to the context of every template (`css`, `report`), given every output of
    /// the build (a kind may add a key only when the build has one of its outputs).
    func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection]

    /// Work its outputs share, done once before any output renders (outputs render in parallel,
    /// and one must not wait inside another's work).
    func prepare(_ plans: [OutputPlan], session: RenderSession)

    /// An output written by code: its files, or why it cannot be written.
    func render(_ plan: OutputPlan, session: RenderSession) -> Result<[RenderedOutput], Diagnostic>
}

/// How an output kind is written.
package enum WrittenBy: Sendable {
    /// Through the built-in template of the kind's name, or a project's template of that name.
    case template
    /// By code (`OutputKind.render`); `spreadsOverCores` when it splits its own work over the
    /// cores (it then starts after the outputs that do not).
    case code(spreadsOverCores: Bool)
}

/// The files a folder output writes under its path, so a build can tell its own from a
/// project's: entries named as `isEntry` allows, each holding `fileName`, written by dimens when
/// `isGenerated` says so of its first bytes.
package struct OutputFolder: Sendable {
    package let isEntry: @Sendable (String) -> Bool
    package let fileName: String
    package let isGenerated: @Sendable (String) -> Bool
}

extension OutputKind {
    package var platforms: [Platform]? { nil }
    package var writtenBy: WrittenBy { .template }
    package var folder: OutputFolder? { nil }
    package var summary: String { name }
    package func scaleRequests(_ options: OutputOptions, table: ScaledTable) -> [ScaleRequest] { [] }
    package func nameProblems(_ model: RenderModel, plan: OutputPlan) -> [Diagnostic] { [] }
    package func findings(_ model: RenderModel, plans: [OutputPlan]) -> [Diagnostic] { [] }
    package func contextSections(_ plans: [OutputPlan], session: RenderSession) -> [ContextSection] { [] }
    package func prepare(_ plans: [OutputPlan], session: RenderSession) {}
    package func render(_ plan: OutputPlan, session: RenderSession) -> Result<[RenderedOutput], Diagnostic> {
        .failure(.error(.templateError, "'\(plan.path)' is written by the \(name) template", at: plan.location))
    }
}

/// The output kinds dimens has built in: the one place a new kind is registered. Any other
/// `template` is a project's own, written in the language its `language` option says.
package enum OutputKinds {
    package static let all: [any OutputKind] = [
        JSONKind(), SwiftKind(), CSSKind(), ReportKind(), AndroidKind(), KotlinKind(name: "kotlin"),
        KotlinKind(name: "compose"), TypeScriptKind(),
    ]

    /// The built-in kind named `template`, if it is one.
    package static func named(_ template: String) -> (any OutputKind)? { all.first { $0.name == template } }

    /// The names of the built-in kinds, in order.
    package static var names: [String] { all.map(\.name) }

    /// What the config knows of each kind before anything is computed.
    package static let table = OutputKindTable(
        all.map { OutputKindTable.Entry(name: $0.name, language: $0.language, options: $0.options) })

    /// The language an output of `template` writes: a built-in's own, else its `language` option.
    package static func language(of template: String, options: OutputOptions) -> OutputLanguage {
        named(template)?.language ?? options.language
    }

    /// Whether an output of `template` is a folder of files (its `path` names the folder).
    package static func writesFolder(_ template: String) -> Bool { named(template)?.folder != nil }

    /// What the rules checked after scaling find in the build's outputs: each kind's findings
    /// once, whatever the number of its outputs (a project's template counts as the built-in
    /// kind of its language).
    static func findings(_ model: RenderModel, plans: [OutputPlan]) -> [Diagnostic] {
        var kinds: [(kind: any OutputKind, plans: [OutputPlan])] = []
        for plan in plans {
            guard let kind = rules(for: plan) else { continue }
            if let index = kinds.firstIndex(where: { $0.kind.name == kind.name }) {
                kinds[index].plans.append(plan)
            } else {
                kinds.append((kind, [plan]))
            }
        }
        return kinds.flatMap { $0.kind.findings(model, plans: $0.plans) }
    }

    /// The kind whose naming rules an output follows: its own, or for a project's template, the
    /// built-in template kind written in its language.
    static func rules(for plan: OutputPlan) -> (any OutputKind)? {
        named(plan.name)
            ?? all.first {
                if case .template = $0.writtenBy { $0.language == plan.language } else { false }
            }
    }
}
