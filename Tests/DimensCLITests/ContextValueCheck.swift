import DimensKit
import DimensTestSupport
import Foundation
import Testing

/// A build's json output held against the design system's own files: the screens grouped by the
/// contexts they get, and every dimension and number token on every screen compared with the
/// number the files of those contexts give it (`CorpusFiles`, read independently of dimens).
struct ContextValueCheck {
    /// Screen ids by the contexts they get (modifier → context).
    var groups: [[String: String]: [String]] = [:]
    var checked = 0
    /// One line per value that differs from the files.
    var wrong: [String] = []
    /// Per group of contexts: tokens computed, and tokens the files give a number to.
    var counts: [(contexts: [String: String], computed: Int, numeric: Int)] = []

    init(resolver: URL, output text: String) throws {
        let json = try #require(OutputByScreen.read(text))
        let screens = (json["screens"]?.array ?? []).compactMap(\.object)
        let built = (json["tokens"]?.array ?? []).compactMap(\.object).filter {
            ["dimension", "number"].contains($0["type"]?.string ?? "")
        }
        for screen in screens {
            let contexts = (screen["contexts"]?.object?.members ?? []).reduce(into: [String: String]()) {
                $0[$1.key] = $1.value.string
            }
            groups[contexts, default: []].append(screen["id"]!.string!)
        }
        for (contexts, ids) in groups {
            let files = try CorpusFiles(resolver, contexts: contexts)
            var computed = 0
            for token in built {
                let path = token["path"]!.string!
                let source = try #require(files.tokens[path], "\(path) with \(contexts)")
                let value = files.resolved(source.value)
                let expected =
                    token["type"]?.string == "number" ? (value as? NSNumber)?.doubleValue : CorpusFiles.points(value)
                guard let values = token["values"]?.object else {
                    #expect(expected == nil, "\(path) is carried through, but the files give it \(expected ?? 0)")
                    continue
                }
                computed += 1
                for id in ids {
                    checked += 1
                    if values[id]?.number?.double != expected {
                        wrong.append(
                            "\(path) on \(id) with \(contexts): \(values[id].map(String.init(describing:)) ?? "none") ≠ \(expected.map(String.init(describing:)) ?? "no number")"
                        )
                    }
                }
            }
            let numeric = files.tokens.filter { _, token in
                let value = files.resolved(token.value)
                return token.type == "number"
                    ? value is NSNumber : token.type == "dimension" && CorpusFiles.points(value) != nil
            }
            counts.append((contexts, computed, numeric.count))
        }
    }

    /// Records a failure for each value that differs, and for each group where a token the files
    /// give a number to was not computed.
    func expectEveryValueEqual(_ name: String) {
        #expect(
            wrong.isEmpty,
            "\(name): \(wrong.count) values differ from the files: \(wrong.prefix(8).joined(separator: "; "))")
        for count in counts {
            #expect(
                count.computed == count.numeric,
                "\(name) with \(count.contexts): \(count.computed) computed of \(count.numeric)")
        }
    }
}
