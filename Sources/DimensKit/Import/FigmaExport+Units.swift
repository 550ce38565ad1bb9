/// Figma's number variables carry no unit; their scopes (the fields a variable is offered for)
/// say which are lengths, which Figma applies in pixels.
extension FigmaExport {
    /// Scopes of number variables that are lengths in pixels: corner radius, width and height,
    /// gaps (auto layout spacing and padding), stroke width, font size, paragraph spacing and
    /// indent, effects (shadow offsets, blur, spread). Line height and letter spacing are left
    /// out: Figma files write both as pixels and as multiples of the font size.
    static let lengthScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "FONT_SIZE", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
        "EFFECT_FLOAT",
    ]

    /// Number tokens become `dimension` tokens in `px` where Figma offers them only for lengths:
    /// each group of number tokens joined by aliases becomes dimensions together when one of them
    /// has only length scopes and none a scope of another kind (opacity, font weight, …);
    /// `ALL_SCOPES` says nothing either way. The value is unchanged, so every screen gets the
    /// number of the mode's file; dimens writes it as a length (`CGFloat` in Swift, `px` in CSS).
    static func lengthsInPixels(_ collections: inout [FigmaCollection]) {
        var parent: [[String]: [String]] = [:]
        func root(_ path: [String]) -> [String] {
            var path = path
            while let up = parent[path], up != path { path = up }
            return path
        }
        var kinds: [[String]: (length: Bool, other: Bool)] = [:]
        let numbers = collections.flatMap { $0.modes.flatMap(\.entries) }.filter { $0.isToken && $0.type == "number" }
        for entry in numbers { parent[entry.path] = parent[entry.path] ?? entry.path }
        for entry in numbers {
            guard let text = entry.value.object?["$value"]?.string, text.hasPrefix("{"), text.hasSuffix("}") else {
                continue
            }
            let target = text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(
                String.init)
            if parent[target] != nil { parent[root(entry.path)] = root(target) }
        }
        for entry in numbers {
            let scopes = (entry.value.object?["$extensions"]?.object?["com.figma.scopes"]?.array ?? []).compactMap(
                \.string
            ).filter { $0 != "ALL_SCOPES" }
            var kind = kinds[root(entry.path)] ?? (false, false)
            kind.length = kind.length || (!scopes.isEmpty && scopes.allSatisfy(lengthScopes.contains))
            kind.other = kind.other || scopes.contains { !lengthScopes.contains($0) }
            kinds[root(entry.path)] = kind
        }
        rewriteTokens(&collections) { _, entry, token in
            guard entry.type == "number", let kind = kinds[root(entry.path)], kind.length, !kind.other else {
                return nil
            }
            var token = token
            for index in token.members.indices {
                let member = token.members[index]
                let at = member.value.position
                if member.key == "$type" {
                    token.members[index].value = JSONValue(.string("dimension"), at: at)
                } else if member.key == "$value", member.value.number != nil {
                    token.members[index].value = .object([
                        "value": member.value, "unit": JSONValue(.string("px"), at: at),
                    ])
                }
            }
            return token
        }
    }
}
