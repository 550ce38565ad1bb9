import DimensMustache

/// `lines`: where columns are lines in the window's width between catalogued widths
/// (`WindowLines`), for the generated lookups: `groups` (platform, family, sizeClass,
/// orientation) and `pieces` (group, and its platform, family, size class or `-`, orientation;
/// column, lower, upper, intercept, slope, and how the value is finished: `pixel` 1 or 0, `mode` 0
/// nearest, 1 down, 2 up, `min` and `max` or `-`), every field as text.
extension RenderContext {
    /// The fields of each piece, in the order above, with each piece's column given by `column` (a
    /// kind's own numbering; nil leaves a piece out).
    func linePieces(column: (Int) -> Int? = { $0 }) -> [[(key: String, value: String)]] {
        let lines = model.widthLines
        let n = NumberText.plain
        return lines.pieces.compactMap { piece in
            guard let own = column(piece.column), let finishing = lines.finishing[piece.column] else { return nil }
            let group = lines.groups[piece.group]
            let mode =
                switch finishing.rounding.mode {
                case .nearest: "0"
                case .down: "1"
                case .up: "2"
                }
            return [
                ("group", String(piece.group)), ("platform", group.platform.rawValue),
                ("family", group.family.rawValue), ("sizeClass", group.sizeClass?.rawValue ?? "-"),
                ("orientation", group.landscape ? "landscape" : "portrait"), ("column", String(own)),
                ("lower", n(piece.lower)), ("upper", n(piece.upper)), ("intercept", n(piece.intercept)),
                ("slope", n(piece.slope)), ("pixel", finishing.rounding.target == .pixel ? "1" : "0"), ("mode", mode),
                ("min", finishing.minimum.map(n) ?? "-"), ("max", finishing.maximum.map(n) ?? "-"),
            ]
        }
    }

    /// `lines` for a template.
    func linesValue() -> MustacheValue {
        let lines = model.widthLines
        let groups = lines.groups.enumerated().map { index, group in
            MustacheValue.object(
                MustacheObject([
                    ("index", .number(Double(index))), ("platform", .string(group.platform.rawValue)),
                    ("family", .string(group.family.rawValue)),
                    ("sizeClass", .string(group.sizeClass?.rawValue ?? "-")),
                    ("orientation", .string(group.landscape ? "landscape" : "portrait")),
                ]))
        }
        let pieces = linePieces().map { fields in
            MustacheValue.object(MustacheObject(fields.map { ($0.key, MustacheValue.string($0.value)) }))
        }
        return .object(
            MustacheObject([
                ("groups", .list(groups)), ("pieces", .list(pieces)), ("hasPieces", .bool(!pieces.isEmpty)),
            ]))
    }
}
