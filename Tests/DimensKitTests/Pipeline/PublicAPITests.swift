import Foundation
import Testing

/// DimensKit's public API is its entry points (build, lint, explain, diff, the value tables) and
/// the types their signatures name; everything else is `package`, for the package's own targets
/// (the CLI, the bench, the tests). Checked on the source text, so that making a type public is a
/// decision taken here, in review: every type declared `public` (nested ones by their qualified
/// name) is on the list below, every type on the list is declared `public`, and no `public`
/// member sits in a type that is not public (where it would be public in name only).
struct PublicAPITests {
    /// The public types of DimensKit (`Layout.md`, "Using DimensKit", names the entry points).
    static let allowed: Set<String> = [
        // The entry points: compile (build), lint, explain.
        "Pipeline", "Pipeline.Compilation", "Pipeline.LintResult", "Pipeline.ExplainChoices",
        "Pipeline.ExplainFailure", "Explanation", "Explanation.Step",
        // What they take: the config, the token files (or a resolver and its files), the devices,
        // the templates.
        "ConfigParser", "Config", "SourceFile", "TokenSources", "ResolverFiles", "DeviceCatalog", "TemplateLibrary",
        // What they give: the outputs, the table of values, the findings as data.
        "RenderedOutput", "ScaledTable", "Diagnostic", "Diagnostic.Severity", "Diagnostic.Note", "DiagnosticCode",
        "DiagnosticLog", "SourceLocation",
        // The value tables and the diff between two.
        "ValueTable", "ValueTable.Screen", "ValueTable.Token", "ValueTable.Values", "ValueTable.Column", "TableDiff",
        "TableDiff.TokenChange", "TableDiff.Kind", "TableDiff.Change",
        // The JSON that `explain --json` and `diff --format json` print.
        "JSONValue", "JSONWriter",
    ]

    @Test func thePublicTypesAreTheAllowedOnes() throws {
        let api = try Self.scan(LayeringTests.sources)
        #expect(
            api.types.subtracting(Self.allowed).sorted() == [],
            "a type was made public: make it `package`, or add it to PublicAPITests.allowed if embedders need it")
        #expect(
            Self.allowed.subtracting(api.types).sorted() == [],
            "a type of PublicAPITests.allowed is no longer public: take it off the list")
        #expect(
            api.misplaced.sorted() == [],
            "`public` outside a public type (or on an extension): make it `package`, or the type public")
    }

    /// The check itself: a nested public type is named with its parents, a public member of a
    /// `package` type or a `public extension` is reported, and comments do not count.
    @Test func theCheckSeesNestedTypesAndStrayPublicMembers() {
        let api = Self.scan(
            text: """
                /// public struct InAComment {}
                public enum Pipeline {}

                extension Pipeline {
                    public struct Compilation: Sendable {
                        public var outputs: [String]
                        package struct Inner {
                            public var stray: Int
                        }
                    }
                }

                @frozen package struct Hidden {
                    public init() {}
                    package var fine: Int
                    func f() { open("[") }
                }

                public extension Hidden {}
                """, file: "A.swift")
        #expect(api.types == ["Pipeline", "Pipeline.Compilation"])
        #expect(
            api.misplaced.sorted() == [
                "A.swift:14: public init() {} (in package type Hidden)",
                "A.swift:19: public extension Hidden {}",
                "A.swift:8: public var stray: Int (in package type Pipeline.Compilation.Inner)",
            ])
    }

    /// What the source text declares public.
    struct API {
        /// Qualified names of the types declared `public` or `open`.
        var types: Set<String> = []
        /// Each `public` declaration that is not a type, as `file:line: code`, and the qualified
        /// name of the type or extension it is in (empty at top level).
        var members: [(place: String, parent: String)] = []
        /// `public extension`s, as `file:line: code`.
        var extensions: [String] = []

        /// `public` members of types that are not public, and `public extension`s.
        var misplaced: [String] {
            extensions
                + members.filter { !types.contains($0.parent) }.map { member in
                    member.place + (member.parent.isEmpty ? " (at top level)" : " (in package type \(member.parent))")
                }
        }
    }

    static func scan(_ folder: URL) throws -> API {
        var api = API()
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".swift") {
            let found = scan(
                text: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8), file: file)
            api.types.formUnion(found.types)
            api.members += found.members
            api.extensions += found.extensions
        }
        return api
    }

    /// One file: each declaration's parents are the type or extension declarations above it at a
    /// smaller indentation (the formatter's four spaces a level keep that reliable).
    static func scan(text: String, file: String) -> API {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor", "extension"]
        let modifiers: Set<Substring> = [
            "public", "open", "package", "internal", "private", "fileprivate", "final", "indirect", "nonisolated",
            "static", "mutating", "override", "convenience", "required", "lazy", "weak",
        ]
        var api = API()
        // The enclosing type and extension declarations: indentation and qualified name.
        var parents: [(indent: Int, name: String)] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let code = line.dropFirst(indent)
            guard !code.hasPrefix("//"), !code.isEmpty else { continue }
            var rest = code
            while rest.hasPrefix("@") {  // an attribute, with its arguments
                rest = rest.drop { $0 != " " && $0 != "(" }
                if rest.hasPrefix("(") { rest = rest.drop { $0 != ")" }.dropFirst() }
                rest = rest.drop { $0 == " " }
            }
            let words = rest.split(separator: " ")
            let leading = words.prefix { modifiers.contains($0) }
            let isPublic = leading.contains("public") || leading.contains("open")
            let isDeclaration = leading.count + 1 < words.count && kinds.contains(words[leading.count])
            guard isDeclaration || isPublic else { continue }
            while let last = parents.last, last.indent >= indent { parents.removeLast() }
            let place = "\(file):\(number + 1): \(code)"
            guard isDeclaration else {
                api.members.append((place, parents.last?.name ?? ""))
                continue
            }
            let name = String(words[leading.count + 1].prefix { !"<:{=(".contains($0) })
            if words[leading.count] == "extension" {
                if isPublic { api.extensions.append(place) }
                parents.append((indent, name))
                continue
            }
            let qualified = parents.last.map { "\($0.name).\(name)" } ?? name
            if isPublic {
                api.types.insert(qualified)
                // A public type nested in another must have a public parent.
                if let parent = parents.last { api.members.append((place, parent.name)) }
            }
            parents.append((indent, qualified))
        }
        return api
    }
}
