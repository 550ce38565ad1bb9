/// The outputs dimens has built in, and the language each writes: the json output, written by
/// code, and the `swift`, `css` and `report` templates. Any other template name is the project's
/// own, whose language its `language` option says. Each built-in also says which platform's
/// screens it writes (`platforms(of:)`).
public enum OutputKind {
    /// The output written by code rather than a template.
    public static let json = "json"
    /// Android resources, written by code: a folder of `values…/dimens.xml` files.
    public static let android = "android"

    public static let builtInLanguages: [(name: String, language: OutputLanguage)] = [
        ("json", .json), ("swift", .swift), ("css", .css), ("report", .html), ("android", .plain), ("kotlin", .kotlin),
        ("compose", .kotlin),
    ]

    /// Whether an output of `template` is a folder of files rather than one file (its `path`
    /// names the folder).
    public static func writesFolder(_ template: String) -> Bool { template == android }

    public static var builtIns: [String] { builtInLanguages.map(\.name) }

    /// The screens an output of `template` writes: those of the first of these platforms the
    /// build has screens of; nil for every screen (the json output, the report, user templates).
    /// Generated Swift is for Apple screens; CSS for Apple's when the build has them, else
    /// Android's.
    public static func platforms(of template: String) -> [Platform]? {
        switch template {
        case "swift": [.apple]
        case "css": [.apple, .android]
        case "android", "kotlin", "compose": [.android]
        default: nil
        }
    }

    /// The language an output of `template` writes.
    public static func language(of template: String, options: OutputOptions) -> OutputLanguage {
        builtInLanguages.first { $0.name == template }?.language ?? options.language
    }
}
