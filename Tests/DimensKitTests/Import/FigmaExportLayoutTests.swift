import Testing

@testable import DimensKit

/// How the files of an export become collections: a folder per collection, hidden ones too, and
/// files side by side sorted by the variables they hold, named after what their names share.
struct FigmaExportLayoutTests {
    typealias Export = FigmaExportTests

    /// A mode file at `design/<path>` naming `mode`, with number variables `names` (value 1).
    static func file(_ path: String, _ mode: String, _ names: [String], value: String = "1") -> SourceFile {
        let tokens = names.map { #"  "\#($0)": \#(Export.number(value))"# }.joined(separator: ",\n")
        return SourceFile(path: "design/\(path)", text: Export.mode(mode, tokens))
    }

    static func document(_ output: FigmaExport.Output) throws -> ResolverDocument {
        let text = try #require(output.files.first?.text)
        return try #require(ResolverParser.parse(SourceFile(path: "r.resolver.json", text: text)).0)
    }

    @Test(arguments: [
        ([("theme-colors.light.tokens.json", "Light"), ("theme-colors.dark.tokens.json", "Dark")], "theme-colors"),
        ([("spacing.tokens.json", "Mode 1")], "spacing"),
        ([("spacing-mobile.json", "Mobile"), ("spacing-tablet.json", "Tablet")], "spacing"),
        ([("spacing_sm.tokens.json", "Small"), ("spacing_md.tokens.json", "Medium")], "spacing"),
        ([("theme.light.json", "Day"), ("theme.lighter.json", "Night")], "theme"),
        ([(".shadow.light.tokens.json", "Light"), (".shadow.dark.tokens.json", "Dark")], ".shadow"),
        ([("Light.tokens.json", "Light"), ("Dark.tokens.json", "Dark")], "design"),
        ([("Mode 1.tokens.json", "Mode 1")], "design"),
        ([("abc.json", "A"), ("abd.json", "B")], "design"),
        ([("highlight.json", "Light")], "highlight"),
    ])
    func aCollectionIsNamedAfterWhatItsFileNamesShare(_ files: [(String, String)], _ expected: String) {
        #expect(FigmaExport.collectionName(files.map { ("design/\($0.0)", $0.1) }, otherwise: "design") == expected)
    }

    @Test func filesSideBySideAreSortedByTheVariablesTheyHold() throws {
        let output = Export.read([
            Self.file("theme-colors.light.tokens.json", "Light", ["bg", "fg"]),
            Self.file("theme-colors.dark.tokens.json", "Dark", ["bg", "fg"], value: "2"),
            Self.file("spacing.tokens.json", "Mode 1", ["gap"]),
            Self.file("primitives.tokens.json", "Mode 1", ["space"]),
        ])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        #expect(
            output.files.map(\.path) == [
                "tokens/design/design.resolver.json", "tokens/design/primitives.tokens.json",
                "tokens/design/spacing.tokens.json", "tokens/design/theme-colors/Dark.tokens.json",
                "tokens/design/theme-colors/Light.tokens.json",
            ])
        let document = try Self.document(output)
        #expect(document.order.map(\.name) == ["primitives", "spacing", "theme-colors"])
        #expect(document.modifiers["theme-colors"]?.contextNames == ["Dark", "Light"])
    }

    /// Folders beside files: each folder is a collection as before, the files are sorted.
    @Test func foldersAndFilesSideBySideMix() throws {
        let output = Export.read([
            Self.file("Spacing/Mobile.tokens.json", "Mobile", ["gap"]),
            Self.file("Spacing/Desktop.tokens.json", "Desktop", ["gap"], value: "2"),
            Self.file("colors.light.json", "Light", ["bg"]),
            Self.file("colors.dark.json", "Dark", ["bg"], value: "2"),
            Self.file("primitives.json", "Mode 1", ["space"]),
        ])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        let document = try Self.document(output)
        #expect(document.order.map(\.name) == ["colors", "primitives", "Spacing"])
        #expect(Set(document.modifiers.keys) == ["colors", "Spacing"])
    }

