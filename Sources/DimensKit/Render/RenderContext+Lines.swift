import DimensMustache

/// `lines`: where columns are lines in the window's width between catalogued widths
/// (`WindowLines`), for the generated lookups: `groups` (platform, family, sizeClass,
/// orientation) and `pieces` (group, and its platform, family, size class or `-`, orientation;
/// column, lower, upper, intercept, slope, and how the value is finished: `pixel` 1 or 0, `mode` 0
/// nearest, 1 down, 2 up, `min` and `max` or `-`).
extension RenderContext {
    /// The lines, with each piece's column given by `column` (a kind's own numbering; nil leaves a
    /// piece out).
    func linesValue(column: (Int) -> Int? = { $0 }) -> MustacheValue {
        let lines = model.widthLines
        let groups = lines.groups.enumerated().map { index, group in
            MustacheValue.object(
                MustacheObject([
                    ("index", .number(Double(index))), ("platform", .string(group.platform.rawValue)),
                    ("family", .string(group.family.rawValue)),
                    ("sizeClass", group.sizeClass.map { .string($0.rawValue) } ?? .string("")),
                    ("orientation", .string(group.landscape ? "landscape" : "portrait")),
                ]))
        }
        var pieces: [MustacheValue] = []
        for piece in lines.pieces {
            guard let own = column(piece.column), let finishing = lines.finishing[piece.column] else { continue }
            let group = lines.groups[piece.group]
            let mode: Double =
                switch finishing.rounding.mode {
                case .nearest: 0
                case .down: 1
                case .up: 2
                }
            pieces.append(
                .object(
                    MustacheObject([
                        ("group", .number(Double(piece.group))), ("platform", .string(group.platform.rawValue)),
                        ("family", .string(group.family.rawValue)),
                        ("sizeClass", .string(group.sizeClass?.rawValue ?? "-")),
                        ("orientation", .string(group.landscape ? "landscape" : "portrait")),
                        ("column", .number(Double(own))),
                        ("lower", .string(NumberText.plain(piece.lower))), ("upper", .string(NumberText.plain(piece.upper))),
                        ("intercept", .string(NumberText.plain(piece.intercept))), ("slope", .string(NumberText.plain(piece.slope))),
                        ("pixel", .number(finishing.rounding.target == .pixel ? 1 : 0)), ("mode", .number(mode)),
                        ("min", finishing.minimum.map { .string(NumberText.plain($0)) } ?? .string("-")),
                        ("max", finishing.maximum.map { .string(NumberText.plain($0)) } ?? .string("-")),
                    ])))
        }
        return .object(
            MustacheObject([
                ("groups", .list(groups)), ("pieces", .list(pieces)), ("hasPieces", .bool(!pieces.isEmpty)),
            ]))
    }
}
