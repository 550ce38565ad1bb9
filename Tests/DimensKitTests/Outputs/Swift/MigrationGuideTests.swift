import DimensKit
import Foundation
import Testing

/// The migration guide's "after" snippets (`Sources/dimens/Dimens.docc/Migrating.md`) compile as
/// written: each section's token files and config (`<!-- migration NAME: PATH -->` before a fenced
/// block) build with no error, and its Swift (`<!-- migration NAME swift -->`) compiles with the
/// generated Swift against the UIKit stand-in and runs.
@Suite(.serialized)
struct MigrationGuideTests {
    static let guide = BuiltInTemplateTests.root.appendingPathComponent("Sources/dimens/Dimens.docc/Migrating.md")

    /// A section's files by path and its Swift snippet.
    static func sections() throws -> [String: (files: [String: String], swift: String)] {
        let lines = try String(contentsOf: guide, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var sections: [String: (files: [String: String], swift: String)] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- migration ") {
            let marker = line.dropFirst("<!-- migration ".count).dropLast(" -->".count)
            let name = String(marker.prefix { $0 != " " && $0 != ":" })
            let rest = marker.dropFirst(name.count)
            try #require(lines[index + 1].hasPrefix("```"), "no fenced block after the \(name) marker")
            let block = lines[(index + 2)...].prefix { !$0.hasPrefix("```") }.joined(separator: "\n")
            if rest == " swift" {
                sections[name, default: ([:], "")].swift = block
            } else if rest.hasPrefix(": ") {
                sections[name, default: ([:], "")].files[String(rest.dropFirst(2))] = block
            }
        }
        return sections
    }

    @Test func everyLibraryHasASection() throws {
        let sections = try Self.sections()
        #expect(Set(sections.keys) == ["adapter-swift", "app-dimens", "adaptizer", "inch", "storyboard"])
        #expect(sections.values.allSatisfy { $0.files["dimens.json"] != nil && !$0.swift.isEmpty })
    }

    /// AppDimens' `20.fxpt` on a 375 × 667 screen, by its own formula, with 6 decimals.
    static var appDimensFixed20: String {
        let aspectTerm: Double = 0.08 / 30 * log(667.0 / 375.0 / 1.78)
        let factor: Double = 1 + 75 * (1.0 / 300 + aspectTerm)
        return String(format: "%.6f", 20 * factor)
    }

    /// What a section's tokens must give, as the library did: Swift printing values, and the lines.
    static let checks: [String: (String, String)] = [
        // Adaptizer's width buckets: 40 below 375 points, 45 from 375, 50 from 414.
        "adaptizer": (
            "for (w, h) in [(320, 568), (375, 667), (390, 844), (414, 896)] as [(CGFloat, CGFloat)] { print(Dimens.forSize(width: w, height: h, family: .phone).title) }",
            "40.0\n45.0\n45.0\n50.0\n"
        ),
        // Inch: 4 on 3.5", 5 on 4", 7 on 4.7", 9 on 5.5", else 10.
        "inch": (
            "for (w, h) in [(320, 568), (375, 667), (414, 736), (393, 852)] as [(CGFloat, CGFloat)] { print(Dimens.forSize(width: w, height: h, family: .phone).height) }",
            "5.0\n7.0\n9.0\n10.0\n"
        ),
        // AdapterSwift: width / 375, unrounded; an Int truncated.
        "adapter-swift": (
            "let p = Dimens.forSize(width: 390, height: 844, family: .phone); print(p.scaled(10.0)); print(p.scaled(10))",
            "10.4\n10\n"
        ),
        // AppDimens: 20.fxpt on 375 × 667, 16(1 + (375 − 300)(1/300 + 0.08/30·ln(667/375/1.78))), printed
        // with 6 decimals; 300.dypt is 300 × 375/300.
        "app-dimens": (
            "let p = Dimens.forSize(width: 375, height: 667, family: .phone); print(String(format: \"%.6f\", Double(p.scaled(20.0)))); print(p.scaled(300.0, as: .dynamic))",
            appDimensFixed20 + "\n375.0\n"
        ),
    ]

    @Test(
        .enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"),
        arguments: ["adapter-swift", "app-dimens", "adaptizer", "inch", "storyboard"])
    func theAfterSnippetCompiles(_ name: String) throws {
        let section = try #require(try Self.sections()[name])
        var tokens = section.files.filter { $0.key.hasSuffix(".tokens.json") }
        if tokens.isEmpty {
            tokens["spacing.tokens.json"] =
                #"{"spacing": {"card": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}}}}"#
        }
        let config = try #require(
            ConfigParser.parse(SourceFile(path: "dimens.json", text: section.files["dimens.json"]!), directory: ".").0)
        let compilation = Pipeline.compile(
            sources: .files(tokens.map { SourceFile(path: $0.key, text: $0.value) }), config: config, catalog: .builtIn)
        let errors = compilation.diagnostics.all.filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(errors.map(\.message))")
        let swift = try #require(compilation.outputs.first { $0.path == "Dimens.swift" })
        let check = Self.checks[name]
        let program =
            "import UIKit\nlet view = UIView(frame: .zero)\n" + section.swift + "\n" + (check?.0 ?? "")
            + "\nprint(\"ok\")\n"
        let output = try SwiftOutputInterfaceBuilderTests.run(program, [swift], warningsAsErrors: false)
        #expect(output.hasSuffix((check?.1 ?? "") + "ok\n"), "\(output)")
    }
}
