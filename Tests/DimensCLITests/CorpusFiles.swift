import Foundation
import Testing

/// The corpus's token files read here, independently of dimens' loader (with Foundation's
/// parser): the files a resolver loads for one choice of contexts, merged in resolution order
/// (a later token replaces an earlier one), each token's `$type` inherited from its groups, and
/// aliases followed.
struct CorpusFiles {
    typealias Token = (type: String?, value: Any)
    /// Every token by dotted path.
    let tokens: [String: Token]

    /// The tokens of `resolver` with `contexts` (modifier → context; a modifier left out takes
    /// its default).
    init(_ resolver: URL, contexts: [String: String] = [:]) throws {
        let folder = resolver.deletingLastPathComponent()
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: resolver)) as? [String: Any])
        let sets = document["sets"] as? [String: [String: Any]] ?? [:]
        let modifiers = document["modifiers"] as? [String: [String: Any]] ?? [:]
        var files: [String] = []
        for step in document["resolutionOrder"] as? [[String: String]] ?? [] {
            let ref = step["$ref"] ?? ""
            if ref.hasPrefix("#/sets/") {
                files += (sets[String(ref.dropFirst(7))]?["sources"] as? [[String: String]] ?? []).compactMap {
                    $0["$ref"]
                }
            } else if ref.hasPrefix("#/modifiers/") {
                let name = String(ref.dropFirst(12))
                guard let modifier = modifiers[name], let chosen = contexts[name] ?? modifier["default"] as? String
                else { continue }
                files += ((modifier["contexts"] as? [String: [[String: String]]])?[chosen] ?? []).compactMap {
                    $0["$ref"]
                }
            }
        }
        var tokens: [String: Token] = [:]
        func walk(_ node: [String: Any], _ path: [String], _ type: String?) {
            let type = node["$type"] as? String ?? type
            if let value = node["$value"] {
                tokens[path.joined(separator: ".")] = (type, value)
                return
            }
            for (key, child) in node where !key.hasPrefix("$") {
                if let child = child as? [String: Any] { walk(child, path + [key], type) }
            }
        }
        for file in files {
            let root = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file)))
                    as? [String: Any])
            walk(root, [], nil)
        }
        self.tokens = tokens
    }

    /// A value with its aliases followed.
    func resolved(_ value: Any) -> Any {
        if let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}"),
            let target = tokens[String(text.dropFirst().dropLast())]
        {
            return resolved(target.value)
        }
        return value
    }

    /// A length as the files give it, in points (16 per rem; px, and Android's dp, one point
    /// each, as the reference says); nil for anything else.
    static func points(_ value: Any) -> Double? {
        guard let object = value as? [String: Any], let amount = (object["value"] as? NSNumber)?.doubleValue,
            let unit = object["unit"] as? String
        else { return nil }
        return unit == "rem" ? amount * 16 : ["px", "dp", ""].contains(unit) ? amount : nil
    }
}
