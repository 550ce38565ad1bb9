import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// The kotlin (and compose) outputs of an Android build compiled with `kotlinc` (Debian's
/// `kotlin`, with the Compose stand-ins of `Tests/Fixtures/android-stand-ins`) together with a
/// program that prints values, then run on the JVM: once per build, as each kotlinc run is slow.
struct GeneratedKotlinProgram {
    static let kotlinc = GeneratedSwiftProgram.executable(named: "kotlinc")
    static let java = GeneratedSwiftProgram.executable(named: "java")
    /// Whether Kotlin can be compiled and run here; the notice of a test skipped where not.
    static let isAvailable = kotlinc != nil && java != nil
    static let skipNotice: Comment =
        "skipped: no kotlinc or java on PATH (apt-get install -y kotlin default-jdk-headless; .ci/run installs them)"
    static let standIns = Fixtures.root.appendingPathComponent("android-stand-ins")

    /// One Kotlin property: its token path (a composite's length as `text.body.fontSize`), name and kind.
    struct Property {
        var path: String
        var name: String
        var kind: KotlinTable.Kind
    }

    /// The properties the kotlin output of `build` declares, in order.
    static func properties(_ build: AndroidBuild) throws -> [Property] {
        let table = try #require(build.compilation.table)
        let model = RenderModel(table.screens(forOutput: "kotlin"))
        return KotlinTable(model).columns.map {
            Property(path: model.columns[$0.column].path.description, name: $0.name, kind: $0.kind)
        }
    }

    /// The stand-ins a program is compiled against (`Tests/Fixtures/android-stand-ins`): Compose UI
    /// 1.0's public API (the oldest the compose output supports), or 1.8's (`containerSize`).
    enum Compose: String {
        case oldest = "compose-1.0"
        case containerSize = "compose-1.8"

        /// The stand-in files, as paths under the stand-ins folder.
        var files: [String] {
            ["Runtime.kt", "Unit.kt", "Platform.kt", "Configuration.kt", rawValue + "/WindowInfo.kt"]
        }
    }

