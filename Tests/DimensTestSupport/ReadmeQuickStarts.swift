import Foundation
import Testing

/// The README's quick starts as written: the files each shows (each fenced block after a
/// `<!-- quickstart NAME: PATH -->` line) and the names its usage snippets are marked with
/// (`<!-- quickstart NAME uses: A, B -->`, then the block that must show them).
package enum ReadmeQuickStarts {
    package static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// Per quick start: its files by path, and the names its snippets use.
    package static func read() throws -> [String: (files: [String: String], uses: [String])] {
        let lines = try String(contentsOf: readme, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var starts: [String: (files: [String: String], uses: [String])] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- quickstart ") {
            let marker = line.dropFirst("<!-- quickstart ".count).dropLast(" -->".count)
            let name = String(marker.prefix { $0 != " " && $0 != ":" })
            let rest = marker.dropFirst(name.count)
            // The fenced block right after the marker.
            guard lines[index + 1].hasPrefix("```") else { continue }
            let block = lines[(index + 2)...].prefix { !$0.hasPrefix("```") }.joined(separator: "\n")
            if rest.hasPrefix(" uses: ") {
                for used in rest.dropFirst(" uses: ".count).split(separator: ",").map({
                    $0.trimmingCharacters(in: .whitespaces)
                }) {
                    #expect(block.contains(used), "the snippet after the \(name) marker does not show \(used)")
                    starts[name, default: ([:], [])].uses.append(used)
                }
            } else if rest.hasPrefix(": ") {
                starts[name, default: ([:], [])].files[String(rest.dropFirst(2))] = block + "\n"
            }
        }
        return starts
    }

    /// The shell lines of the fenced blocks after `<!-- quickstart NAME runs -->`: commands the
    /// README tells a user to run in the quick start's folder once it is built.
    package static func commands(of name: String) throws -> [String] {
        let lines = try String(contentsOf: readme, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var commands: [String] = []
        for (index, line) in lines.enumerated() where line == "<!-- quickstart \(name) runs -->" {
            guard lines[index + 1].hasPrefix("```") else { continue }
            commands += lines[(index + 2)...].prefix { !$0.hasPrefix("```") }.map(String.init)
        }
        return commands
    }
}
