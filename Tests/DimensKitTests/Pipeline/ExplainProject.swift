import DimensKit
import Foundation

/// A project the `explain` tests run on, with the table its build computes (compiled once).
enum ExplainProject: String, Sendable {
    /// The shipped example: `tokens/` and its `dimens.json`, outputs left out.
    case example
    /// A typography of each kind of member: aliases (to an alias, through a member), em letter
    /// spacings, lengths written with a model and a maximum, ratios, overrides naming members.
    case members

    /// The inputs and the build's values.
    struct Built: Sendable {
        var sources: TokenSources
        var config: Config
        var table: ScaledTable

        /// The build's value of `member` (`text.body.fontSize`) on the screen `screenID`.
        func value(of member: String, on screenID: String) -> Double? {
            guard let screen = table.screens.firstIndex(where: { $0.id == screenID }) else { return nil }
            for token in table.tokens {
                guard case .composite(let composite) = token.values,
                    let found = composite.members.first(where: { "\(token.token.path).\($0.dotted)" == member }),
                    case .numbers(let values) = found.values
                else { continue }
                return values[screen]
            }
            return nil
        }
    }

    var built: Built? { Self.builds[self] ?? nil }

    private static let builds: [ExplainProject: Built?] = [.example: build(.example), .members: build(.members)]

    private static func build(_ project: ExplainProject) -> Built? {
        let (configText, files): (String, [SourceFile])
        switch project {
        case .example:
            let folder = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("tokens")
            guard let text = try? String(contentsOf: folder.appendingPathComponent("dimens.json"), encoding: .utf8),
                let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
            else { return nil }
            configText = text
            files = names.filter { $0.hasSuffix(".tokens.json") }.sorted().compactMap { name in
                (try? Data(contentsOf: folder.appendingPathComponent(name))).map {
                    SourceFile(path: name, bytes: Array($0))
                }
            }
        case .members:
            configText = #"{"catalog": {"include": ["phone", "pad"]}, "defaults": {"model": "fixed"}}"#
            files = [SourceFile(path: "t.tokens.json", text: membersTokens)]
        }
        guard var config = ConfigParser.parse(SourceFile(path: "dimens.json", text: configText), directory: ".").0
        else { return nil }
        config.outputs = []
        let sources = TokenSources.files(files)
        let compilation = Pipeline.compile(sources: sources, config: config, catalog: .builtIn)
        guard let table = compilation.table, !compilation.diagnostics.hasErrors else { return nil }
        return Built(sources: sources, config: config, table: table)
    }

    /// `size.alias` aliases `size.base` with a model of its own; `type.pointer` points into
    /// `type.chained`'s members, which alias `size.alias` and `ratio`; `type.chained` overrides two
    /// members on pads; `type.written` writes its lengths, clamped to a maximum.
    static let membersTokens = """
        {
          "size": {"$type": "dimension", "$extensions": {"dimens": {"model": "dynamic", "round": "point"}},
            "base": {"$value": {"value": 16, "unit": "px"}},
            "alias": {"$value": "{size.base}", "$extensions": {"dimens": {"model": "logarithmic", "round": "half"}}}
          },
          "ratio": {"$type": "number", "$value": 1.5},
          "type": {"$type": "typography",
            "direct": {"$value": {"fontFamily": "A", "fontSize": "{size.base}", "fontWeight": 400, "lineHeight": 1.25,
              "letterSpacing": {"value": 0.05, "unit": "em"}}},
            "chained": {"$value": {"fontFamily": "A", "fontSize": "{size.alias}", "fontWeight": 400, "lineHeight": "{ratio}",
              "letterSpacing": {"value": -0.03, "unit": "em"}},
              "$extensions": {"dimens": {"round": "half", "overrides": {"pad": {"letterSpacing": 0.25, "lineHeight": 2}}}}},
            "written": {"$value": {"fontFamily": "A", "fontSize": {"value": 15, "unit": "px"}, "fontWeight": 400,
              "lineHeight": {"value": 20, "unit": "px"}, "letterSpacing": {"value": 0.5, "unit": "px"}},
              "$extensions": {"dimens": {"model": "dynamic", "max": 19}}},
            "pointer": {"$value": {"fontFamily": "A", "fontSize": {"$ref": "#/type/chained/$value/fontSize"}, "fontWeight": 400,
              "lineHeight": {"$ref": "#/type/chained/$value/lineHeight"}, "letterSpacing": {"value": 0.1, "unit": "em"}}}
          }
        }
        """
}
