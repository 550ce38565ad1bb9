/// The names a token path takes in each output language, computed once for every template.
public struct NameStyles: Sendable, Hashable {
    /// `spacing.card-padding` → `spacingCardPadding`; digit-leading names get `_`, keywords backticks.
    public var swift: String
    /// The Swift name without backticks (for documentation and collision checks).
    public var swiftBare: String
    /// `spacing.card-padding` → `--spacing-card-padding` (with an optional prefix).
    public var cssProperty: String
    /// `spacing-card-padding`.
    public var kebab: String
    /// `spacingCardPadding` (never escaped).
    public var camel: String

    public init(path: TokenPath, cssPrefix: String = "") {
        let words = Self.words(path)
        camel = words.enumerated().map { $0 == 0 ? $1.lowercasedFirst : $1.capitalizedFirst }.joined()
        kebab = words.map { $0.lowercased() }.joined(separator: "-")
        cssProperty = "--" + (cssPrefix.isEmpty ? "" : cssPrefix + "-") + kebab
        swiftBare = camel.first?.isNumber == true ? "_" + camel : camel.isEmpty ? "_" : camel
        swift = Self.swiftKeywords.contains(swiftBare) ? "`\(swiftBare)`" : swiftBare
    }

    /// Path segments split into words at anything that is not a letter or digit, and at
    /// lower-to-upper case changes (`largeTitle` → `large`, `Title`).
    static func words(_ path: TokenPath) -> [String] {
        var words: [String] = []
        for segment in path.segments {
            var current = ""
            var previousLower = false
            for character in segment {
                guard character.isLetter || character.isNumber, character.isASCII else {
                    if !current.isEmpty { words.append(current); current = "" }
                    previousLower = false
                    continue
                }
                if character.isUppercase, previousLower, !current.isEmpty { words.append(current); current = "" }
                current.append(character)
                previousLower = character.isLowercase || character.isNumber
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }

    /// Words Swift reserves as identifiers in declarations (escaped with backticks).
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}

extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst().lowercased() }
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst().lowercased() }
}
