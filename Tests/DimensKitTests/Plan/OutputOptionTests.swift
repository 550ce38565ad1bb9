import DimensKit
import Foundation
import Testing

/// Every output option is declared once (`OutputKinds.table.allOptions`); the templates README's table is
/// that declaration written out (`DIMENS_RECORD=1` rewrites it), and the config parser, the
/// JSON Schema and the render context read the same list.
struct OutputOptionTests {
    static let readme = BuiltInTemplateTests.root.appendingPathComponent("templates/README.md")

    /// The table as the README shows it.
    static var table: String {
        var lines = ["| option | type | default | taken by | meaning |", "|---|---|---|---|---|"]
        for option in OutputKinds.table.allOptions {
            let builtIns = OutputKinds.names.filter { option.isTaken(by: $0) }
            let takers = (builtIns + (option.isTaken(by: "") ? ["your templates"] : [])).joined(separator: ", ")
            lines.append(
                "| `\(option.name)` | \(option.type) | `\(JSONWriter.write(option.defaultValue, pretty: false))` | \(takers) | \(option.meaning) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theTemplatesReadmeListsEveryOptionAsDeclared() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: "## Output options\n\n")).upperBound
        let end = try #require(text.range(of: "\n\n", range: start..<text.endIndex)).lowerBound
        let written = String(text[start..<end]) + "\n"
        if ProcessInfo.processInfo.environment["DIMENS_RECORD"] == "1", written != Self.table {
            try (String(text[..<start]) + Self.table.dropLast() + String(text[end...])).write(
                to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            written == Self.table,
            "templates/README.md's option table differs from OutputKinds.table.allOptions; DIMENS_RECORD=1 rewrites it")
    }

    /// Each option is read where it is written, with the message its declaration gives.
    @Test(arguments: [
        (#"{"typeName": "Metrics", "rows": true, "jumpRatio": 2, "language": "swift"}"#, "mine", []),
        (
            #"{"typeName": "class"}"#, "swift",
            [
                #""typeName" must be a Swift type name such as "Dimens" (letters, digits and _, not starting with a digit, not a keyword), not "class""#
            ]
        ),
        (
            #"{"schema": "dimens/3"}"#, "json",
            [#""schema" must be "dimens/2" (the default) or "dimens/1", not "dimens/3""#]
        ),
        (
            #"{"language": "xml"}"#, "names",
            [
                #""language" must be "plain" (the default), "swift", "css", "html", "json", "kotlin" or "typescript", not "xml""#
            ]
        ),
        (
            #"{"language": "swift"}"#, "swift",
            [
                "unknown option 'language': the swift output takes "
                    + "typeName, accessLevel, strict, split, runtime, inspectables"
            ]
        ),
        (#"{"jumpRatio": 1}"#, "report", [#""jumpRatio" must be a number above 1, such as 1.5, not a number"#]),
        (
            #"{"schema": "dimens/1"}"#, "mine",
            [
                "unknown option 'schema': the mine output takes typeName, accessLevel, cssPrefix, rows, strict, "
                    + "language, split, runtime, inspectables, fluid, container, jumpRatio, qualifier, tolerance, "
                    + "kotlinPackage, containerSize, reactNative"
            ]
        ),
    ])
    func theConfigReadsOptionsByTheirDeclaration(_ options: String, _ template: String, _ messages: [String]) throws {
        let text = #"{"outputs": [{"template": "\#(template)", "path": "out.txt", "options": \#(options)}]}"#
        let (config, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        #expect(diagnostics.map(\.message) == messages)
        guard messages.isEmpty else { return }
        let read = try #require(config?.outputs.first?.options)
        #expect(read.typeName == "Metrics" && read.rows && read.jumpRatio == 2 && read.language == .swift)
        #expect(OutputKinds.language(of: template, options: read) == .swift, "a user template says its language")
        #expect(OutputKinds.language(of: "css", options: read) == .css, "a built-in output has its own")
    }

    @Test func everyOptionHasItsDefaultAndTypeInTheSchemaAndTheContext() throws {
        let options = OutputOptions()
        let values = Dictionary(uniqueKeysWithValues: options.values(of: OutputKinds.table.allOptions))
        for option in OutputKinds.table.allOptions {
            #expect(values[option.name] == option.defaultValue, "\(option.name)")
            let kinds: [String: (JSONValue) -> Bool] = [
                "string": { $0.string != nil }, "boolean": { $0.bool != nil }, "number": { $0.number != nil },
                "integer": { $0.number.map { $0.double.rounded() == $0.double } == true },
            ]
            #expect(kinds[option.type]?(option.defaultValue) == true, "\(option.name) defaults to a \(option.type)")
        }
        let schema = JSONSchemas.config
        let output = try #require(schema.object?["$defs"]?.object?["output"]?.object)
        let written = JSONWriter.write(.object(output.members.map { ($0.key, $0.value) }), pretty: false)
        for option in OutputKinds.table.allOptions {
            #expect(written.contains(#""\#(option.name)":"#), "\(option.name) in the schema")
        }
    }

    /// A template's context lists the options its output takes, and no other kind's.
    @Test(arguments: [
        ("css", ["cssPrefix", "strict", "fluid", "container"]),
        ("swift", ["typeName", "accessLevel", "strict", "split", "runtime", "inspectables"]),
        ("compose", ["typeName", "strict", "kotlinPackage", "containerSize"]),
        ("kotlin", ["typeName", "strict", "kotlinPackage"]),
    ])
    func aContextListsItsOutputsOptionsOnly(_ template: String, _ names: [String]) throws {
        let project = try #require(LazyContextTests.cases.first)
        let context = RenderContext.build(
            try LazyContextTests().table(project), template: template, options: OutputOptions(), generator: "dimens")
        let options = try #require(context.json.object?["options"]?.object)
        #expect(options.members.map(\.key) == names)
    }

    /// A project's template takes every option but the json output's shape, so its context lists
    /// them all.
    @Test func aProjectsTemplateContextListsEveryOptionButTheJSONShape() throws {
        let project = try #require(LazyContextTests.cases.first)
        let context = RenderContext.build(
            try LazyContextTests().table(project), template: "mine", options: OutputOptions(), generator: "dimens")
        let options = try #require(context.json.object?["options"]?.object)
        #expect(options.members.map(\.key) == OutputKinds.table.allOptions.map(\.name).filter { $0 != "schema" })
        #expect(OutputKinds.table.allOptions.map(\.name).contains("schema"))
    }

    /// An option written as its default is the same options as one not written: outputs that
    /// differ only so share their work.
    @Test func anOptionWrittenAsItsDefaultIsNotWritten() throws {
        let written = try #require(
            JSONParser.parse(SourceFile(path: "", text: #"{"typeName": "Dimens", "fluid": false}"#)).value?.object)
        #expect(OutputOptions(written) == OutputOptions())
        var changed = OutputOptions()
        changed.fluid = true
        #expect(changed != OutputOptions() && changed.fluid && !OutputOptions().fluid)
        changed.fluid = false
        #expect(changed == OutputOptions())
    }
}
