import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// The composites of the corpus computed on an iPhone and an iPad: Primer's shadows and borders,
/// Figma SDS's typography, each length equal to the number the files give (followed through
/// their aliases here, with Foundation's parser, not dimens'), with no scaling asked for.
@Suite(.enabled(if: Corpus.examples != nil, Corpus.skipReason))
struct CorpusCompositeTests {
    var examples: URL { Corpus.examples! }
    static let screens = ["iphone-15", "ipad-pro-13-inch-m4"]

    /// Builds a resolver beside the corpus with no scaling and returns its json output's tokens.
    func build(_ resolver: String) throws -> [String: JSONObject] {
        let path = examples.appendingPathComponent(resolver).path
        let project = try Project([
            "dimens.json":
                #"{"resolver": "\#(path)", "allowFilesOutside": true, "catalog": {"include": ["phone", "pad"]}, "defaults": {"model": "none", "round": "none"}, "outputs": [{"template": "json", "path": "d.json", "options": {"schema": "dimens/1"}}]}"#
        ])
        let (code, console) = project.run(["build"])
        try #require(code == .success, "\(console.errors.prefix(2000))")
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/d.json"), encoding: .utf8)
        let json = try #require(JSONParser.parse(SourceFile(path: "", text: text)).value?.object)
        return Dictionary(
            uniqueKeysWithValues: (json["tokens"]?.array ?? []).compactMap(\.object).map { ($0["path"]!.string!, $0) })
    }

    /// Checks every length member of every token of `types` on both screens; returns how many.
    func check(_ resolver: String, types: Set<String>) throws -> [String: Int] {
        let files = try CorpusFiles(examples.appendingPathComponent(resolver))
        let built = try build(resolver)
        let points = CorpusFiles.points
        let resolved = files.resolved
        var checked: [String: Int] = [:]
        for (path, token) in files.tokens where types.contains(token.type ?? "") {
            let value = resolved(token.value)
            let layers: [(String, [String: Any])] =
                (value as? [Any]).map {
                    $0.enumerated().compactMap { i, layer in (layer as? [String: Any]).map { ("\(i).", $0) } }
                }
                ?? [("", value as? [String: Any] ?? [:])]
            let output = try #require(built[path], "\(path) is in the json output")
            for screen in Self.screens {
                let computed = try #require(output["values"]?.object?[screen], "\(path) is computed on \(screen)")
                for (prefix, layer) in layers {
                    for (member, raw) in layer {
                        // A letter spacing in em is that fraction of the font size.
                        let em =
                            member == "letterSpacing"
                            ? (resolved(raw) as? [String: Any]).flatMap {
                                $0["unit"] as? String == "em" ? ($0["value"] as? NSNumber)?.doubleValue : nil
                            } : nil
                        guard
                            let expected = em.flatMap({ em in
                                layer["fontSize"].flatMap { points(resolved($0)) }.map { em * $0 }
                            }) ?? points(resolved(raw))
                        else { continue }
                        let found = computed.descend((prefix + member).split(separator: ".").map(String.init))?.number?
                            .double
                        #expect(found == expected, "\(path).\(prefix)\(member) on \(screen)")
                        checked[token.type!, default: 0] += 1
                    }
                }
            }
        }
        return checked
    }

    @Test func primersShadowsAndBordersAreTheirFilesNumbers() throws {
        let checked = try check("github-primer.resolver.json", types: ["shadow", "border"])
        #expect(checked["shadow", default: 0] >= 14 * 4 * 2 && checked["border", default: 0] >= 28 * 2, "\(checked)")
    }

    @Test func figmaSDSTypographyIsItsFilesNumbers() throws {
        let checked = try check("figma-sds.resolver.json", types: ["typography"])
        #expect(checked["typography", default: 0] >= 19 * 2 * 2, "\(checked)")
    }
}
