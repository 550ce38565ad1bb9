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
        camel = words.enumerated().map { Self.ascii($1, capitalized: $0 > 0) }.joined()
        kebab = words.map { Self.ascii($0, capitalized: false) }.joined(separator: "-")
        cssProperty = Self.cssProperty(kebab: kebab, prefix: cssPrefix)
        swiftBare = camel.first?.isNumber == true ? "_" + camel : camel.isEmpty ? "_" : camel
        swift = Self.swiftKeywords.contains(swiftBare) ? "`\(swiftBare)`" : swiftBare
    }

    /// `--PREFIX-kebab`, or `--kebab` without a prefix.
    static func cssProperty(kebab: String, prefix: String) -> String { "--" + (prefix.isEmpty ? "" : prefix + "-") + kebab }

    /// Path segments split into words at anything that is not an ASCII letter or digit, and at
    /// lower-to-upper case changes (`largeTitle` → `large`, `Title`). Words are ASCII by
    /// construction, so this works on bytes.
    static func words(_ path: TokenPath) -> [String] {
        var words: [String] = []
        for segment in path.segments {
            var current: [UInt8] = []
            var previousLower = false
            for byte in segment.utf8 {
                let upper = byte >= 65 && byte <= 90, lower = byte >= 97 && byte <= 122, digit = byte >= 48 && byte <= 57
                guard upper || lower || digit else {
                    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)); current = [] }
                    previousLower = false
                    continue
                }
                if upper, previousLower, !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)); current = [] }
                current.append(byte)
                previousLower = lower || digit
            }
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        }
        return words
    }

    /// An ASCII word in lower case, or with only its first letter upper case.
    static func ascii(_ word: String, capitalized: Bool) -> String {
        var bytes = Array(word.utf8)
        for i in bytes.indices where bytes[i] >= 65 && bytes[i] <= 90 { bytes[i] += 32 }
        if capitalized, let first = bytes.first, first >= 97, first <= 122 { bytes[0] -= 32 }
        return String(decoding: bytes, as: UTF8.self)
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
