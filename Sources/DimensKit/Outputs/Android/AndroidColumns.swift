/// The values the Android outputs write: every per-screen token's own value and every length
/// of a composite (the columns CSS writes, `RenderModel.Column.isValue`), each with its Android
/// resource name, its kind and its value on each screen of a table.
struct AndroidColumns: Sendable {
    /// How a column is written as a resource.
    enum Kind: Sendable, Hashable {
        /// A length: `dp`, or `sp` for text sizes (a token with a `textStyle`, a typography's lengths).
        case dimension(unit: String)
        /// A typography's `letterSpacing` as a fraction of the same screen's `fontSize`: ems, as
        /// `android:letterSpacing` and Compose's `TextUnit.em` take it (`AndroidColumns+Ems`).
        case em
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
        /// For a letter spacing in ems: the font size it is divided by.
        var font: FontSize? = nil

        /// The most rounding moves a value on a screen of this pixel scale: half a step of its
        /// grid (a whole step rounding down or up, or toward the inside of `min`/`max`), 0
        /// without rounding. In ems, the spacing's and the font size's rounding over the smallest
        /// font size.
        func slack(scale: Double) -> Double {
            let own = Self.slack(rounding, bounded: bounded, scale: scale)
            guard let font else { return own }
            return (own + font.largestEm * Self.slack(font.rounding, bounded: font.bounded, scale: scale))
                / font.smallest
        }

        static func slack(_ rounding: Rounding, bounded: Bool, scale: Double) -> Double {
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
        let fonts = Self.fontColumns(model)
        let settingsOf = { (index: Int) in model.packed.columns[index].token.settings }
        var columns: [Column] = model.columns.indices.filter { model.columns[$0].isValue }.map { index in
            let facts = model.columns[index]
            let kind: Kind
            switch facts.type {
            case _ where fonts[index] != nil: kind = .em
            case .number where facts.member == nil: kind = .number
            case .string where facts.member == nil: kind = .string
            case .boolean where facts.member == nil: kind = .boolean
            default:
                let text = facts.textStyle != nil || (facts.member != nil && facts.type == .typography)
                kind = .dimension(unit: text ? "sp" : "dp")
            }
            let settings = settingsOf(index)
            return Column(
                column: index, name: AndroidNames.resource(model.names[index]), kind: kind,
                rounding: Self.rounding(settings, type: facts.type), bounded: settings.min != nil || settings.max != nil
            )
        }
        Self.measureFonts(&columns, fonts: fonts, model: model)
        self.columns = columns
    }

    /// How a token's lengths are rounded: its `round` and `roundingMode`, else to the pixel
    /// (numbers not at all).
    static func rounding(_ settings: DimensSettings, type: TokenType?) -> Rounding {
        Rounding(
            target: settings.round?.value ?? (type == .number ? .none : .pixel),
            mode: settings.roundingMode?.value ?? .nearest)
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
                let sizes = fontSizes(of: composite)
                for member in composite.members where member.isLength {
                    guard case .numbers(let values) = member.values else { continue }
                    if member.role == .letterSpacing, let sizes {
                        result.append(Cells(storage: .numbers(ems(values, sizes))))
                    } else {
                        result.append(Cells(storage: .numbers(values)))
                    }
                }
            }
        }
        return result
    }
}
