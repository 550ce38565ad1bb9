/// The dimens compiler as a chain of stages, each a pure function from one typed value to the next.
///
/// ```
/// stage      folder            type                      input                  → output
/// read       DimensCLI/IO      DimensCLI                 paths on disk          → TokenSources
/// parse      JSON, Load        JSONParser                SourceFile             → ParsedDocument
/// compose    Compose           TokenComposition          TokenSources           → each input's documents, each screen's input
/// load       Load              TokenLoader               [ParsedDocument]       → TokenSet
/// validate   Validate          Validator                 TokenSet               → ValidatedTokenSet
/// resolve    Resolve           AliasResolver             ValidatedTokenSet      → ResolvedTokenSet
///   checks   InterfaceBuilder  InterfaceBuilderCheck     storyboards and xibs, every input's tokens → findings; unused rules
/// scale      Scaling           Scaler                    ResolvedTokenSet       → ScaledTable (screens from ScreenList; inputs joined)
///   checks   Check             AccessibilityRules, TurnedWindows: ScaledTable → findings; then the scale requests
///   checks   RenderModel, Outputs  TableLimits, NameCheck, each kind's: RenderModel → findings
/// render     Render            Renderer                  RenderModel            → [RenderedOutput] (each OutputKind in Outputs/)
/// write      DimensCLI/IO      DimensCLI                 [RenderedOutput]       → files, atomically, only when changed
/// ```
///
/// In code, each stage from load to render is a value (`Stage`, made by `Stages`), and the checks
/// that follow a stage are a list of `Check`s run on its output (`resolveChecks`, `scaleChecks`,
/// `modelChecks`). `frontEnd` chains load → validate → resolve; `check` runs it under every input
/// (`lint` under every input a resolver allows), then scale, each with its checks; `compile` adds
/// render. Only read and write are outside.
///
/// The folders of `DimensKit` are layered by role: each uses only the types of the folders before
/// it in this
/// import map: Support < Diagnostics < Read < JSON < Model < Catalog < Screens < Selectors < Plan < Config < Load < Validate < Resolve < InterfaceBuilder < Compose < Scaling < Check < RenderModel < Outputs < Render < Diff < Schema < Pipeline < Fuzz < Import
/// (`LayeringTests` fails on a use of a later folder's type.) `Support` holds what every stage may
/// use and no stage owns: running a stage's independent work on every core. The stages' folders
/// read in the order they run, load → validate → resolve → (check storyboards) → scale → check →
/// render, but for `Compose`: it runs before load, yet sits after `Resolve`, as it makes the
/// loader's documents and the resolver's hints.
/// `Plan` (what each output is to be) comes before `Config`, which reads it; `Check` (the checks
/// on the scaled table) after `Scaling`; `RenderModel` (what every output reads) before the
/// output kinds, `Render` (the stage that runs them) after. `Import` (Figma's export, what
/// `dimens init` writes) comes last: no stage, nor the driver, uses it.
///
/// Every stage appends what it finds to one diagnostic log and hands on what it could make sense
/// of, so one run reports every mistake. Only `DimensCLI` touches the disk.
///
/// `compile`, `lint` and `explain`, with `ValueTable` and `TableDiff` for diffs, are DimensKit's
/// public API, with the types their signatures name; everything else is `package`, for this
/// package's own targets (`PublicAPITests` keeps the list).
public enum Pipeline {}
