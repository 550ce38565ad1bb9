/// What the Kotlin templates write (`kotlin` in their context): every value the android output
/// writes, as a Kotlin property of the generated class, and the table of the Android screens'
/// distinct rows of values as text, cut into string constants of at most 60,000 bytes each (the
/// JVM's class file holds a constant of at most 65,535 bytes, and a method of 64 KB: text decoded
/// once keeps any number of tokens within both).
struct KotlinTable: Sendable {
    /// The Kotlin type of a value.
    enum Kind: String, Sendable {
        /// A length in dp (or a text size in sp): `Float`, Compose's `Dp` (`TextUnit`).
        case length, text
        /// A typography's letter spacing in ems (a fraction of its font size): `Float`, Compose's
        /// `TextUnit` in `em`.
        case em
        /// A number token: `Int` when whole on every screen, else `Double`.
        case int, double
        case string, boolean
    }

    struct Column: Sendable {
        /// The model's column.
        var column: Int
        var kind: Kind
        /// The Kotlin property name, escaped with backticks where it is a keyword, and without.
        var name: String
        var bareName: String
    }

    let columns: [Column]
    /// Each screen's row, and the rows' values (strings as an index into `strings`, booleans 0 or 1).
    let rowOfScreen: [Int]
    let rows: [[Double]]
    /// Every distinct string value, in first-seen order.
    let strings: [String]

    init(_ model: RenderModel) {
        let android = model.androidColumns
        let cells = AndroidColumns.cells(model.table)
        var strings: [String] = []
        var stringIndex: [String: Int] = [:]
        var packed: [[Double]] = []
        var columns: [Column] = []
        for (k, column) in android.columns.enumerated() {
            let values: [Double] = cells[k].map { cell in
                switch cell {
                case .number(let value): return value
                case .flag(let flag): return flag ? 1 : 0
                case .text(let text):
                    if let known = stringIndex[text] { return Double(known) }
                    stringIndex[text] = strings.count
                    strings.append(text)
                    return Double(strings.count - 1)
                }
            }
            let kind: Kind
            switch column.kind {
            case .dimension(let unit): kind = unit == "sp" ? .text : .length
            case .em: kind = .em
            case .number:
                kind =
                    values.allSatisfy { $0.rounded() == $0 && $0 >= Double(Int32.min) && $0 <= Double(Int32.max) }
                    ? .int : .double
            case .string: kind = .string
            case .boolean: kind = .boolean
            }
            let bare = KotlinNames.property(model.names[column.column])
            columns.append(
                Column(
                    column: column.column, kind: kind,
                    name: KotlinIdentifier.keywords.contains(bare) ? "`\(bare)`" : bare, bareName: bare))
            packed.append(values)
        }
        var rowIndex: [[Double]: Int] = [:]
        var rows: [[Double]] = []
        rowOfScreen = model.table.screens.indices.map { screen in
            let row = packed.map { $0[screen] }
            if let known = rowIndex[row] { return known }
            rowIndex[row] = rows.count
            rows.append(row)
            return rows.count - 1
        }
        self.rows = rows
        self.columns = columns
        self.strings = strings
    }

    /// The table as lines, one per column (`spacingCard 16 18.2857 …`: its values row by row),
    /// cut into chunks of at most `limit` bytes.
    func tableChunks(limit: Int = 60_000) -> [[String]] {
        let lines = columns.indices.map { column in
            ([columns[column].bareName] + rows.map { NumberText.plain($0[column] == 0 ? 0 : $0[column]) })
                .joined(separator: " ")
        }
        return Self.chunks(lines, limit: limit)
    }

    /// Lines cut into chunks whose lines (with a line feed each) add up to at most `limit` bytes.
    static func chunks(_ lines: [String], limit: Int) -> [[String]] {
        var chunks: [[String]] = []
        var size = limit
        for line in lines {
            let bytes = line.utf8.count + 1
            if size + bytes > limit || chunks.isEmpty {
                chunks.append([])
                size = 0
            }
            chunks[chunks.count - 1].append(line)
            size += bytes
        }
        return chunks
    }
}

/// Kotlin names of generated properties.
enum KotlinNames {
    /// `spacing.card-padding` → `spacingCardPadding`: the lowerCamelCase name, with every
    /// character Kotlin does not take in a name as `_` (Kotlin takes letters — Unicode's Lu, Ll,
    /// Lt, Lm, Lo and Nl — decimal digits and `_`; not marks, symbols or emoji), a leading `_`
    /// before a digit, and `value` before a name of underscores only (Kotlin reserves `_`, `__`, …).
    static func property(_ names: NameStyles) -> String {
        let letters: Set<Unicode.GeneralCategory> = [
            .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber,
        ]
        var name = String(
            String.UnicodeScalarView(
                names.camel.unicodeScalars.map { scalar in
                    letters.contains(scalar.properties.generalCategory) || scalar.properties.numericType == .decimal
                        || scalar == "_" ? scalar : "_"
                }))
        if name.allSatisfy({ $0 == "_" }) { name = "value" + name }
        if let first = name.unicodeScalars.first, first.properties.numericType == .decimal { name = "_" + name }
        return name
    }
}
