/// The values the Android outputs write: every per-screen token's own value and every length
/// of a composite (the columns CSS writes, `RenderModel.Column.isValue`), each with its Android
/// resource name, its kind and its value on each screen of a table.
struct AndroidColumns: Sendable {
    /// How a column is written as a resource.
    enum Kind: Sendable, Hashable {
        /// A length: `dp`, or `sp` for text sizes (a token with a `textStyle`, a typography's lengths).
        case dimension(unit: String)
        /// A number token: `<integer>` when every value written is whole, else a float `<item>`.
        case number
        case string
        case boolean
    }

    /// A value on one screen, comparable across screens.
    enum Cell: Sendable, Hashable {
        case number(Double)
        case text(String)
        case flag(Bool)
    }

    struct Column: Sendable {
        /// The model's column.
        var column: Int
        var name: String
        var kind: Kind
        /// The token's rounding: how far from its unrounded value a value may be on a screen.
        var rounding: Rounding
        /// The token has a `min` or `max`, near which rounding goes toward the inside.
        var bounded = false

        /// The most rounding moves a value on a screen of this pixel scale: half a step of its
        /// grid (a whole step rounding down or up, or toward the inside of `min`/`max`), 0
        /// without rounding.
        func slack(scale: Double) -> Double {
            let step: Double =
                switch rounding.target {
                case .none: 0
                case .pixel: 1 / scale
                case .point: 1
                case .half: 0.5
                }
            return rounding.mode == .nearest && !bounded ? step / 2 : step
        }
    }

    let columns: [Column]

    init(_ model: RenderModel) {
        columns = model.columns.indices.filter { model.columns[$0].isValue }.map { index in
            let facts = model.columns[index]
            let kind: Kind
            switch facts.type {
            case .number where facts.member == nil: kind = .number
            case .string where facts.member == nil: kind = .string
            case .boolean where facts.member == nil: kind = .boolean
            default:
                let text = facts.textStyle != nil || (facts.member != nil && facts.type == .typography)
                kind = .dimension(unit: text ? "sp" : "dp")
            }
            let settings = model.packed.columns[index].token.settings
            let rounding = Rounding(
                target: settings.round?.value ?? (facts.type == .number ? .none : .pixel),
                mode: settings.roundingMode?.value ?? .nearest)
            return Column(
                column: index, name: AndroidNames.resource(model.names[index]), kind: kind, rounding: rounding,
                bounded: settings.min != nil || settings.max != nil)
        }
    }

    /// One value column's cells on every screen of a table, read from the table's own arrays: a
    /// copy as `Cell`s would take three times the table's memory (200,000 typography lengths on an
    /// Android output's 700 probe screens are a gigabyte of doubles already).
    struct Cells: RandomAccessCollection, Sendable {
        enum Storage: Sendable {
            case numbers([Double])
            case texts([String])
            case flags([Bool])
        }

        let storage: Storage
        var startIndex: Int { 0 }
        var endIndex: Int {
            switch storage {
            case .numbers(let values): values.count
            case .texts(let values): values.count
            case .flags(let values): values.count
            }
        }

        subscript(screen: Int) -> Cell {
            switch storage {
            case .numbers(let values): .number(values[screen])
            case .texts(let values): .text(values[screen])
            case .flags(let values): .flag(values[screen])
            }
        }
    }

    /// Each value column's cells on every screen of `table` (parallel to `columns`).
    static func cells(_ table: ScaledTable) -> [Cells] {
        var result: [Cells] = []
        for token in table.tokens {
            switch token.values {
            case .constant: continue
            case .numbers(let values): result.append(Cells(storage: .numbers(values)))
            case .strings(let values): result.append(Cells(storage: .texts(values)))
            case .booleans(let values): result.append(Cells(storage: .flags(values)))
            case .composite(let composite):
                for member in composite.members where member.isLength {
                    guard case .numbers(let values) = member.values else { continue }
                    result.append(Cells(storage: .numbers(values)))
                }
            }
        }
        return result
    }
}
