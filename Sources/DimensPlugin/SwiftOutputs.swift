import Foundation

/// The files of every output with `"template": "swift"` in a dimens.json: its `path`, and with
/// `"split": N` (N ≥ 2) the accessor files beside it, `Dimens+Tokens1.swift` to
/// `Dimens+TokensN.swift` (`OutputPart.path(for:)` in DimensKit, which a plugin cannot link).
///
/// Foundation only, so that `DimensPluginTests` compiles this very file (a symbolic link to it)
/// and checks that it reads every config the way dimens' own reader does.
enum SwiftOutputs {
    static func paths(in config: URL) throws -> [String] {
        try outputs(in: config).flatMap { output -> [String] in
            guard let path = output["path"] as? String else { return [] }
            let split = ((output["options"] as? [String: Any])?["split"] as? NSNumber)?.intValue ?? 1
            return [path] + (split < 2 ? [] : (1...split).map { part(path, $0) })
        }
    }

    /// The path of the first swift output that imports `DimensRuntime` (its `runtime` option is
    /// `module`, the default); nil when every one is embedded.
    static func runtimeImporter(_ config: URL) throws -> String? {
        try outputs(in: config).first {
            ($0["options"] as? [String: Any])?["runtime"] as? String != "embedded"
        }.map { $0["path"] as? String ?? "the swift output" }
    }

    /// The config's outputs with `"template": "swift"`.
    static func outputs(in config: URL) throws -> [[String: Any]] {
        let data = try Data(contentsOf: config)
        guard let object = try JSONSerialization.jsonObject(with: Data(withoutComments(Array(data)))) as? [String: Any]
        else {
            throw PluginError("\(config.path) is not a JSON object")
        }
        return (object["outputs"] as? [[String: Any]] ?? []).filter { $0["template"] as? String == "swift" }
    }

    /// `Gen/Dimens.swift` → `Gen/Dimens+Tokens3.swift`.
    static func part(_ path: String, _ number: Int) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        let suffix = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
        return String(path.dropLast(name.count)) + stem + "+Tokens\(number)" + suffix
    }

    /// The config's bytes as plain JSON, read as dimens reads its config (JSONScanner): a byte
    /// order mark dropped; `//` comments to the next CR or LF and `/* */` comments outside
    /// strings blanked; a comma left before `}` or `]` removed. Bytes, not `Character`s: CRLF
    /// is one `Character`, which a comment reader looking for LF would never find.
    static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        let (slash, star, quote, backslash) = (
            UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "\\")
        )
        var out: [UInt8] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if inString {
                out.append(byte)
                if byte == backslash, let next {
                    out.append(next)
                    index += 1
                } else if byte == quote {
                    inString = false
                }
            } else if byte == slash, next == slash {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                    index += 1
                }
                continue
            } else if byte == slash, next == star {
                index += 2
                while index < bytes.count,
                    !(bytes[index] == star && index + 1 < bytes.count && bytes[index + 1] == slash)
                {
                    index += 1
                }
                index += 2
                out.append(UInt8(ascii: " "))
                continue
            } else {
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]"),
                    let last = out.lastIndex(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
                    out[last] == UInt8(ascii: ",")
                {
                    out.remove(at: last)
                }
                inString = byte == quote
                out.append(byte)
            }
            index += 1
        }
        return out
    }
}

/// An error the plugin reports to the build, as text.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
