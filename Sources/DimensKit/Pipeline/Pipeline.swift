/// The dimens compiler as a chain of stages, each a pure function from one typed value to the next.
///
/// ```
/// read      DimensCLI       paths on disk          → TokenSources (files, or a resolver and its files)
/// parse     JSONParser      SourceFile             → JSONValue            (ParsedDocument)
/// compose   ResolverParser, Composer, ModifierPlan → the documents of each input, each screen's input
/// load      TokenLoader     [ParsedDocument]       → TokenSet
/// validate  Validator       TokenSet               → ValidatedTokenSet
/// resolve   AliasResolver   ValidatedTokenSet      → ResolvedTokenSet
/// check IB  XMLReader, InterfaceBuilderCheck: storyboards and xibs (SourceFile) + ResolvedTokenSet → findings
/// scale     Scaler          ResolvedTokenSet       → ScaledTable          (screens from ScreenList; inputs joined)
/// check a11y AccessibilityRules: ScaledTable → findings (tap targets, text, line heights on every screen and text size)
/// render    Renderer        RenderModel            → [RenderedOutput]     (each OutputKind: template or code)
/// write     DimensCLI       [RenderedOutput]       → files, atomically, only when changed
/// ```
///
/// In code, each stage from load to render is a value (`Stage`, made by `Stages`), and the checks
/// that follow a stage are a list of `Check`s run on its output (`resolveChecks`, `scaleChecks`,
/// `modelChecks`). `frontEnd` chains load → validate → resolve; `check` runs it under every input
/// (`lint` under every input a resolver allows), then scale, each with its checks; `compile` adds
/// render. Only read and write are outside.
///
/// The folders of `DimensKit` are layered: each uses only the types of the folders before it in this
/// import map: Support < Diagnostics < Read < JSON < Model < Catalog < Screens < Selectors < OutputPlans < Config < Load < Validate < Resolve < InterfaceBuilder < Compose < Scaling < Render < Outputs < Diff < Schema < Pipeline < Fuzz
/// (`LayeringTests` fails on a use of a later folder's type.) `Support` holds what every stage may
/// use and no stage owns: running a stage's independent work on every core.
///
/// Every stage appends what it finds to one diagnostic log and hands on what it could make sense
/// of, so one run reports every mistake. Only `DimensCLI` touches the disk.
///
/// `compile`, `lint` and `explain`, with `ValueTable` and `TableDiff` for diffs, are DimensKit's
/// public API, with the types their signatures name; everything else is `package`, for this
/// package's own targets (`PublicAPITests` keeps the list).
public enum Pipeline {}
