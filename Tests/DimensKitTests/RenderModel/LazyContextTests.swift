import DimensMustache
import Foundation
import Testing

@testable import DimensKit

/// Templates render the lazy context (views computed as read, first/last supplied by the engine)
/// to exactly the bytes they render from the full context materialised as JSON, the form
/// `dimens context` prints and user templates were written against.
struct LazyContextTests {
    /// A project to compile: its token folder and config.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var folder: URL
        var config: String
        var testDescription: String { name }
    }

    static let example = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "tokens")

    static let cases: [Case] = [
        Case(
            name: "the example", folder: example,
            config: (try? String(contentsOf: example.appendingPathComponent("dimens.json"), encoding: .utf8)) ?? ""),
        Case(
            name: "the example on every screen, multitasking", folder: example,
            config: """
                {"catalog": {"include": ["phone", "pad", "pod", "watch"]}, "orientations": ["portrait", "landscape"], "multitasking": true,
                 "defaults": {"model": "dynamic"}}
                """),
        Case(
            name: "ipod-example", folder: Fixtures.root.appendingPathComponent("build/ipod-example"),
            config:
                #"{"catalog": {"include": ["pod"]}, "orientations": ["portrait", "landscape"], "defaults": {"model": "fixed"}}"#
        ),
        Case(
            name: "awkward-names", folder: Fixtures.root.appendingPathComponent("build/awkward-names"),
            config: #"{"catalog": {"include": ["phone", "watch"]}, \#(awkwardLint)}"#),
    ]

    /// The awkward-names fixture breaks DTCG on purpose (members a typography does not define, an
    /// empty dash pattern); its config lowers those errors, as its `dimens.json` does.
    static let awkwardLint = #""lint": {"composite.unknown-member": "warning", "value.nonconforming": "warning"}"#

    static let optionSets = [#"{}"#, #"{"typeName": "Metrics", "cssPrefix": "ds", "rows": true}"#]

    func table(_ project: Case) throws -> ScaledTable {
        let (config, diagnostics) = ConfigParser.parse(
            SourceFile(path: "dimens.json", text: project.config), directory: ".")
        #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics)")
        let files = try FileManager.default.contentsOfDirectory(atPath: project.folder.path).filter {
            $0.hasSuffix(".tokens.json")
        }.sorted()
            .map { SourceFile(path: $0, bytes: Array(try Data(contentsOf: project.folder.appendingPathComponent($0)))) }
        let compilation = Pipeline.compile(sources: .files(files), config: try #require(config), catalog: .builtIn)
        return try #require(compilation.table)
    }

    /// A template that reads every key of `value` at every depth (sections, inverted sections,
    /// dotted names), and from inside each level the keys a template reaches through the
    /// enclosing ones: positions, indexes, the root's names, a token's path.
    static func everyKeyTemplate(_ value: JSONValue) -> String {
        let probes = ["first", "last", "index", "typeName", "path", "id", "column", "row", "schema"]
        func keys(_ value: JSONValue) -> [(String, [JSONValue])] {
            let objects: [JSONObject] =
                switch value.kind {
                case .object(let object): [object]
                case .array(let items): items.compactMap(\.object)
                default: []
                }
            var order: [String] = []
            var values: [String: [JSONValue]] = [:]
            for object in objects {
                for member in object.members {
                    if values[member.key] == nil { order.append(member.key) }
                    values[member.key, default: []].append(member.value)
                }
            }
            return order.map { ($0, values[$0]!) }
        }
        func body(_ value: JSONValue) -> String {
            var text = probes.map { "{{\($0)}}" }.joined(separator: ",") + "\n"
            for (key, values) in keys(value) {
                let nested = values.filter { $0.object != nil || $0.array != nil }
                if nested.isEmpty {
                    text += "\(key)={{\(key)}} {{^\(key)}}(no \(key)){{/\(key)}}\n"
                } else {
                    let inner = JSONValue(.array(nested.flatMap { $0.array ?? [$0] }))
                    for (child, childValues) in keys(inner)
                    where childValues.allSatisfy({ $0.object == nil && $0.array == nil }) {
                        text += "\(key).\(child)={{\(key).\(child)}}\n"
                    }
                    text += "{{#\(key)}}[\n\(body(inner))]{{/\(key)}}{{^\(key)}}(empty \(key)){{/\(key)}}\n"
                }
            }
            return text
        }
        return body(value)
    }

    @Test(arguments: cases, optionSets)
    func lazyAndFullContextsRenderIdenticalBytes(_ project: Case, _ options: String) throws {
        let optionObject = try #require(JSONParser.parse(SourceFile(path: "", text: options)).value?.object)
        let context = RenderContext.build(try table(project), options: .init(optionObject), generator: "dimens")
        let full = MustacheValue(context.json)
        var templates = BuiltInTemplates.sources
        templates["every key"] = Self.everyKeyTemplate(context.json)
        for (name, source) in templates.sorted(by: { $0.key < $1.key }) {
            let template = try Template(source, name: name)
            let lazy = try template.render(context.value)
            let materialised = try template.render(full)
            let difference = zip(lazy.split(separator: "\n"), materialised.split(separator: "\n")).enumerated().first {
                $0.element.0 != $0.element.1
            }
            #expect(
                difference == nil,
                "\(name), line \((difference?.offset ?? 0) + 1): lazy \(difference?.element.0 ?? "") ≠ full \(difference?.element.1 ?? "")"
            )
            #expect(lazy.utf8.count == materialised.utf8.count)
            #expect(lazy.utf8.count > 500, "\(name) rendered almost nothing")
        }
    }

    @Test func theEveryKeyTemplateReadsNestedKeysAndPositions() throws {
        let json = try #require(
            JSONParser.parse(SourceFile(path: "", text: #"{"a": [{"b": 1, "c": {"d": "x"}}, {"b": 2}]}"#)).value)
        let template = Self.everyKeyTemplate(json)
        #expect(template.contains("{{#a}}[\n"))
        #expect(template.contains("c.d={{c.d}}"))
        #expect(template.contains("b={{b}} {{^b}}(no b){{/b}}"))
        #expect(try Template.render(template, MustacheValue(json)).contains("c.d=x"))
    }
}
