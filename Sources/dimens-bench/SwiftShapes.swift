import Foundation

/// With `--shapes N`: what Swift charges for N named tokens in each shape an API could give them,
/// with no table behind them, so the floor of the generated file's compile time can be told
/// apart from what dimens adds to it.
enum SwiftShapes {
    /// One way of giving every token a name: its declaration and what surrounds them all.
    struct Shape: Sendable {
        var label: String
        var declaration: @Sendable (Int) -> String
        /// For a shape whose declarations are the cases of `enum Token`: the subscript reading one.
        var enumSubscript: String?
    }

    static let shapes: [Shape] = [
        Shape(label: "public computed property reading a pointer (dimens' accessor)") {
            "    /// `t\($0)`.\n    public var t\($0): Double { values[\($0)] }"
        },
        Shape(label: "public computed property returning a constant") {
            "    /// `t\($0)`.\n    public var t\($0): Double { 1.5 }"
        },
        Shape(label: "internal computed property reading a pointer") {
            "    /// `t\($0)`.\n    var t\($0): Double { values[\($0)] }"
        },
        Shape(label: "internal computed property returning a constant (the floor)") {
            "    /// `t\($0)`.\n    var t\($0): Double { 1.5 }"
        },
        Shape(label: "public stored property (a struct of N fields)") {
            "    /// `t\($0)`.\n    public let t\($0): Double"
        },
        Shape(
            label: "enum case, one subscript (values[.t0])",
            declaration: { "        /// `t\($0)`.\n        case t\($0)" },
            enumSubscript: """
                    public subscript(_ token: Token) -> Double {
                        values[withUnsafeBytes(of: token) { $0.reversed().reduce(0) { $0 << 8 | Int($1) } }]
                    }
                """),
        Shape(label: "no per-token declaration (the struct alone)") { _ in "" },
    ]

    /// The source of `shape` at `count` tokens.
    static func source(_ shape: Shape, count: Int) -> String {
        let declarations = (0..<count).map(shape.declaration).filter { !$0.isEmpty }.joined(separator: "\n")
        let members = shape.enumSubscript.map { "    public enum Token {\n\(declarations)\n    }\n\($0)" }
        return """
            /// N tokens.
            public struct Values {
                let values: UnsafePointer<Double>
            \(members ?? declarations)
            }

            """
    }

    /// Type-checks and release-compiles every shape at `count` tokens; prints one line each.
    static func run(count: Int, runs: Int, scratch: URL) {
        let folder = scratch.appendingPathComponent("shapes-\(count)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        print("Swift shapes for \(count) named tokens (no table; type-check, release -O -wmo, object size):")
        for (index, shape) in shapes.enumerated() {
            let file = folder.appendingPathComponent("shape\(index).swift")
            guard (try? source(shape, count: count).write(to: file, atomically: true, encoding: .utf8)) != nil else {
                print("  \(shape.label): cannot write \(file.path)")
                continue
            }
            let check = ProcessRun.median(runs) { SwiftCompile.swiftc(["-typecheck", file.path], in: folder) }
            let release = ProcessRun.median(runs) {
                SwiftCompile.swiftc(
                    ["-O", "-wmo", "-parse-as-library", "-c", file.path, "-o", "shape.o"], in: folder)
            }
            let bytes = SwiftCompile.binaryBytes(folder.appendingPathComponent("shape.o")) ?? 0
            let failed = check.status != 0 || release.status != 0 ? "  (swiftc failed)" : ""
            let label = shape.label.padding(toLength: 64, withPad: " ", startingAt: 0)
            let numbers = String(
                format: "%6.2f s  %6.1f s  %7.2f MB", check.seconds, release.seconds, Double(bytes) / 1e6)
            print("  \(label) \(numbers)\(failed)")
        }
    }
}
