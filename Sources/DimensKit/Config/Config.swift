/// The contents of `dimens.json` (the reference's "The json output" (Dimens.docc) and "The config"), with every default filled in.
///
/// Paths stay as written; the CLI resolves them against `directory`, the config file's folder.
public struct Config: Sendable {
    /// Which screens values are computed for, when this is set in the config.
    package typealias Orientation = Screen.Orientation

    /// The screen every model is the identity on.
    package enum ReferenceScreen: Sendable, Hashable {
        case size(width: Double, height: Double)
        /// AppDimens 2.x: 300 × 533, with `R` = 300 for every dimension.
        case appdimens
        case device(String)
    }

    /// Which devices to compute for.
    package struct CatalogChoice: Sendable, Hashable {
        package var include: [DeviceFamily] = DeviceFamily.allCases
        package var extend: String?
        package var replace: String?
    }

    /// One generated file as the config writes it: a template, where it goes under `outDir`,
    /// and its options, checked and typed. `OutputPlan` is what the build makes of it.
    package struct Output: Sendable {
        package var template: String
        package var path: String
        package var options: OutputOptions
        package var location: SourceLocation?

        package init(
            template: String, path: String, options: OutputOptions = OutputOptions(), location: SourceLocation? = nil
        ) {
            self.template = template
            self.path = path
            self.options = options
            self.location = location
        }

        /// The files the output writes, relative to the output folder: its path, and a split
        /// output's accessor files beside it (an android output's folder is its path).
        package var files: [String] { OutputPart.parts(options.split).map { $0.path(for: path) } }
    }

    /// How the config sets one modifier of the resolver.
    package struct ModifierSetting: Sendable {
        /// A fixed context, or contexts bound to the screens their selectors match.
        package enum Choice: Sendable {
            /// `"theme": "light"`: the Resolver Module's input.
            case fixed(Located<String>)
            /// `"size": {"mobile": "phone", "desktop": "pad"}`: each rule's selector is where it is
            /// written (the value), its value the context and `valueLocation` the context's key.
            case bound([SelectorRule<String>])
            /// `"size": {"textSize": {"xSmall": "extraSmall", …}}`: contexts bound to the reader's
            /// text sizes.
            case textSize([TextSizeBinding])
        }

        /// One context bound to a text size.
        package struct TextSizeBinding: Sendable {
            package var context: String
            package var size: ContentSizeCategory
            /// Where the context's key is written.
            package var location: SourceLocation

            package init(context: String, size: ContentSizeCategory, location: SourceLocation) {
                self.context = context
                self.size = size
                self.location = location
            }
        }

        package var name: String
        /// Where the modifier's key is written.
        package var location: SourceLocation
        package var choice: Choice

        package init(name: String, location: SourceLocation, choice: Choice) {
            self.name = name
            self.location = location
            self.choice = choice
        }
    }

    /// The folder paths are relative to (the config's folder, or the working directory).
    public var directory: String
    /// The config file, if one was read.
    public var file: String?
    /// The most memory the build may plan to use: the command line's `--max-memory`, never the
    /// file's.
    package var memory = MemoryBudget()
    /// Token file patterns; by default the `tokens` folder beside the config, never deeper than
    /// the project.
    public var tokens: [String] = ["tokens/**/*.tokens.json"]
    /// `interfaceBuilder`: storyboard and xib patterns whose token names are checked (none by default).
    package var interfaceBuilder: Located<[String]>?
    /// A DTCG resolver file to read instead of `tokens`.
    package var resolver: Located<String>?
    /// `resolverOrder`: steps the config adds to the resolver's `resolutionOrder`.
    package var resolverOrder = ResolverOrder()
    /// How each modifier of the resolver is set.
    package var modifiers: [ModifierSetting] = []
    /// Where `modifiers` is written, for findings about modifiers it does not set.
    package var modifiersLocation: SourceLocation?
    /// Whether a resolver may name files outside the config's folder (its `$ref`s stay inside
    /// unless this is true, so a resolver from a pull request cannot read the machine's files).
    package var allowFilesOutside = false
    /// The `lint` map: severities that replace the defaults of these codes.
    package var lint: [DiagnosticCode: SeverityPolicy.Level] = [:]
    package var catalog = CatalogChoice()
    /// The platforms whose devices are screens: Apple's alone unless the config says otherwise.
    package var platforms: [Platform] = Platform.defaults
    /// The orientations devices are computed in: portrait unless the config says otherwise (a
    /// turned window then gets its device's portrait values, `TurnedWindows`).
    package var orientations: [Orientation] = [.portrait]
    /// Where `orientations` is written, for the finding about what a turned window gets.
    package var orientationsLocation: SourceLocation?
    /// iPad Split View and Slide Over windows as screens; nil (not written) means on whenever the
    /// catalog in use includes pads.
    package var multitasking: Bool?
    package var reference = ReferenceScreen.size(width: 375, height: 667)
    /// The `defaults` dimens block, under every token file's own.
    package var defaults: DimensBlock?
    /// `rules`: dimens blocks for the tokens whose paths match, for files the team does not own.
    /// In order, after the files' group blocks and before a token's own block.
    package var rules: [TokenRule] = []
    /// `scaled`: profiles for scaling values in the generated code, in order; nil when not written
    /// (the generated code then has no `scaled(_:as:)`).
    package var scaled: [ScaledProfileSpec]?
    /// Where `scaled` is written.
    package var scaledLocation: SourceLocation?
    public var outDir = "out"
    /// The folder of user templates and partials, relative to `directory`.
    public var templates = "templates"
    package var outputs: [Output] = [
        Output(template: "json", path: "dimens.json")
    ]

    /// The configuration used when there is no `dimens.json`: `tokens/` and `out/` of `directory`.
    public static func conventional(in directory: String) -> Config { Config(directory: directory) }

    /// The severity of every finding for this project.
    package func severityPolicy(strict: Bool) -> SeverityPolicy { SeverityPolicy(lint, strict: strict) }

    package init(directory: String, file: String? = nil) {
        self.directory = directory
        self.file = file
    }
}

/// One of the config's `rules`: `{"tokens": "spacing.**", "model": "fixed"}`, a dimens block for
/// every token whose dotted path the pattern matches (`*` one name, `**` any number).
package struct TokenRule: Sendable {
    package var pattern: String
    package var block: DimensBlock
    /// Where the rule's object is written.
    package var location: SourceLocation

    package init(pattern: String, block: DimensBlock, location: SourceLocation) {
        self.pattern = pattern
        self.block = block
        self.location = location
    }

    /// Whether the rule applies to `path`.
    package func matches(_ path: TokenPath) -> Bool { PathPattern(pattern, separator: ".").matches(path.segments) }
}
