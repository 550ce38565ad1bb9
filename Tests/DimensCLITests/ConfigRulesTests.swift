import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// Config rules on the command line: `explain` names the rule that set each setting, `lint`
/// warns at a rule that matches nothing, and the config schema describes them.
struct ConfigRulesTests {
    static let config = """
        {
          "catalog": {"include": ["phone"]},
          "defaults": {"model": "dynamic", "round": "point"},
          "rules": [
            {"tokens": "spacing.**", "model": "fixed"},
            {"tokens": "**.columns", "model": "none"},
            {"tokens": "nothing.*", "model": "fixed"}
          ],
          "outputs": [{"template": "json", "path": "d.json"}]
        }
        """
    static let tokens = """
        {
          "spacing": {"$type": "dimension", "$extensions": {"dimens": {"round": "pixel"}},
            "card": {"$value": {"value": 16, "unit": "px"}},
            "columns": {"$type": "number", "$value": 4}
          }
        }
        """

    @Test func explainNamesWhereEachSettingWasWritten() throws {
        let project = try Project(["dimens.json": Self.config, "tokens/a.tokens.json": Self.tokens])
        let (code, console) = project.run(["explain", "spacing.card", "--device", "iphone-15"])
        #expect(code == .success)
        #expect(
            console.output.contains(#"  setting model "fixed" from rule 'spacing.**' (dimens.json:5:30)"#),
            "\(console.output)")
        #expect(console.output.contains(#"  setting round "pixel" from group 'spacing' (tokens/a.tokens.json:2:64)"#))
        let columns = project.run(["explain", "spacing.columns", "--device", "iphone-15", "--json"]).1.output
        let json = try #require(JSONParser.parse(SourceFile(path: "", text: columns)).value?.object)
        let settings = (json["settings"]?.array ?? []).compactMap(\.object)
        #expect(
            settings.map { "\($0["key"]?.string ?? "") \($0["from"]?.string ?? "")" } == [
                "round group 'spacing'", "model rule '**.columns'",
            ])
        #expect(json["model"]?.string == "none" && json["value"]?.number?.double == 4)
    }

    @Test func aRuleThatMatchesNothingIsAWarningAtItsLine() throws {
        let project = try Project(["dimens.json": Self.config, "tokens/a.tokens.json": Self.tokens])
        let (code, console) = project.run(["lint"])
        #expect(code == .success)
        #expect(
            console.errors.contains("dimens.json:7:5: warning: rule 'nothing.*' matches no token [config.rule-unused]"),
            "\(console.errors)")
        #expect(project.run(["lint", "--strict"]).0 == .strictWarnings)
    }

    @Test func theConfigSchemaDescribesRules() throws {
        let schema = try #require(
            JSONParser.parse(SourceFile(path: "", text: try Project([:]).run(["schema", "config"]).1.output)).value?
                .object)
        let rules = schema["properties"]?.object?["rules"]?.object
        let item = rules?["items"]?.object
        #expect(rules?["type"]?.string == "array" && item?["required"]?.array?.first?.string == "tokens")
        #expect(
            item?["properties"]?.object?.keys.contains("model") == true && item?["additionalProperties"]?.bool == false)
    }

    /// `dimens diff` between two configs names the rule and the model change it made.
    @Test func diffNamesARuleThatChangedAToken() throws {
        let project = try Project([
            "old.json": #"{"tokens": ["tokens/*.tokens.json"], "catalog": {"include": ["phone"]}}"#,
            "new.json":
                #"{"tokens": ["tokens/*.tokens.json"], "catalog": {"include": ["phone"]}, "rules": [{"tokens": "spacing.*", "model": "none"}]}"#,
            "tokens/a.tokens.json": Self.tokens,
        ])
        let (code, console) = project.run(["diff", "old.json", "new.json"])
        #expect(code == .success)
        let line = try #require(console.output.split(separator: "\n").first { $0.hasPrefix("~ spacing.card:") })
        #expect(
            line.contains(" → 16 on ") && line.hasSuffix(" screens (model fixed → none; rule 'spacing.*' added)"),
            "\(line)")
        #expect(!console.output.contains("spacing.columns"), "a number has no model either way")
    }
}
