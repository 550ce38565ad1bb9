/// `dimens/2`, the json output's default schema. Screens with equal values share a row; each screen
/// says its `row`, and each token lists its values by row on one line, so the file grows with the
/// distinct rows rather than the screens, and no screen id is repeated per value.
extension JSONOutput {
    package static let rowSchema = "dimens/2"

    /// `rangeMinimum`: the fewest tokens of a range rendered apart (tests vary it; the text is
    /// the same whatever it is).
    static func renderByRow(
        _ table: ScaledTable, packed: PackedTable, source: @escaping @Sendable (SourceLocation) -> String,
        rangeMinimum: Int = 512
    ) -> String {
        var firstScreenOfRow = [Int](repeating: 0, count: packed.screenRowCount)
        var seen = Set<Int>()
        for (screen, row) in packed.rowOfScreen.enumerated() where seen.insert(row).inserted {
            firstScreenOfRow[row] = screen
        }
        // The header and the screens; the tokens' lines are rendered in ranges of their own.
        var out = JSONTextBuffer(capacity: table.screens.count * 300 + 1_024)
        out.open("{")
        out.key("schema")
        out.string(rowSchema)
        out.key("reference")
        out.value(.object(["width": .number(table.reference.width), "height": .number(table.reference.height)]))
        out.key("rows")
        out.value(.number(packed.screenRowCount))
        out.key("screens")
        let platforms = table.namesPlatforms
        out.value(
            .array(table.screens.indices.map { screen(table, $0, row: packed.rowOfScreen[$0], platforms: platforms) }))
        out.key("tokens")
        out.open("[")
        let labels = table.inputs.map { $0.label(for: ResolverInput.varying(table.inputs)) }
        let rows = firstScreenOfRow
        let separator = out.itemSeparator
        // Small ranges: a core that comes free while the other outputs render takes what is left.
        // Each range is its tokens' lines, joined as the array holds them.
        let parts = ParallelChunks.map(table.tokens.count, minimum: rangeMinimum, perCore: 8) { range in
            tokenLines(
                table.tokens[range], separator: separator, firstScreenOfRow: rows, table: table, labels: labels,
                source: source)
        }
        // The text is put together once from its pieces, the ranges never copied into `out`.
        if !table.tokens.isEmpty { out.item(json: []) }
        var pieces = [out.takeBytes()]
        for part in parts where !part.isEmpty {
            if pieces.count > 1 { pieces.append(separator) }
            pieces.append(part)
        }
        out.close("]")
        out.close("}")
        out.byte(UInt8(ascii: "\n"))
        pieces.append(out.takeBytes())
        return String(utf8Pieces: pieces)
    }

    /// Each of `tokens` on one compact line, its values by row (`firstScreenOfRow`), the lines
    /// joined by `separator`.
    private static func tokenLines(
        _ tokens: ArraySlice<ScaledToken>, separator: [UInt8], firstScreenOfRow: [Int], table: ScaledTable,
        labels: [String], source: (SourceLocation) -> String
    ) -> [UInt8] {
        var writer = RowWriter(tokens, firstScreenOfRow: firstScreenOfRow, screens: table.screens.indices)
        var line = JSONTextBuffer(pretty: false, capacity: tokens.count * (firstScreenOfRow.count * 8 + 120))
        for (index, token) in tokens.enumerated() {
            if index > 0 { line.raw(separator) }
            line.open("{")
            writeHeader(token, labels: labels, source: source, to: &line)
            if case .constant = token.values { line.key("value") } else { line.key("values") }
            writer.write(token.values, to: &line)
            writeTextSizes(token, sizes: table.textSizes, to: &line) { writer.write($0, to: &$1) }
            line.close("}")
        }
        return line.bytes
    }

    /// Writes the values of a range of tokens by row (the screen `firstScreenOfRow` gives each),
    /// doing each piece of work once: a distinct number is formatted once, and an array the scale
    /// stage evaluated once for several tokens is written once, its text kept from the first
    /// token holding it to the last.
    private struct RowWriter {
        let firstScreenOfRow: [Int]
        let screens: Range<Int>
        /// Each distinct number's text, by bit pattern.
        private var formatted: [UInt64: [UInt8]] = [:]
        /// How many of the tokens not yet written hold each shared array (by storage identity),
        /// and its text while some do.
        private var holders: [Int: Int] = [:]
        private var byStorage: [Int: [UInt8]] = [:]

        init(_ tokens: ArraySlice<ScaledToken>, firstScreenOfRow: [Int], screens: Range<Int>) {
            self.firstScreenOfRow = firstScreenOfRow
            self.screens = screens
            for token in tokens {
                if case .numbers(let values) = token.values { holders[values.storageIdentity, default: 0] += 1 }
            }
        }

        /// `values` as the json output writes them: by row, or a constant as it is.
        mutating func write(_ values: ScaledToken.Values, to line: inout JSONTextBuffer) {
            switch values {
            case .numbers(let values):
                let storage = values.storageIdentity
                let laterHolders = holders[storage, default: 1] - 1
                holders[storage] = laterHolders
                var text = byStorage[storage] ?? []
                if text.isEmpty {
                    var buffer = JSONTextBuffer(pretty: false, capacity: firstScreenOfRow.count * 8)
                    Self.byRow(values, firstScreenOfRow, &buffer) { number($0, &$1) }
                    text = buffer.bytes
                }
                byStorage[storage] = laterHolders > 0 ? text : nil
                line.raw(text)
            case .strings(let values): Self.byRow(values, firstScreenOfRow, &line) { $1.string($0) }
            case .booleans(let values): Self.byRow(values, firstScreenOfRow, &line) { $1.value(.bool($0)) }
            case .composite(let composite):
                Self.byRow(Array(screens), firstScreenOfRow, &line) { $1.value(composite.json($0)) }
            case .constant(let json): line.value(json)
            }
        }

        /// A number's text, formatted the first time it is met.
        private mutating func number(_ value: Double, _ line: inout JSONTextBuffer) {
            if let known = formatted[value.bitPattern] { return line.raw(known) }
            let text = Array(NumberText.plain(value == 0 ? 0 : value).utf8)
            formatted[value.bitPattern] = text
            line.raw(text)
        }

        /// An array of each row's value: that of its first screen (`firstScreenOfRow`).
        private static func byRow<T>(
            _ values: [T], _ firstScreenOfRow: [Int], _ line: inout JSONTextBuffer,
            _ write: (T, inout JSONTextBuffer) -> Void
        ) {
            line.open("[")
            for screen in firstScreenOfRow {
                line.item()
                write(values[screen], &line)
            }
            line.close("]")
        }
    }
}

extension String {
    /// The text of UTF-8 `pieces` put end to end, copied once.
    init(utf8Pieces pieces: [[UInt8]]) {
        let count = pieces.reduce(0) { $0 + $1.count }
        self.init(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for piece in pieces {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: piece)
                offset += piece.count
            }
            return offset
        }
    }
}
