/// The kind-neutral names a token path takes, computed once for every template: each output
/// kind derives its language's from them in its folder (`swift` from `camel`, a CSS custom
/// property from `kebab`).
package struct NameStyles: Sendable, Hashable {
    /// `spacing.card-padding` → `spacing-card-padding`.
    package var kebab: String
    /// `spacing.card-padding` → `spacingCardPadding` (never escaped).
    package var camel: String

    package init(path: TokenPath) {
        let words = Self.words(path)
        camel = words.enumerated().map { Self.ascii($1, capitalized: $0 > 0) }.joined()
        kebab = words.map { Self.ascii($0, capitalized: false) }.joined(separator: "-")
    }

    /// Path segments split into words at anything that cannot be part of a name, and at
    /// lower-to-upper case changes (`largeTitle` → `large`, `Title`). Letters and digits of every
    /// script, and the symbols Swift accepts in identifiers (emoji among them), are kept
    /// (`café`, `间距`, `🙂`): both Swift identifiers and CSS custom properties take them; what
    /// neither can hold (punctuation, spaces, controls, invisible formatting) separates words.
    static func words(_ path: TokenPath) -> [String] {
        var words: [String] = []
        for segment in path.segments {
            var current = String.UnicodeScalarView()
            var previousLower = false
            for scalar in segment.unicodeScalars {
                guard NameScalars.isWordScalar(scalar) else {
                    if !current.isEmpty {
                        words.append(String(current))
                        current = .init()
                    }
                    previousLower = false
                    continue
                }
                // ASCII by hand (most names; Unicode's properties are a table lookup each).
                let upper = scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
                let lower =
                    scalar.isASCII
                    ? ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) : scalar.properties.isLowercase
                if upper, previousLower, !current.isEmpty {
                    words.append(String(current))
                    current = .init()
                }
                current.append(scalar)
                previousLower = lower
            }
            if !current.isEmpty { words.append(String(current)) }
        }
        return words
    }

    /// A word in lower case, or with only its first letter upper case. ASCII letters are mapped
    /// by hand (the common case, and locale-free); other scripts by Unicode's case mapping.
    static func ascii(_ word: String, capitalized: Bool) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(word.utf8)
            for i in bytes.indices where bytes[i] >= 65 && bytes[i] <= 90 { bytes[i] += 32 }
            if capitalized, let first = bytes.first, first >= 97, first <= 122 { bytes[0] -= 32 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let lower = word.lowercased()
        guard capitalized, let first = lower.first else { return lower }
        return first.uppercased() + lower.dropFirst()
    }

}

/// Which characters names keep, by Swift's grammar of identifiers (The Swift Programming
/// Language, Lexical Structure): every scalar Swift accepts in an identifier is kept, except the
/// invisible formatting ones, so a name reads as what it is. CSS custom properties accept all of
/// them too (any non-ASCII code point is a name character in CSS).
enum NameScalars {
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        return (isSwiftIdentifierHead(scalar) || isSwiftIdentifierCombining(scalar))
            && !TextScalars.isInvisibleControl(scalar)
            && !(0x2060...0x206F).contains(scalar.value) && scalar.value != 0x00AD
    }

    /// Scalars that may begin a Swift identifier.
    static func isSwiftIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
            0xD8...0xF6, 0xF8...0xFF,
            0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
            0x202A...0x202E,
            0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
            0x2776...0x2793,
            0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
            0xF900...0xFD3D,
            // The grammar's range ends at U+FFFD, but swiftc reads the replacement character as an
            // invalid one in source: a name never holds it.
            0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFC,
        ]
        if ranges.contains(where: { $0.contains(v) }) { return true }
        // U+10000–U+EFFFD, each plane but its last two code points.
        return v >= 0x10000 && v <= 0xEFFFD && (v & 0xFFFF) <= 0xFFFD
    }

    /// Scalars Swift accepts inside an identifier but not at its start (combining marks).
    static func isSwiftIdentifierCombining(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x300...0x36F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v)
            || (0xFE20...0xFE2F).contains(v)
    }
}
