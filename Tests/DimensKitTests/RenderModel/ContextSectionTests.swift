import Foundation
import Testing

@testable import DimensKit

/// Output kinds add their keys to the context's views from their own folders, each at its place
/// in the documented order, and `RenderModel/` names none of Swift's or CSS's.
struct ContextSectionTests {
    /// Keys, types and options of the Swift and CSS outputs, which only their kinds' folders name.
    static let kindsOwn = [
        "SwiftComposite", "ColorLiteral", "cssProperty", "cssProperties", "cssPrefix", "swiftBare", "swiftType",
        "swiftValues", "memberTables", "deprecationSwift", "accessLevel",
        "\"swift\"", "case swift", "case css",
    ]

    @Test func renderNamesNoKeyOfSwiftOrCSS() throws {
        let folder = LayeringTests.sources.appendingPathComponent("RenderModel")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").filter {
                !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            }.joined(separator: "\n")
            for name in Self.kindsOwn {
                #expect(!code.contains(name), "RenderModel/\(file) names \(name)")
            }
        }
    }

    @Test func aKindsItemKeyIsAtItsPlace() throws {
        let table = try LazyContextTests().table(LazyContextTests.cases[0])
        let context = RenderContext.build(table, options: OutputOptions(), generator: "dimens")
        let column = try #require(context.model.tokenColumns.first)
        let token = TokenView(context: context, column: column)
        let keys = token.keys
        let at = try #require(keys.firstIndex(of: "swiftType"))
        #expect(keys[at - 1] == "isBoolean" && keys[at + 1] == "hasDescription")
        #expect(keys.firstIndex(of: "deprecationSwift") == keys.firstIndex(of: "deprecationReason")! + 1)
        #expect(token.value(forKey: "swiftType") != nil)
        let names = NamesView(place: .tokenNames, context: context, names: context.model.names[column], item: column)
        #expect(names.keys == ["swift", "swiftBare", "css", "kebab", "camel"])
        #expect(
            names.value(forKey: "css").flatMap { if case .string(let s) = $0 { s } else { nil } }
                == context.cssProperties[column])
    }

    @Test func sectionsGoWhereTheirPositionsSay() {
        let sections = [
            ContextSection("b", on: .token, at: .before("c")) { _, _ in nil },
            ContextSection("z", on: .token) { _, _ in nil },
            ContextSection("a2", on: .token, at: .after("a")) { _, _ in nil },
            ContextSection("y", at: .end) { _ in .null },
        ]
        #expect(ContextSection.order(["a", "c"], sections) == ["a", "a2", "b", "c", "z", "y"])
        #expect(ContextSection.order(["a", "options"], [sections[3]], endsBefore: "options") == ["a", "y", "options"])
    }
}
