/// Letter spacing in ems. `android:letterSpacing` is a float in ems, read with
/// `TypedArray.getFloat` (AOSP `TextView`, `TextAppearance_letterSpacing`): a `<dimen>` in `sp`
/// links, and then throws `NumberFormatException` when the layout inflates. Compose's
/// `TextStyle.letterSpacing` takes `TextUnit.em` too. An em stays a fraction of the text it spaces
/// whatever the reader's font scale, also under Android 14's nonlinear font scaling, which grows
/// large text less than small text: a spacing converted to `sp` would follow the linear curve and
/// drift from its text. So a typography's `letterSpacing` is written as its value over the same
/// screen's `fontSize` (both as the json output lists them), which gives back the json's spacing at
/// that font size; a font size of 0 (no text) gives 0.
extension AndroidColumns {
    /// The font size a letter spacing in ems is divided by, measured over the table's screens for
    /// the steps' slack (`Column.slack`).
    struct FontSize: Sendable {
        var rounding: Rounding
        var bounded: Bool
        /// The smallest positive font size on any screen (1 where none is positive).
        var smallest: Double
        /// The largest letter spacing in ems on any screen, by magnitude.
        var largestEm: Double
    }

    /// A typography's font sizes on every screen, when it has them as numbers.
    static func fontSizes(of composite: ScaledComposite) -> [Double]? {
        guard composite.type == .typography,
            let font = composite.members.first(where: { $0.path == ["fontSize"] && $0.isLength }),
            case .numbers(let sizes) = font.values
        else { return nil }
        return sizes
    }

    /// `spacing / size` screen by screen; 0 where the size is 0.
    static func ems(_ spacings: [Double], _ sizes: [Double]) -> [Double] {
        zip(spacings, sizes).map { spacing, size in size == 0 ? 0 : spacing / size }
    }

    /// The model column of each typography's `letterSpacing` written in ems → its `fontSize`'s.
    static func fontColumns(_ model: RenderModel) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for composite in model.composites {
            guard case .composite(let values) = model.table.tokens[composite.tokenIndex].values,
                fontSizes(of: values) != nil, let font = composite.column(["fontSize"])
            else { continue }
            for (member, column) in composite.members where member.role == .letterSpacing && member.isLength {
                result[column] = font
            }
        }
        return result
    }

    /// Gives each letter spacing in ems its font size's rounding and range over the table.
    static func measureFonts(_ columns: inout [Column], fonts: [Int: Int], model: RenderModel) {
        guard !fonts.isEmpty else { return }
        let cells = Self.cells(model.table)
        let valueColumn = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1.column, $0) })
        for k in columns.indices {
            guard let font = fonts[columns[k].column], let f = valueColumn[font] else { continue }
            let numbers = { (cells: Cells) in
                cells.compactMap { cell -> Double? in if case .number(let value) = cell { value } else { nil } }
            }
            let settings = model.packed.columns[font].token.settings
            columns[k].font = FontSize(
                rounding: rounding(settings, type: model.columns[font].type),
                bounded: settings.min != nil || settings.max != nil,
                smallest: numbers(cells[f]).filter { $0 > 0 }.min() ?? 1,
                largestEm: numbers(cells[k]).map(abs).max() ?? 0)
        }
    }
}
