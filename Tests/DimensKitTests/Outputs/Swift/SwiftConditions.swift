import Foundation

/// Generated Swift's conditional compilation, resolved as swiftc would for one target: which lines
/// a `#if` / `#elseif` / `#else` / `#endif` nesting keeps on that platform (the directives
/// themselves dropped), each with its line number in the file.
struct SwiftConditions {
    /// What a `#if` condition is evaluated against.
    struct Target {
        /// `os(…)` is true for this name (`iOS`, `tvOS`, `visionOS`, `watchOS`, `macOS`, `Linux`).
        let os: String
        /// The modules `canImport(…)` finds.
        let modules: Set<String>

        /// An Apple platform as the app's build sees it: UIKit on iOS, tvOS, visionOS and watchOS.
        static func apple(_ os: String) -> Target {
            Target(
                os: os, modules: os == "macOS" ? ["CoreGraphics", "SwiftUI"] : ["CoreGraphics", "SwiftUI", "UIKit"])
        }

        /// `os` as the tests compile it on Linux: the stand-ins' UIKit and SwiftUI, no CoreGraphics
        /// (CGFloat is Foundation's there).
        static func standIns(_ os: String) -> Target { Target(os: os, modules: ["SwiftUI", "UIKit"]) }
    }

    /// The lines of `text` compiled for `target`, numbered from 1 as in `text`.
    static func resolve(_ text: String, for target: Target) throws -> [(number: Int, text: String)] {
        /// Per open `#if`: whether its enclosing branch is live, whether a branch was taken, and
        /// whether the current branch is live.
        var stack: [(outer: Bool, taken: Bool, live: Bool)] = []
        var kept: [(number: Int, text: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let live = stack.last?.live ?? true
            if let condition = directive("#if", trimmed) {
                let value = try evaluate(condition, target)
                stack.append((live, value, live && value))
            } else if let condition = directive("#elseif", trimmed) {
                guard let top = stack.popLast() else { throw Problem("#elseif without #if at line \(index + 1)") }
                let value = try !top.taken && evaluate(condition, target)
                stack.append((top.outer, top.taken || value, top.outer && value))
            } else if trimmed == "#else" {
                guard let top = stack.popLast() else { throw Problem("#else without #if at line \(index + 1)") }
                stack.append((top.outer, true, top.outer && !top.taken))
            } else if trimmed == "#endif" {
                guard stack.popLast() != nil else { throw Problem("#endif without #if at line \(index + 1)") }
            } else if live {
                kept.append((index + 1, String(line)))
            }
        }
        guard stack.isEmpty else { throw Problem("\(stack.count) #if left open") }
        return kept
    }

    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private static func directive(_ name: String, _ line: String) -> String? {
        line.hasPrefix(name + " ") ? String(line.dropFirst(name.count + 1)) : nil
    }

    /// A condition of `!`, `&&`, `||`, parentheses and the atoms `os(…)`, `canImport(…)`,
    /// `compiler(>=…)`, `swift(>=…)` (both true: the toolchain is new), `targetEnvironment(…)`
    /// (false: a device build) and custom flags (false). `&&` binds tighter than `||`.
    static func evaluate(_ condition: String, _ target: Target) throws -> Bool {
        var parser = Parser(text: Array(condition.filter { !$0.isWhitespace }), target: target)
        let value = try parser.or()
        guard parser.index == parser.text.count else { throw Problem("cannot read #if \(condition)") }
        return value
    }

    private struct Parser {
        let text: [Character]
        let target: Target
        var index = 0

        mutating func or() throws -> Bool {
            var value = try and()
            while take("||") { value = try and() || value }
            return value
        }

        mutating func and() throws -> Bool {
            var value = try unary()
            while take("&&") { value = try unary() && value }
            return value
        }

        mutating func unary() throws -> Bool {
            if take("!") { return try !unary() }
            if take("(") {
                let value = try or()
                guard take(")") else { throw Problem("unbalanced parentheses") }
                return value
            }
            var name = ""
            while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" {
                name.append(text[index])
                index += 1
            }
            guard !name.isEmpty else { throw Problem("expected a condition at \(index)") }
            guard take("(") else { return false }
            var argument = ""
            while index < text.count, text[index] != ")" {
                argument.append(text[index])
                index += 1
            }
            guard take(")") else { throw Problem("unbalanced parentheses") }
            switch name {
            case "os": return argument == target.os
            case "canImport": return target.modules.contains(argument)
            case "compiler", "swift": return true
            case "targetEnvironment": return false
            default: throw Problem("unknown condition \(name)(\(argument))")
            }
        }

        mutating func take(_ token: String) -> Bool {
            let characters = Array(token)
            guard index + characters.count <= text.count, Array(text[index..<index + characters.count]) == characters
            else { return false }
            index += characters.count
            return true
        }
    }
}