    /// A collection hidden from publishing (`.Shadow`) is read like any other, its set and
    /// modifier named without the dot.
    @Test func aHiddenCollectionIsReadAndNamedWithoutItsDot() throws {
        let output = Export.read([
            Self.file(".Shadow/Light.tokens.json", "Light", ["blur", "y"]),
            Self.file(".Shadow/Dark.tokens.json", "Dark", ["blur", "y"], value: "2"),
            Self.file(".elevation.tokens.json", "Mode 1", ["card"]),
        ])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        let document = try Self.document(output)
        #expect(document.order.map(\.name) == ["elevation", "Shadow"])
        #expect(document.modifiers["Shadow"]?.contextNames == ["Dark", "Light"])
        #expect(output.files.map(\.path).contains("tokens/design/Shadow/Light.tokens.json"))
        #expect(output.files.first?.text.contains("Figma collection '.Shadow' (hidden from publishing)") == true)
    }

    /// Files side by side that are neither one collection's modes nor several collections: one
    /// error, however many variables they hold, naming the files.
    @Test func filesThatCannotBeSortedAreOneError() throws {
        let names = (1...500).map { "t\($0)" }
        let partly = Export.read([
            Self.file("theme.light.json", "Light", names),
            Self.file("theme.dark.json", "Dark", Array(names.dropLast()), value: "2"),
            Self.file("spacing.json", "Mode 1", ["gap"]),
        ])
        #expect(partly.files.isEmpty)
        #expect(partly.diagnostics.map(\.code) == [.figmaLayout])
        #expect(
            partly.diagnostics.first?.message
                == "'design/theme.dark.json' and 'design/theme.light.json' share 499 variables but not all: 't500' is in 'design/theme.light.json' only, so the files directly in 'design' cannot be sorted into collections"
        )
        let twice = Export.read([
            Self.file("a.json", "Light", names), Self.file("b.json", "Light", names, value: "2"),
            Self.file("c.json", "Mode 1", ["gap"]), Self.file("d.json", "Mode 1", ["gap"]),
        ])
        #expect(twice.diagnostics.map(\.code) == [.figmaLayout])
        #expect(twice.diagnostics.first?.message.contains("'design/a.json' and 'design/b.json' hold the same") == true)
        #expect(twice.diagnostics.first?.notes.first?.message.contains("'design/c.json' and 'design/d.json'") == true)
        let typed = Export.read([
            Self.file("x.json", "Light", ["a"]),
            SourceFile(
                path: "design/y.json", text: Export.mode("Dark", #"  "a": { "$type": "string", "$value": "1" }"#)),
        ])
        #expect(typed.diagnostics.map(\.code) == [.figmaLayout])
        #expect(typed.diagnostics.first?.message.contains("of type 'number' in one and of type 'string'") == true)
    }

    /// Two copies of a collection: one error, not one per token.
    @Test func overlappingCollectionsAreOneErrorPerPair() throws {
        let names = (1...300).map { "t\($0)" }
        let output = Export.read([
            Self.file("A/Mode 1.json", "Mode 1", names), Self.file("B/Mode 1.json", "Mode 1", names),
        ])
        #expect(output.diagnostics.map(\.code) == [.figmaCollectionOverlap])
        #expect(
            output.diagnostics.first?.notes.last?.message
                == "and 299 more tokens of collection 'B' overlap collection 'A' likewise")
    }

    @Test func whatIsLeftOutIsOneWarning() throws {
        #expect(FigmaExport.leftOut([], folder: "design") == nil)
        let one = try #require(FigmaExport.leftOut([".DS_Store"], folder: "design"))
        #expect(one.severity == .warning && one.code == .figmaLeftOut)
        #expect(one.message == "'design' holds an entry that is not a JSON file, left out: 'design/.DS_Store'")
        let many = try #require(FigmaExport.leftOut((1...7).map { "n\($0).md" }, folder: "design"))
        #expect(
            many.message
                == "'design' holds 7 entries that are not JSON files, left out: 'design/n1.md', 'design/n2.md', 'design/n3.md', 'design/n4.md', 'design/n5.md' and 2 more"
        )
    }
}
