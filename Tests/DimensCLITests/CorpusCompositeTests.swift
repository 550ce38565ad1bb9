@testable import DimensCLI
import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// The composites of the corpus computed on an iPhone and an iPad: Primer's shadows and borders,
/// Figma SDS's typography, each length equal to the number the files give (followed through
/// their aliases here, with Foundation's parser, not dimens'), with no scaling asked for.
@Suite(.enabled(if: Corpus.examples != nil, Corpus.skipReason))
struct CorpusCompositeTests {
    var examples: URL { Corpus.examples! }
    static let screens = ["iphone-15", "ipad-pro-13-inch-m4"]

    /// Every token of the files a resolver loads with each modifier at its default (later files
    /// win), by dotted path: its `$type` (inherited from groups) and `$value`.
    func tokens(_ resolver: String) throws -> [String: (type: String?, value: Any)] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: examples.appendingPathComponent(resolver))) as? [String: Any])
        let sets = document["sets"] as? [String: [String: Any]] ?? [:], modifiers = document["modifiers"] as? [String: [String: Any]] ?? [:]
        var files: [String] = []
        for step in document["resolutionOrder"] as? [[String: String]] ?? [] {
            let ref = step["$ref"] ?? ""
            if ref.hasPrefix("#/sets/") {
                files += (sets[String(ref.dropFirst(7))]?["sources"] as? [[String: String]] ?? []).compactMap { $0["$ref"] }
            } else if ref.hasPrefix("#/modifiers/"), let modifier = modifiers[String(ref.dropFirst(12))], let chosen = modifier["default"] as? String {
                files += ((modifier["contexts"] as? [String: [[String: String]]])?[chosen] ?? []).compactMap { $0["$ref"] }
            }
        }
        var tokens: [String: (type: String?, value: Any)] = [:]
        func walk(_ node: [String: Any], _ path: [String], _ type: String?) {
            let type = node["$type"] as? String ?? type
            if let value = node["$value"] { tokens[path.joined(separator: ".")] = (type, value); return }
            for (key, child) in node where !key.hasPrefix("$") {
                if let child = child as? [String: Any] { walk(child, path + [key], type) }
            }
        }
        for file in files {
            let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: examples.appendingPathComponent(file))) as? [String: Any])
            walk(root, [], nil)
        }
        return tokens
    }

    /// A value with its aliases followed.
    func resolved(_ value: Any, _ tokens: [String: (type: String?, value: Any)]) -> Any {
        if let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}"), let target = tokens[String(text.dropFirst().dropLast())] {
            return resolved(target.value, tokens)
        }
        return value
    }

    /// A length as the files give it, in points (16 per rem); nil for anything else.
    func points(_ value: Any) -> Double? {
        guard let object = value as? [String: Any], let amount = (object["value"] as? NSNumber)?.doubleValue, let unit = object["unit"] as? String else { return nil }
        return unit == "rem" ? amount * 16 : unit == "px" || unit == "" ? amount : nil
    }

    /// Builds a resolver beside the corpus with no scaling and returns its json output's tokens.
    func build(_ resolver: String) throws -> [String: JSONObject] {
        let path = examples.appendingPathComponent(resolver).path
        let project = try Project(["dimens.json": #"{"resolver": "\#(path)", "allowFilesOutside": true, "catalog": {"include": ["phone", "pad"]}, "defaults": {"model": "none", "round": "none"}, "outputs": [{"template": "json", "path": "d.json", "options": {"schema": "dimens/1"}}]}"#])
        let (code, console) = project.run(["build"])
        try #require(code == .success, "\(console.errors.prefix(2000))")
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/d.json"), encoding: .utf8)
        let json = try #require(JSONParser.parse(SourceFile(path: "", text: text)).value?.object)
        return Dictionary(uniqueKeysWithValues: (json["tokens"]?.array ?? []).compactMap(\.object).map { ($0["path"]!.string!, $0) })
    }

    /// Checks every length member of every token of `types` on both screens; returns how many.
    func check(_ resolver: String, types: Set<String>) throws -> [String: Int] {
        let files = try tokens(resolver), built = try build(resolver)
        var checked: [String: Int] = [:]
        for (path, token) in files where types.contains(token.type ?? "") {
            let value = resolved(token.value, files)
            let layers: [(String, [String: Any])] = (value as? [Any]).map { $0.enumerated().compactMap { i, layer in (layer as? [String: Any]).map { ("\(i).", $0) } } }
                ?? [("", value as? [String: Any] ?? [:])]
            let output = try #require(built[path], "\(path) is in the json output")
            for screen in Self.screens {
                let computed = try #require(output["values"]?.object?[screen], "\(path) is computed on \(screen)")
                for (prefix, layer) in layers {
                    for (member, raw) in layer {
                        // A letter spacing in em is that fraction of the font size.
                        let em = member == "letterSpacing" ? (resolved(raw, files) as? [String: Any]).flatMap { $0["unit"] as? String == "em" ? ($0["value"] as? NSNumber)?.doubleValue : nil } : nil
                        guard let expected = em.flatMap({ em in layer["fontSize"].flatMap { points(resolved($0, files)) }.map { em * $0 } }) ?? points(resolved(raw, files)) else { continue }
                        let found = computed.descend((prefix + member).split(separator: ".").map(String.init))?.number?.double
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
