import Foundation
import Testing

/// Mode files read with Foundation, one per collection: each token's `$value` by dot path; Figma's
/// `{group.token}` aliases resolved among them (collections define different paths).
struct FigmaModeFiles {
    var tokens: [String: Any] = [:]

    /// One mode of `Tests/Fixtures/figma-export`: its Spacing file and the Primitives file.
    init(_ folder: URL, mode: String) throws {
        try self.init([
            folder.appendingPathComponent("Spacing/\(mode).tokens.json"),
            folder.appendingPathComponent("Primitives/Mode 1.tokens.json"),
        ])
    }

    init(_ files: [URL]) throws {
        for file in files { tokens.merge(try Self.flatten(file)) { mine, _ in mine } }
    }

    static func flatten(_ url: URL) throws -> [String: Any] {
        var found: [String: Any] = [:]
        func walk(_ node: [String: Any], _ path: [String]) {
            for (key, value) in node where !key.hasPrefix("$") {
                guard let child = value as? [String: Any] else { continue }
                if let token = child["$value"] {
                    found[(path + [key]).joined(separator: ".")] = token
                } else {
                    walk(child, path + [key])
                }
            }
        }
        walk(try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]), [])
        return found
    }

    func resolved(_ value: Any) -> Any {
        guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}") else { return value }
        return tokens[String(text.dropFirst().dropLast())].map(resolved) ?? value
    }

}
