import Foundation
import Testing

@testable import DimensKit

/// The schemas accept what dimens accepts and reject what a schema can see is wrong: the example,
/// the build fixtures and every clean lint fixture validate; each broken lint fixture is either
/// rejected or listed with the reason a schema cannot see its mistake.
struct JSONSchemasTests {
    /// Broken lint fixtures whose mistake needs more than one file's shape to see.
    static let beyondASchema: [String: String] = [
        "alias-cycle": "aliases are resolved across tokens",
        "alias-empty-segment": "aliases are resolved across tokens",
        "alias-self": "aliases are resolved across tokens", "alias-to-group": "aliases are resolved across tokens",
        "alias-type-mismatch": "aliases are resolved across tokens",
        "alias-unknown": "aliases are resolved across tokens",
        "nested-alias-unknown": "aliases are resolved across tokens",
        "ref-pointers": "$ref pointers are resolved across tokens",
        "dimension-values": "the type comes from the group, which a schema does not carry down",
        "duplicate-across-files": "two files together", "many-mistakes-two-files": "two files together",
        "token-inside-token-across-files": "two files together", "extends": "$extends is resolved across groups",
        "inherited-model-gives-way": "the model is inherited, and the token's type decides",
        "model-fits-type": "the model depends on the type and unit together",
        "physical-model-needs-physical-unit": "the model depends on the unit",
        "selector-unknown-devices": "device ids are checked against the catalog",
        "missing-type": "a warning: the type may come from elsewhere",
        "strict-extensions": "warnings about dimens' extensions to DTCG",
    ]

