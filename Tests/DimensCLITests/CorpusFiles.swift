import Foundation
import Testing

/// The corpus's token files read here, independently of dimens' loader (with Foundation's
/// parser): the files (or fragments, or inline sources) a resolver loads for one choice of
/// contexts, its sets and modifiers referenced or inline, merged in resolution order (a later
/// token replaces an earlier one), each token's `$type` inherited from its groups, and aliases
/// followed.
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
        // Each step's sources: a root set or modifier by reference, or one written inline.
        var sources: [[String: Any]] = []
        func add(modifier: [String: Any], named name: String) {
            guard let chosen = contexts[name] ?? modifier["default"] as? String else { return }
            sources += (modifier["contexts"] as? [String: [[String: Any]]])?[chosen] ?? []
        }
        for step in document["resolutionOrder"] as? [[String: Any]] ?? [] {
            let ref = step["$ref"] as? String ?? ""
            if ref.hasPrefix("#/sets/") {
                sources += sets[String(ref.dropFirst(7))]?["sources"] as? [[String: Any]] ?? []
            } else if ref.hasPrefix("#/modifiers/") {
                let name = String(ref.dropFirst(12))
                if let modifier = modifiers[name] { add(modifier: modifier, named: name) }
            } else if step["type"] as? String == "set" {
                sources += step["sources"] as? [[String: Any]] ?? []
            } else if step["type"] as? String == "modifier", let name = step["name"] as? String {
                add(modifier: step, named: name)
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
        for source in sources {
            guard let ref = source["$ref"] as? String else {
                walk(source, [], nil)
                continue
            }
            // A file, or a fragment of one (`file.json#/group`).
            let parts = ref.split(separator: "#", maxSplits: 1).map(String.init)
            var root = try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(parts[0])))
                    as? [String: Any])
            for key in parts.count > 1 ? parts[1].split(separator: "/").map(String.init) : [] {
                root = try #require(root[key] as? [String: Any], "\(ref)")
            }
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
