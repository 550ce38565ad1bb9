import Foundation
import Testing

@testable import DimensCLI

/// A file read back a piece at a time is the same as the text exactly when every byte is, whether
/// it is shorter, longer or different in any piece.
struct FileComparisonTests {
    /// Text of `count` bytes, different at every offset within a piece.
    static func text(_ count: Int) -> String {
        String(decoding: (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) }, as: UTF8.self)
    }

    static let piece = FileComparison.pieceBytes
    static let long = text(2 * piece + 17)

    /// The file's text, the text compared with it, and whether the file holds it.
    static let cases: [(String, String, Bool)] = [
        ("", "", true),
        ("", "a", false),
        ("a", "", false),
        ("ab", "ab", true),
        ("ab", "abc", false),
        ("abc", "ab", false),
        ("ab", "ac", false),
        ("é", "é", true),
        (long, long, true),
        (long, String(long.dropLast()), false),
        (String(long.dropLast()), long, false),
        (long, String(long.dropLast()) + "!", false),
        (long, "!" + String(long.dropFirst()), false),
        (text(piece), text(piece), true),
        (text(piece), text(piece + 1), false),
    ]

    @Test(arguments: cases)
    func aFileHoldsTheTextOnlyWhenEveryByteIs(onDisk: String, text: String, holds: Bool) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-compare-\(UUID().uuidString)")
        try Data(onDisk.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileComparison.fileHolds(file.path, text) == holds, "\(onDisk.utf8.count) against \(text.utf8.count)")
    }

    @Test func aMissingFileAFolderOrAPipeHoldsNothing() throws {
        #expect(!FileComparison.fileHolds("/nonexistent-\(UUID().uuidString)", ""))
        #expect(!FileComparison.fileHolds(FileManager.default.temporaryDirectory.path, ""))
        let pipe = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-pipe-\(UUID().uuidString)")
        try #require(mkfifo(pipe.path, 0o600) == 0)
        defer { try? FileManager.default.removeItem(at: pipe) }
        // Refused at once: a pipe with no writer would block a plain open for good.
        #expect(!FileComparison.fileHolds(pipe.path, ""))
    }
}
