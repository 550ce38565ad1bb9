import DimensKit
import Foundation
import Testing

/// The generated Swift is reviewable in a diff: no line over 200 characters, and a change to one
/// token's value changes only that token's lines of the table (its own line, and the column it
/// now reads if no other token had those values).
struct SwiftOutputReviewTests {
    /// The example's Swift and json outputs, with `change` applied to one token file first.
    func outputs(changing file: String, _ change: (String) -> String) throws -> (swift: String, json: String) {
        let folder = BuiltInTemplateTests.root.appendingPathComponent("tokens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".tokens.json")
        }.sorted()
            .map { name in
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                return SourceFile(path: name, text: name == file ? change(text) : text)
            }
        let config = try #require(
            ConfigParser.parse(
                SourceFile(
                    path: "dimens.json",
                    text: String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)),
                directory: "."
            ).0)
        let compilation = Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn)
        return (
            try #require(compilation.outputs.first { $0.path.hasSuffix(".swift") }?.text),
            try #require(compilation.outputs.first { $0.path.hasSuffix(".json") }?.text)
        )
    }

    /// Lines of `new` not in `old`, counted as a multiset, each with the tokens it belongs to in
    /// the storage literal: a token's own line (`name key`) names it; a column's lines (`key
    /// base64` and its indented continuations) name every token that reads the column. Nil
    /// outside the literal.
    func addedLines(_ old: String, _ new: String) -> [(line: Substring, tokens: Set<Substring>?)] {
        var remaining = Dictionary(old.split(separator: "\n").map { ($0, 1) }, uniquingKeysWith: +)
        let lines = new.split(separator: "\n")
        let start = lines.firstIndex { $0.hasSuffix("storage: StaticString = #\"\"\"") }.map { $0 + 1 } ?? lines.count
        let end = lines[start...].firstIndex { $0.contains("\"\"\"#") } ?? lines.count
        let separator = lines[start..<end].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "=" } ?? end
        var readers: [Substring: Set<Substring>] = [:]
        for line in lines[min(separator + 1, end)..<end] {
            let fields = line.split(separator: " ")
            if fields.count == 2 { readers[fields[1], default: []].insert(fields[0]) }
        }
        var key: Substring = ""
        var added: [(Substring, Set<Substring>?)] = []
        for (index, line) in lines.enumerated() {
            var tokens: Set<Substring>?
            if index >= start, index < separator {
                let trimmed = line.drop { $0 == " " }
                if line.count - trimmed.count == 8 { key = trimmed.split(separator: " ").first ?? "" }
                tokens = readers[key] ?? []
            } else if index > separator, index < end {
                tokens = [line.split(separator: " ").first ?? ""]
            }
            if let count = remaining[line], count > 0 {
                remaining[line] = count - 1
            } else {
                added.append((line, tokens))
            }
        }
        return added
    }

    /// A change that keeps which screens share values touches only the changed tokens: their
    /// table lines and their documentation lines (a value's range), nothing else.
    @Test func changingOneBaseValueChangesOnlyTheLinesOfTheTokensItChanges() throws {
        let before = try outputs(changing: "") { $0 }
        let after = try outputs(changing: "spacing.tokens.json") {
            $0.replacingOccurrences(of: #""l": { "$value": { "value": 16,"#, with: #""l": { "$value": { "value": 18,"#)
        }
        #expect(before.swift != after.swift)
        let old = try #require(ValueTable.read(jsonOutput: Array(before.json.utf8)))
        let new = try #require(ValueTable.read(jsonOutput: Array(after.json.utf8)))
        let changed = zip(old.tokens, new.tokens).filter { $0.values != $1.values }.map(\.1.path)
        #expect(changed.contains("spacing.l") && changed.count < 10)
        let names = Set(changed.map { NameStyles(path: TokenPath(dotted: $0)).swiftBare[...] })
        let added = addedLines(before.swift, after.swift)
        for (line, tokens) in added {
            let allowed = tokens.map { !$0.isDisjoint(with: names) } ?? changed.contains { line.contains("`\($0)`") }
            #expect(allowed, "changed line outside the changed tokens: \(line)")
        }
        #expect(added.count < 20 * changed.count)
    }

    @Test func noLineIsLongerThan200Characters() throws {
        let text = try outputs(changing: "") { $0 }.swift
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest <= 200)
        let wide = try GeneratedSwiftProgram("awkward-names").swift
        #expect((wide.split(separator: "\n").map(\.count).max() ?? 0) <= 200)
    }

    /// A dash pattern of thousands of lengths is computed and written as one `map` over its
    /// columns: no line of hundreds of thousands of characters, and no literal of thousands of
    /// calls (swiftc took 24 GB to type-check 4,000).
    @Test func aLongDashPatternKeepsShortLines() throws {
        let dashes = (0..<2_000).map { ##"{"value": \##($0 % 7 + 1), "unit": "px"}"## }.joined(separator: ", ")
        var config = Config(directory: ".")
        config.catalog.include = [.pod]
        config.outputs = [.init(template: "swift", path: "D.swift")]
        let compilation = Pipeline.compile(
            sources: .files([
                SourceFile(
                    path: "s.tokens.json",
                    text:
                        ##"{"s": {"$type": "strokeStyle", "$value": {"dashArray": [\##(dashes)], "lineCap": "round"}}}"##
                )
            ]), config: config, catalog: .builtIn)
        let swift = try #require(compilation.outputs.first?.text, "\(compilation.diagnostics.all.map(\.message))")
        #expect((swift.split(separator: "\n").map(\.count).max() ?? 0) <= 200)
        let pattern = try #require(swift.range(of: "dashArray: ("))
        let range = swift[pattern.upperBound...].prefix { $0 != ")" }.split(separator: ".").compactMap { Int($0) }
        #expect(range.count == 2 && range[1] - range[0] + 1 == 2_000, "\(range)")
        #expect(swift.components(separatedBy: "self.storedPoint(").count - 1 < 20)
    }
}