    /// `kotlinc` on `sources` (file name → text) and the stand-ins of `compose`, with warnings as
    /// errors: whether it compiled, and what it printed (less the JDK's notices), in `folder`.
    static func compile(_ sources: [String: String], compose: Compose?, in folder: URL) throws -> (
        compiled: Bool, problems: [String]
    ) {
        var files: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            files.append(name)
        }
        for (index, name) in (compose?.files ?? []).enumerated() {
            let copy = "StandIn\(index)_" + name.replacingOccurrences(of: "/", with: "_")
            try FileManager.default.copyItem(
                at: Self.standIns.appendingPathComponent(name), to: folder.appendingPathComponent(copy))
            files.append(copy)
        }
        let compiled = try GeneratedSwiftProgram.run(
            try #require(kotlinc), files + ["-Werror", "-include-runtime", "-d", "program.jar"], in: folder)
        let problems = compiled.output.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("OpenJDK") && !$0.contains("warning: options -Xverify")
        }
        return (compiled.status == 0 && problems.isEmpty, problems)
    }

    /// `kotlinc` on `sources` (file name → text) and the stand-ins of `compose`, with warnings as
    /// errors in the generated files, then `java` on the jar; what the program printed.
    static func run(_ sources: [String: String], compose: Compose?) throws -> String {
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        let (compiled, problems) = try compile(sources, compose: compose, in: folder)
        #expect(compiled, "kotlinc:\n\(problems.prefix(40).joined(separator: "\n"))")
        let ran = try GeneratedSwiftProgram.run(try #require(java), ["-jar", "program.jar"], in: folder)
        #expect(ran.status == 0, "java:\n\(ran.output.suffix(3000))")
        return ran.output
    }

    /// `run(_:compose:)` with the oldest Compose's stand-ins, or none.
    static func run(_ sources: [String: String], standIns: Bool) throws -> String {
        try run(sources, compose: standIns ? .oldest : nil)
    }

    /// Kotlin that prints `label<TAB>path<TAB>value` for every property of an instance of the
    /// values class (or of the Compose units class with `compose`): `dump(label, v)`, calling one
    /// function per 200 properties so that none outgrows the JVM's 64 KB.
    static func dump(_ properties: [Property], compose: Bool = false) -> String {
        let type = compose ? "DimensUnits" : "Dimens"
        var functions: [String] = []
        for (part, start) in stride(from: 0, to: properties.count, by: 200).enumerated() {
            var lines = ["fun dump\(part)(label: String, v: \(type)) {"]
            for property in properties[start..<min(start + 200, properties.count)] {
                let read: String
                switch (property.kind, compose) {
                case (.length, true): read = "\"${v.\(property.name).value}dp\""
                case (.text, true):
                    read =
                        "\"${v.\(property.name).value}\" + (if (v.\(property.name).type == TextUnitType.Sp) \"sp\" else \"?\")"
                case (.em, true):
                    read =
                        "\"${v.\(property.name).value}\" + (if (v.\(property.name).type == TextUnitType.Em) \"em\" else \"?\")"
                case (.string, _):
                    read = "\"[\" + v.\(property.name).replace(\"\\n\", \"\\\\n\").replace(\"\\t\", \"\\\\t\") + \"]\""
                default: read = "v.\(property.name).toString()"
                }
                lines.append("    println(label + \"\\t\(property.path)\\t\" + \(read))")
            }
            functions.append((lines + ["}"]).joined(separator: "\n"))
        }
        let calls = functions.indices.map { "    dump\($0)(label, v)" }
        return (functions + ["fun dump(label: String, v: \(type)) {"] + calls + ["}"]).joined(separator: "\n")
    }

    /// A property's value on a json screen, as the program prints it.
    static func expected(_ property: Property, screen: String, tokens: [String: JSONObject], compose: Bool = false)
        throws -> String
    {
        let value = try #require(jsonValue(property.path, screen: screen, tokens: tokens), "\(property.path)")
        switch property.kind {
        case .em:
            // The json's letter spacing (in points) over the same screen's font size.
            let size = try #require(
                jsonValue(
                    property.path.replacingOccurrences(of: ".letterSpacing", with: ".fontSize"), screen: screen,
                    tokens: tokens)?.number?.double, "\(property.path)")
            let em = Float(size == 0 ? 0 : value.number!.double / size)
            return compose ? "\(em)em" : "\(em)"
        case .length, .text:
            let float = Float(value.number!.double)
            return compose ? "\(float)\(property.kind == .text ? "sp" : "dp")" : "\(float)"
        case .int: return String(Int(value.number!.double))
        case .double: return "\(value.number!.double)"
        case .string:
            return "["
                + value.string!.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
                + "]"
        case .boolean: return String(value.bool!)
        }
    }

    /// The json value of a property on a screen: a token's, or a member of a composite's.
    static func jsonValue(_ path: String, screen: String, tokens: [String: JSONObject]) -> JSONValue? {
        var head = path
        var member: [String] = []
        while tokens[head] == nil, let dot = head.lastIndex(of: ".") {
            member.insert(String(head[head.index(after: dot)...]), at: 0)
            head = String(head[..<dot])
        }
        guard var value = tokens[head]?["values"]?.object?[screen] else { return nil }
        for key in member {
            if let object = value.object, let next = object[key] {
                value = next
            } else if let items = value.array, let index = Int(key), items.indices.contains(index) {
                value = items[index]
            } else {
                return nil
            }
        }
        return value
    }

    /// Compares printed lines with the expected ones, reporting the first difference.
    static func compare(
        _ output: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let printed = output.split(separator: "\n").map(String.init).filter { $0.contains("\t") }
        #expect(printed.count == expected.count, sourceLocation: sourceLocation)
        for (line, want) in zip(printed, expected) where !same(line, want) {
            Issue.record("printed \(line) but the json output says \(want)", sourceLocation: sourceLocation)
            return
        }
    }

    /// Equal lines, numbers compared as the floats they print (Java's and Swift's shortest forms may differ).
    static func same(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let x = a.split(separator: "\t", omittingEmptySubsequences: false)
        let y = b.split(separator: "\t", omittingEmptySubsequences: false)
        guard x.count == 3, y.count == 3, x[0] == y[0], x[1] == y[1] else { return false }
        func number(_ text: Substring) -> (Double, String)? {
            let unit = ["dp", "sp", "em"].contains(String(text.suffix(2))) ? String(text.suffix(2)) : ""
            return Double(text.dropLast(unit.count)).map { ($0, unit) }
        }
        guard let p = number(x[2]), let q = number(y[2]), p.1 == q.1 else { return false }
        return Float(p.0) == Float(q.0) || p.0 == q.0
    }
}
