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
        // Values repeat across tokens and rows: each distinct number is formatted once.
        var formatted: [UInt64: [UInt8]] = [:]
        func number(_ value: Double, _ line: inout JSONTextBuffer) {
            if let known = formatted[value.bitPattern] { return line.raw(known) }
            let text = Array(NumberText.plain(value == 0 ? 0 : value).utf8)
            formatted[value.bitPattern] = text
            line.raw(text)
        }
        // Tokens the scale stage evaluated once share one array, and so one text: kept from the
        // first token holding the array to the last.
        var holders: [Int: Int] = [:]
        for token in tokens {
            if case .numbers(let values) = token.values { holders[values.storageIdentity, default: 0] += 1 }
        }
        var byStorage: [Int: [UInt8]] = [:]
        let rows = firstScreenOfRow.count
        var line = JSONTextBuffer(pretty: false, capacity: tokens.count * (rows * 8 + 120))
        for (index, token) in tokens.enumerated() {
            if index > 0 { line.raw(separator) }
            line.open("{")
            writeHeader(token, labels: labels, source: source, to: &line)
            func byRow<T>(_ values: [T], _ line: inout JSONTextBuffer, _ write: (T, inout JSONTextBuffer) -> Void) {
                line.open("[")
                for screen in firstScreenOfRow {
                    line.item()
                    write(values[screen], &line)
                }
                line.close("]")
            }
            func values(_ values: ScaledToken.Values, _ line: inout JSONTextBuffer) {
                switch values {
                case .numbers(let values):
                    let storage = values.storageIdentity
                    let laterHolders = holders[storage, default: 1] - 1
                    holders[storage] = laterHolders
                    var text = byStorage[storage] ?? []
                    if text.isEmpty {
                        var buffer = JSONTextBuffer(pretty: false, capacity: rows * 8)
                        byRow(values, &buffer) { number($0, &$1) }
                        text = buffer.bytes
                    }
                    byStorage[storage] = laterHolders > 0 ? text : nil
                    line.raw(text)
                case .strings(let values): byRow(values, &line) { $1.string($0) }
                case .booleans(let values): byRow(values, &line) { $1.value(.bool($0)) }
                case .composite(let composite):
                    byRow(Array(table.screens.indices), &line) { $1.value(composite.json($0)) }
                case .constant(let json): line.value(json)
                }
            }
            if case .constant = token.values { line.key("value") } else { line.key("values") }
            values(token.values, &line)
            writeTextSizes(token, sizes: table.textSizes, to: &line, values)
            line.close("}")
        }
        return line.bytes
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
