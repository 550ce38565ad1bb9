/// The contents of `dimens.json` (DESIGN §8), with every default filled in.
///
/// Paths stay as written; the CLI resolves them against `directory`, the config file's folder.
public struct Config: Sendable {
    /// Which screens values are computed for, when this is set in the config.
    public enum Orientation: String, CaseIterable, Sendable, Hashable { case portrait, landscape }

    /// The screen every model is the identity on.
    public enum ReferenceScreen: Sendable, Hashable {
        case size(width: Double, height: Double)
        /// AppDimens 2.x: 300 × 533, with `R` = 300 for every dimension.
        case appdimens
        case device(String)
    }

    /// Which devices to compute for.
    public struct CatalogChoice: Sendable, Hashable {
        public var include: [DeviceFamily] = DeviceFamily.allCases
        public var extend: String?
        public var replace: String?
    }

    /// One generated file: a template, where it goes under `outDir`, and template options.
    public struct Output: Sendable {
        public var template: String
        public var path: String
        public var options: JSONObject
        public var location: SourceLocation?

        public init(template: String, path: String, options: JSONObject = JSONObject(), location: SourceLocation? = nil) {
            self.template = template
            self.path = path
            self.options = options
            self.location = location
        }
    }

    /// The folder paths are relative to (the config's folder, or the working directory).
    public var directory: String
    /// The config file, if one was read.
    public var file: String?
    public var tokens: [String] = ["**/*.tokens.json"]
    public var catalog = CatalogChoice()
    public var orientations: [Orientation] = [.portrait]
    public var multitasking = false
    public var reference = ReferenceScreen.size(width: 375, height: 667)
    /// The `defaults` dimens block, under every token file's own.
    public var defaults: DimensBlock?
    public var outDir = "out"
    /// The folder of user templates and partials, relative to `directory`.
    public var templates = "templates"
    public var outputs: [Output] = [
        Output(template: "json", path: "dimens.json", options: JSONObject(), location: nil),
    ]

    /// The configuration used when there is no `dimens.json`: `tokens/` and `out/` of `directory`.
    public static func conventional(in directory: String) -> Config {
        var config = Config(directory: directory)
        config.tokens = ["tokens/**/*.tokens.json"]
        return config
    }

    public init(directory: String, file: String? = nil) {
        self.directory = directory
        self.file = file
    }
}