    func parse(_ url: URL, comments: Bool) throws -> JSONValue? {
        let parsed = JSONParser.parse(
            SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url))),
            options: .init(allowComments: comments))
        return parsed.diagnostics.isEmpty ? parsed.value : nil
    }

    /// Schema failures of every token file in a folder ("not JSON" for one dimens cannot parse).
    func tokenErrors(_ folder: URL) throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".tokens.json")
        }.sorted()
        return try files.flatMap { name -> [String] in
            guard let value = try parse(folder.appendingPathComponent(name), comments: false) else {
                return ["\(name): not JSON"]
            }
            return SchemaValidator(root: JSONSchemas.tokenFile).errors(value).map { "\(name)\($0)" }
        }
    }

    func configErrors(_ text: String) -> [String] {
        guard
            let value = JSONParser.parse(
                SourceFile(path: "dimens.json", text: text), options: .init(allowComments: true)
            ).value
        else { return ["not JSON"] }
        return SchemaValidator(root: JSONSchemas.config).errors(value)
    }

    @Test func theExampleAndTheBuildFixturesValidate() throws {
        let example = BuiltInTemplateTests.root.appendingPathComponent("tokens")
        for folder in [example] + Fixtures.cases("build").map({ Fixtures.root.appendingPathComponent("build/\($0)") }) {
            let errors = try tokenErrors(folder)
            #expect(errors.isEmpty, "\(folder.lastPathComponent): \(errors)")
            let config = try String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8)
            #expect(configErrors(config).isEmpty, "\(folder.lastPathComponent)/dimens.json: \(configErrors(config))")
        }
    }

    @Test(arguments: Fixtures.cases("lint"))
    func everyLintFixtureIsAcceptedRejectedOrExplained(_ name: String) throws {
        let folder = Fixtures.root.appendingPathComponent("lint/\(name)")
        let expected = (try? String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)) ?? ""
        let errors = try tokenErrors(folder)
        if expected.isEmpty {
            #expect(errors.isEmpty, "a clean fixture fails the schema: \(errors)")
        } else if let reason = Self.beyondASchema[name] {
            #expect(
                errors.isEmpty, "\(name) is listed as beyond a schema (\(reason)) but the schema rejects it: \(errors)")
        } else {
            #expect(!errors.isEmpty, "\(name) has findings the schema does not catch; catch them or list why not")
        }
    }

    @Test(arguments: [
        (
            #"{"tokens": ["t/*.tokens.json"], "catalog": {"include": ["phone", "pad"]}, "orientations": ["portrait"], "multitasking": false, "reference": "appdimens", "defaults": {"model": "fixed", "round": "pixel"}, "outputs": [{"template": "swift", "path": "D.swift", "options": {"typeName": "D", "accessLevel": "internal"}}, {"template": "report", "path": "r.html", "options": {"jumpRatio": 2}}, {"template": "my-kotlin", "path": "D.kt", "options": {"rows": true}}], "lint": {"dtcg.extension": "off"}}"#,
            true
        ),
        (
            #"{"resolver": "a.resolver.json", "modifiers": {"theme": "dark", "size": {"mobile": "phone", "desktop": "pad&min>=700"}}, "reference": {"width": 390, "height": 844}}"#,
            true
        ),
        (#"{"interfaceBuilder": ["App/**/*.storyboard", "App/**/*.xib"]}"#, true),
        (#"{"interfaceBuilder": "App/Main.storyboard"}"#, true),
        (#"{"interfaceBuilder": []}"#, false),
        (#"{"interfaceBuilder": [""]}"#, false),
        (#"{"interfaceBuilder": 5}"#, false),
        (#"{"tokenz": ["*.tokens.json"]}"#, false),
        (#"{"catalog": {"include": ["phones"]}}"#, false),
        (#"{"orientations": ["sideways"]}"#, false),
        (#"{"outputs": [{"template": "css", "path": "d.css", "options": {"typeName": "D"}}]}"#, false),
        (#"{"outputs": [{"template": "swift", "path": "D.swift", "options": {"accessLevel": "private"}}]}"#, false),
        (#"{"outputs": [{"template": "json"}]}"#, false),
        (#"{"lint": {"value.unit": "fatal"}}"#, false),
        (#"{"outputs": [{"template": "report", "path": "r.html", "options": {"jumpRatio": 1}}]}"#, false),
        (#"{"outputs": [{"template": "report", "path": "r.html", "options": {"rows": true}}]}"#, false),
        (#"{"lint": {"no.such-code": "off"}}"#, false),
        (#"{"reference": {"width": 0, "height": 667}}"#, false),
        (#"{"defaults": {"model": "fixd"}}"#, false),
        (#"{"modifiers": {"size": {"mobile": "phone&"}}}"#, false),
        (#"{"scaled": {"default": {"model": "fixed"}, "text": {"model": "dynamic", "round": "point"}}}"#, true),
        (#"{"scaled": {"Text": {"model": "dynamic"}}}"#, false),
        (#"{"scaled": {"text": {"model": "dynamic", "min": 4}}}"#, false),
        (##"{"resolver": "a.resolver.json", "resolverOrder": {"prepend": ["#/sets/typography"]}}"##, true),
        (##"{"resolver": "a.resolver.json", "resolverOrder": {"prepend": ["typography"]}}"##, false),
        (##"{"resolver": "a.resolver.json", "resolverOrder": {"prepnd": ["#/sets/typography"]}}"##, false),
    ])
    func configsAreCheckedAsTheParserChecksThem(_ text: String, _ valid: Bool) {
        let errors = configErrors(text)
        #expect(errors.isEmpty == valid, "\(errors)")
        let (_, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        if valid {
            #expect(
                !diagnostics.contains { $0.severity == .error },
                "the parser rejects what the schema accepts: \(diagnostics.map(\.message))")
        }
    }

    @Test(arguments: [
        ("pad", true), ("w>=768", true), ("compact.phone", true), ("393x852", true), ("6.1in", true), ("h852", true),
        ("pad&min>=1000", true), ("iphone-15-pro", true), ("default", true), ("pad&", false), ("w>=abc", false),
        ("Pad", false), ("--x", false),
    ])
    func theSelectorPatternAgreesWithTheParser(_ selector: String, _ valid: Bool) throws {
        let regex = try NSRegularExpression(pattern: JSONSchemas.selectorPattern)
        #expect((regex.firstMatch(in: selector, range: NSRange(selector.startIndex..., in: selector)) != nil) == valid)
        #expect(Selector.parse(selector).isSuccess == valid)
    }

    /// A token that states its `$type` has its `$value` checked as the validate stage checks it,
    /// where a schema can see the mistake (a range in a color space or an alias's type it cannot).
    @Test(arguments: [
        ("color", ##"{"colorSpace": "srgb", "components": [0, 0.4, "none"], "alpha": 0.5, "hex": "#0066cc"}"##, true),
        ("color", ##""#0066cc""##, true), ("color", ##"{"$ref": "#/a"}"##, true),
        ("color", ##"{"colorSpace": "mud", "components": [0, 0, 0]}"##, false),
        ("color", ##"{"colorSpace": "srgb", "components": [0, 0]}"##, false),
        ("color", ##"{"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 2}"##, false),
        ("color", ##"{"colorSpace": "srgb", "components": [0, 0, 0], "name": "x"}"##, false), ("color", "42", false),
        ("dimension", ##"{"value": 2, "unit": "px", "bad": true}"##, false), ("dimension", ##""16px""##, true),
        ("duration", ##"{"value": 200, "unit": "ms"}"##, true),
        ("duration", ##"{"value": 200, "unit": "sec"}"##, false),
        ("cubicBezier", "[0, 0, 1, 1]", true), ("cubicBezier", "[0, 0, 1]", false),
        ("fontFamily", ##"["Inter", "sans-serif"]"##, true), ("fontFamily", "[]", false),
        ("fontWeight", ##""semi-bold""##, true), ("fontWeight", "9001", false), ("fontWeight", ##""Bold""##, false),
        ("strokeStyle", ##""dashed""##, true), ("strokeStyle", ##""wavy""##, false),
        ("strokeStyle", ##"{"dashArray": [], "lineCap": "round"}"##, false),
        (
            "transition",
            ##"{"duration": "{d}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"##, true
        ),
        ("transition", ##"{"duration": "{d}", "timingFunction": [0, 0, 1, 1]}"##, false),
        ("gradient", ##"[{"color": "{c}", "position": 0.5}, "{g}"]"##, true),
        ("gradient", ##"[{"color": "{c}"}]"##, false),
        ("typography", ##"{"fontFamily": "A", "fontSize": {"value": 16, "unit": "px"}, "lineHeight": 1.2}"##, true),
        ("typography", ##"{"fontFamily": "A", "fontSize": {"value": 16, "unit": "px"}, "textCase": "upper"}"##, false),
        ("shadow", ##"[{"color": "{c}", "offsetX": 0, "offsetY": 0, "blur": 0, "spread": 0, "inset": "yes"}]"##, false),
    ])
    func typedValuesAreChecked(_ type: String, _ value: String, _ valid: Bool) throws {
        let text = ##"{"t": {"$type": "\##(type)", "$value": \##(value)}}"##
        let document = try #require(JSONParser.parse(SourceFile(path: "t.tokens.json", text: text)).value)
        let errors = SchemaValidator(root: JSONSchemas.tokenFile).errors(document)
        #expect(errors.isEmpty == valid, "\(type) \(value): \(errors)")
    }

    @Test func refTokensAndGroupsValidate() throws {
        let text =
            ##"{"base": {"$type": "number", "$value": 1}, "alias": {"$ref": "#/base"}, "g": {"$ref": "#/x", "a": {"$type": "number", "$value": 2}}}"##
        let document = try #require(JSONParser.parse(SourceFile(path: "t.tokens.json", text: text)).value)
        #expect(SchemaValidator(root: JSONSchemas.tokenFile).errors(document).isEmpty)
    }

    @Test("Format §7.4.2: $type and $description may be a $ref, on a token or a group")
    func propertyRefsValidate() throws {
        func errors(_ text: String) throws -> [String] {
            let document = try #require(JSONParser.parse(SourceFile(path: "t.tokens.json", text: text)).value)
            return SchemaValidator(root: JSONSchemas.tokenFile).errors(document)
        }
        let refs = try errors(
            ##"{"b": {"$type": "number", "$description": "d", "$value": 1}, "c": {"$type": {"$ref": "#/b/$type"}, "$description": {"$ref": "#/b/$description"}, "$value": 2}, "g": {"$type": {"$ref": "#/b/$type"}, "x": {"$value": 3}}}"##
        )
        #expect(refs.isEmpty, "\(refs)")
        #expect(try !errors(##"{"c": {"$type": {"$ref": 3}, "$value": 2}}"##).isEmpty)
        #expect(try !errors(##"{"c": {"$type": {"ref": "#/b/$type"}, "$value": 2}}"##).isEmpty)
    }
}
