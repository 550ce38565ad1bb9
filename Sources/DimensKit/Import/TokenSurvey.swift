/// A design system's token files as `dimens init --from` surveys them before any config exists:
/// every token's path, inherited `$type` and `$value`, read from each file alone (no merging, no
/// aliases followed). Enough to name the files' groups and breakpoints in the config init writes.
package struct TokenSurvey: Sendable {
    /// One token as a file writes it.
    package struct Entry: Sendable {
        package var path: [String]
        package var type: String?
        package var value: JSONValue
    }

    package var entries: [Entry] = []

    package init(_ files: [SourceFile]) {
        for file in files {
            guard let root = JSONParser.parse(file).value?.object else { continue }
            walk(root, path: [], type: nil)
        }
    }

    private mutating func walk(_ object: JSONObject, path: [String], type: String?) {
        let type = object["$type"]?.string ?? type
        if let value = object["$value"] {
            entries.append(Entry(path: path, type: type, value: value))
            return
        }
        for member in object.members where !member.key.hasPrefix("$") {
            if let child = member.value.object { walk(child, path: path + [member.key], type: type) }
        }
    }

    /// The breakpoint tokens' widths in points, by their lowercased name: dimension tokens in a
    /// group whose name contains `breakpoint` (`breakpoint.md = 672px`, `layout.breakpoints.lg`),
    /// in `px` or `pt` (one point each) or `rem` (16 points); the first file's value of a name wins.
    package var breakpoints: [String: Double] {
        var widths: [String: Double] = [:]
        for entry in entries where entry.path.count > 1 {
            guard entry.path.dropLast().contains(where: { $0.lowercased().contains("breakpoint") }),
                let object = entry.value.object, let amount = object["value"]?.number?.double,
                let unit = object["unit"]?.string, let perUnit = ["px": 1.0, "pt": 1, "rem": 16][unit]
            else { continue }
            let name = entry.path.last!.lowercased()
            if widths[name] == nil { widths[name] = amount * perUnit }
        }
        return widths
    }
}
