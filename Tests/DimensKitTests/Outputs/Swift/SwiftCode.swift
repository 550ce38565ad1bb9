import Foundation

/// Swift source reduced to its code for text checks: comments dropped, and the contents of string
/// literals (one-line, multi-line and raw) blanked, so a name in a doc comment or in the table's
/// text is not taken for a use.
enum SwiftCode {
    /// `lines` (consecutive lines of one file) with comments and string contents removed.
    static func strip(_ lines: [String]) -> [String] {
        var inMultiline: String?  // the closing delimiter of the open multi-line literal
        return lines.map { line in
            var result = ""
            var characters = Substring(line)
            while !characters.isEmpty {
                if let closing = inMultiline {
                    guard let end = characters.range(of: closing) else { break }
                    result += "\"\""
                    characters = characters[end.upperBound...]
                    inMultiline = nil
                } else if characters.hasPrefix("//") {
                    break
                } else if let opening = ["#\"\"\"", "\"\"\""].first(where: { characters.hasPrefix($0) }) {
                    inMultiline = opening == "\"\"\"" ? "\"\"\"" : "\"\"\"#"
                    characters = characters.dropFirst(opening.count)
                } else if characters.hasPrefix("#\"") || characters.hasPrefix("\"") {
                    let raw = characters.hasPrefix("#")
                    characters = characters.dropFirst(raw ? 2 : 1)
                    // Skip to the closing quote (an escaped quote does not close a plain literal).
                    while let first = characters.first {
                        characters = characters.dropFirst()
                        if !raw, first == "\\" {
                            characters = characters.dropFirst()
                        } else if first == "\"", !raw || characters.hasPrefix("#") {
                            if raw { characters = characters.dropFirst() }
                            break
                        }
                    }
                    result += "\"\""
                } else {
                    result.append(characters.removeFirst())
                }
            }
            return result
        }
    }

    /// One line on its own.
    static func strip(_ line: String) -> String { strip([line])[0] }
}
