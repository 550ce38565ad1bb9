/// The options any template may take, and those the stages before the output kinds read: the
/// render context's names (`typeName`, `accessLevel`, `cssPrefix`) and the plan's files (`split`).
/// Each output kind declares its own in its folder (`Outputs/<Kind>/<Kind>Kind+Options.swift`).
extension OptionKey where Value == String {
    package static let typeName = OptionKey("typeName", default: "Dimens")
    package static let accessLevel = OptionKey("accessLevel", default: "internal")
    package static let cssPrefix = OptionKey("cssPrefix", default: "")
}

extension OptionKey where Value == Bool {
    package static let rows = OptionKey("rows", default: false)
    package static let strict = OptionKey("strict", default: false)
}

extension OptionKey where Value == OutputLanguage {
    package static let language = OptionKey("language", default: OutputLanguage.plain)
}

extension OptionKey where Value == Int {
    package static let split = OptionKey("split", default: 1)
}

extension OutputOptions {
    /// The generated type (also the SwiftUI environment key's name, lowercased first).
    package var typeName: String {
        get { self[.typeName] }
        set { self[.typeName] = newValue }
    }
    /// The access level of the generated API: `internal` (the app's own module, the default),
    /// `package` or `public` (a design-system package that exports its tokens).
    package var accessLevel: String {
        get { self[.accessLevel] }
        set { self[.accessLevel] = newValue }
    }
    /// The prefix of CSS custom properties (`--PREFIX-spacing-card`).
    package var cssPrefix: String {
        get { self[.cssPrefix] }
        set { self[.cssPrefix] = newValue }
    }
    /// Add `rows` (every distinct row of values, formatted) for templates that list values.
    package var rows: Bool {
        get { self[.rows] }
        set { self[.rows] = newValue }
    }
    /// A missing interpolated name is an error.
    package var strict: Bool {
        get { self[.strict] }
        set { self[.strict] = newValue }
    }
    /// The language a user template writes, which decides escaping and naming rules.
    package var language: OutputLanguage {
        get { self[.language] }
        set { self[.language] = newValue }
    }
    /// The swift output's accessor files besides its table's (`Dimens+Tokens1.swift`, …); 1
    /// writes one file.
    package var split: Int {
        get { self[.split] }
        set { self[.split] = newValue }
    }

    /// The most accessor files a swift output may be split into.
    package static let maximumSplit = 64
}

extension OutputOption {
    /// The options any template may take, first in the reference's table and a project's
    /// template's context.
    package static let takenByAnyTemplate: [OutputOption] = [
        .typeName, .accessLevel, .cssPrefix, .rows, .strict, .language, .split,
    ]

    package static let typeName = text(
        .typeName, "name of the generated Swift, Kotlin or TypeScript type (also decides `environmentName`)",
        pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
        expected:
            "a Swift type name such as \"Dimens\" (letters, digits and _, not starting with a digit, not a keyword)",
        valid: SwiftIdentifier.isValid)

    package static let accessLevel = words(
        .accessLevel, ["internal", "package", "public"],
        "access level of the generated API: `internal` (the tokens used in the module that generates them), `package`, or `public` for a design-system library that exports them"
    )

    package static let cssPrefix = text(
        .cssPrefix, "prefix of CSS custom properties: `--PREFIX-spacing-card`",
        pattern: "^[A-Za-z0-9_-]*$", expected: "letters, digits, '-' and '_'",
        valid: {
            $0.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
        })

    package static let rows = flag(.rows, "add `rows` (every distinct row of values) to the context")

    package static let strict = flag(
        .strict, "a missing interpolated name is an error (the built-in templates always are strict)")

    package static let language = choice(
        .language,
        "the language a user template writes: its escaping and naming rules (`swift`, `css`, `html`, `json`, `kotlin`, `typescript`, `plain`)"
    )

    package static let split = count(
        .split,
        "the swift output as a table file and this many accessor files (`Dimens+Tokens1.swift`, …), each token in the one its path hashes to: editing a token recompiles two files, and the compiler takes the files in parallel; 1 writes one file",
        range: 1...OutputOptions.maximumSplit,
        expected: "a whole number from 1 to \(OutputOptions.maximumSplit), such as 8")
}
