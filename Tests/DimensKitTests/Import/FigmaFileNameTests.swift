import Testing

@testable import DimensKit

/// Figma's names become file names scalar by scalar: no grapheme cluster can carry a `/`, `\`,
/// NUL or control scalar into a path (issue 48, hostile input round three).
struct FigmaFileNameTests {
    /// Names a collection or a mode may have, each hiding a separator or a control in a grapheme
    /// (U+0D4E and U+111C2 are letters that join the character after them into one `Character`).
    static let hostile = [
        "\u{D4E}/x", "\u{D4E}/..", "a\u{D4E}/b", "\u{111C2}/etc", "\u{301}/x", "a\u{301}/b", "a/\u{301}..",
        "\u{301}/\u{301}/etc", "x\u{20DD}/y", "a\\\u{301}b", "n\u{0}ul",
        "\u{1B}[31mred", "\u{202E}txt.exe", "line\r\nbreak", "a\u{200D}/b", "..\u{301}/..",
    ]

    /// Whether `scalar` must never appear in a file name.
    static func forbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format
    }

    @Test(arguments: hostile)
    func noSeparatorOrControlSurvivesInAFileName(_ name: String) {
        let file = FigmaExport.fileName(name)
        #expect(!file.unicodeScalars.contains(where: Self.forbidden), "\(file.unicodeScalars.map(\.value))")
        #expect(!file.isEmpty && file != "." && file != "..")
    }

    @Test func marksOnLettersAreKept() {
        #expect(FigmaExport.fileName("Gro\u{308}ße") == "Gro\u{308}ße")
        #expect(FigmaExport.fileName("e\u{301}/\u{301}x") == "e\u{301}-x")
        #expect(FigmaExport.fileName("\u{301}/x") == "x")
    }

    /// Hostile mode names in an export never nest folders: every file is one level below its
    /// collection's folder at most.
    @Test func hostileModeNamesWriteNoNestedFolders() throws {
        let modes = [#"\u0D4E/x"#, #"a\u0D4E/..\u0301/b"#, #"\u001b]0;t\u0007"#]
        let files = modes.enumerated().map { index, mode in
            SourceFile(
                path: "design/Spacing/m\(index).tokens.json",
                text: FigmaExportTests.mode(mode, #"  "a": \#(FigmaExportTests.number("\(index + 1)"))"#))
        }
        let output = FigmaExportTests.read(files)
        // The resolver and one file per mode (the modes share nothing).
        #expect(output.files.count == 4, "\(output.files.map(\.path))")
        for file in output.files {
            let parts = file.path.dropFirst("tokens/design/".count).split(separator: "/")
            #expect(parts.count <= 2 && (parts.count == 1 || parts[0] == "Spacing"), "\(file.path)")
            #expect(!file.path.unicodeScalars.contains { $0 != "/" && Self.forbidden($0) }, "\(file.path)")
        }
    }
}
