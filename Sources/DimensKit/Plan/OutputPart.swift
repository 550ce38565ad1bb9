/// One file of a split swift output (`"split": N`): the table file (the type, its API and the
/// table's data, part 0) or one of the N accessor files (parts 1…N), each holding the tokens whose
/// path hashes to it. A token keeps its file while it keeps its path, so editing it rewrites its
/// file and the table file only, and the compiler recompiles those two.
package struct OutputPart: Sendable, Hashable {
    /// 0 for the table file, 1…`count` for an accessor file.
    package var number: Int
    /// How many accessor files the output has; 0 for an output written whole.
    package var count: Int

    package init(number: Int, count: Int) {
        self.number = number
        self.count = count
    }

    /// The whole output in one file: the table and every accessor.
    package static let whole = OutputPart(number: 0, count: 0)

    package var isSplit: Bool { count > 0 }
    /// Whether the file holds the type, its API and the table.
    package var holdsTable: Bool { number == 0 }
    /// Whether the file holds token accessors (all of them when the output is whole).
    package var holdsAccessors: Bool { !isSplit || number > 0 }

    /// The parts of an output split into `count` accessor files (none when `count` is below 2).
    package static func parts(_ count: Int) -> [OutputPart] {
        count < 2 ? [.whole] : (0...count).map { OutputPart(number: $0, count: count) }
    }

    /// Whether the token or composite at `path` is written in this file.
    func holds(_ path: TokenPath) -> Bool {
        !isSplit || number > 0 && Self.number(of: path, count: count) == number
    }

    /// The accessor file of `path` among `count` (1 when `count` is below 2): FNV-1a (64 bits) of
    /// its dotted UTF-8, the same on every machine and in every build.
    package static func number(of path: TokenPath, count: Int) -> Int {
        guard count > 1 else { return 1 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.description.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(hash % UInt64(count)) + 1
    }

    /// This file's path: the output's own for the table (`Gen/Dimens.swift`), else the accessor
    /// file's beside it (`Gen/Dimens+Tokens3.swift`).
    package func path(for outputPath: String) -> String {
        guard number > 0 else { return outputPath }
        let (stem, suffix) = Self.nameParts(outputPath)
        return stem + "+Tokens\(number)" + suffix
    }

    /// The number of the accessor file at `filePath` (relative to the output folder, as
    /// `outputPath`) among any count (`Gen/Dimens+Tokens3.swift` beside `Gen/Dimens.swift` is 3);
    /// nil for any other file.
    package static func accessorNumber(of filePath: String, outputPath: String) -> Int? {
        let (stem, suffix) = nameParts(outputPath)
        let prefix = stem + "+Tokens"
        guard filePath.hasPrefix(prefix), filePath.hasSuffix(suffix) else { return nil }
        let digits = filePath.dropFirst(prefix.count).dropLast(suffix.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// `Gen/Dimens.swift` as `Gen/Dimens` and `.swift`: an accessor file's `+TokensN` goes between.
    private static func nameParts(_ outputPath: String) -> (stem: Substring, suffix: Substring) {
        let name = outputPath.lastIndex(of: "/").map { outputPath.index(after: $0) } ?? outputPath.startIndex
        let dot = outputPath[name...].lastIndex(of: ".") ?? outputPath.endIndex
        return (outputPath[..<dot], outputPath[dot...])
    }
}
