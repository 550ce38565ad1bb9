import DimensKit
import Foundation
import Testing

/// The android output compiled by `aapt` and read back from the compiled table: on every Android
/// screen of the build, Android's own choice of folder (by smallest width or width, then height,
/// then density) gives the value the json output lists for that screen (by width, where screens
/// of one width differ by more than density, the one most of them have); and every value in
/// every configuration is the one written.
@Suite(.enabled(if: AAPT.aapt != nil, "skipped: no aapt on PATH (apt-get install -y aapt; .ci/run installs it)"))
struct AndroidAAPTTests {
    /// A json token path (and member) as its Android resource: words in lower case joined by `_`.
    static func resourceName(_ path: String) -> String {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for character in path {
            if character.isLetter || character.isNumber {
                if character.isUppercase, previousLower, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word += character.lowercased()
                previousLower = character.isLowercase || character.isNumber
            } else {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousLower = false
            }
        }
        if !word.isEmpty { words.append(word) }
        var name = words.joined(separator: "_")
        if name.first?.isNumber == true { name = "_" + name }
        let keywords = [
            "class", "default", "switch", "int", "in", "object", "is", "fun", "val", "var", "when", "typealias",
        ]
        return keywords.contains(name) ? name + "_" : name
    }

    /// A composite's value on a screen as its numeric leaves: `fontSize`, `1.blur`.
    static func leaves(_ value: JSONValue, prefix: String = "") -> [(String, Double)] {
        if let number = value.number?.double { return [(prefix, number)] }
        if let object = value.object {
            return object.members.flatMap { leaves($0.value, prefix: prefix.isEmpty ? $0.key : prefix + "." + $0.key) }
        }
        if let items = value.array {
            return items.enumerated().flatMap { leaves($1, prefix: prefix.isEmpty ? "\($0)" : prefix + ".\($0)") }
        }
        return []
    }

    /// A letter spacing in ems is checked against the json's spacing over its font size.
    static func matches(_ got: AAPT.Value?, _ want: JSONValue, path: String) -> Bool {
        switch got {
        case .float(let value)? where path.hasSuffix(".letterSpacing"):
            guard let number = want.number?.double else { return false }
            return abs(value - number) <= 0.0000005 + Double(Float(number).ulp)
        case .dimension(let value, let unit, let resolution)?:
            let text = path.hasPrefix("font-size.") || path.hasPrefix("text.")
            guard let number = want.number?.double, unit == (text ? "sp" : "dp") else { return false }
            return abs(value - number) <= 0.00005 + resolution + 1e-9
        case .float(let value)?:
            guard let number = want.number?.double else { return false }
            return abs(value - number) <= 0.00005 + Double(Float(number).ulp)
        case .integer(let value)?: return want.number?.double == Double(value)
        case .bool(let flag)?: return want.bool == flag
        case .string(let text)?: return want.string == text
        case nil: return false
        }
    }

    @Test(arguments: [("example", "sw"), ("example", "w"), ("android-awkward", "sw")])
    func everyAndroidScreenReadsItsValueBackFromTheCompiledTable(_ name: String, _ qualifier: String) throws {
        let build = try AndroidBuild(name, qualifier: qualifier)
        let aapt = try AAPT.compile(build.resources)
        let defined = Set(aapt.configs[""]?.keys.map { String($0) } ?? [])
        var found = Set<String>()
        var compared = 0
        for token in build.tokens {
            let path = token["path"]!.string!
            let values = build.values(token)
            let isComposite = values.values.first?.object != nil || values.values.first?.array != nil
            var series: [(path: String, values: [String: JSONValue])] = []
            if isComposite {
                var byMember: [String: [String: JSONValue]] = [:]
                for (screen, value) in values {
                    let leaves = Self.leaves(value)
                    let size = leaves.first { $0.0 == "fontSize" }?.1
                    for (member, number) in leaves {
                        // A typography's letter spacing is written in ems: over its font size.
                        let written = member == "letterSpacing" ? size.map { $0 == 0 ? 0 : number / $0 } : nil
                        byMember[member, default: [:]][screen] = .number(written ?? number)
                    }
                }
                series = byMember.map { (path + "." + $0.key, $0.value) }.filter { member in
                    defined.contains { $0.hasSuffix("/" + Self.resourceName(member.0)) }
                }.sorted { $0.0 < $1.0 }
            } else {
                series = [(path, values)]
            }
            for (path, values) in series {
                let resource = try #require(
                    defined.first { $0.hasSuffix("/" + Self.resourceName(path)) }, "no resource for \(path)")
                found.insert(resource)
                let shared = qualifier == "sw" ? build.sharedReadings(values) : []
                for (screen, want) in build.expected(values) {
                    let id = screen["id"]!.string!
                    // Every reading: the window edge to edge and with the system bars taken away.
                    for reading in qualifier == "sw" ? build.readings(screen) : [build.configuration(screen)] {
                        let (sw, w, h, dpi) = reading
                        let got = aapt.resolve(resource, sw: sw, w: w, h: h, dpi: dpi)
                        if shared.contains(build.folderKey(screen, reading)) { continue }
                        #expect(
                            Self.matches(got, want, path: path),
                            "\(path) on \(id) (sw \(sw), \(w) × \(h) dp, \(dpi) dpi): \(String(describing: got)), json \(want)"
                        )
                        compared += 1
                    }
                }
            }
        }
        #expect(found == defined, "resources no json value explains: \(defined.subtracting(found).sorted())")
        #expect(compared > 100)
    }

    /// Every number and flag in every configuration is the one written in that folder's file.
    @Test func everyValueInEveryConfigurationIsTheOneWritten() throws {
        let build = try AndroidBuild("example")
        let aapt = try AAPT.compile(build.resources)
        let element = #/<(dimen|integer|bool|item) name="([a-z0-9_]+)"[^>]*>([^<]*)</#
        var count = 0
        for (path, text) in build.resources {
            let folder = String(path.split(separator: "/")[0])
            let config = folder == "values" ? "" : String(folder.dropFirst("values-".count))
            for match in text.matches(of: element) {
                let type = match.1 == "item" ? "dimen" : String(match.1)
                let got = try #require(aapt.configs[config]?["\(type)/\(match.2)"], "\(folder) \(match.2)")
                let written = String(match.3)
                switch got {
                case .dimension(let value, let unit, let resolution):
                    #expect(written.hasSuffix(unit))
                    #expect(abs(value - Double(written.dropLast(2))!) <= resolution, "\(folder) \(match.2)")
                case .float(let value): #expect(Float(value) == Float(written)!)
                case .integer(let value): #expect(String(value) == written)
                case .bool(let flag): #expect(String(flag) == written)
                case .string: Issue.record("\(match.2) is a string")
                }
                count += 1
            }
        }
        #expect(count > 500)
    }

    /// aapt's `R.java` holds a field per resource, so the names are Java identifiers: `javac`
    /// compiles it (where a JDK is installed).
    @Test(.enabled(if: GeneratedSwiftProgram.executable(named: "javac") != nil, "skipped: no javac on PATH"))
    func resourceNamesAreJavaIdentifiers() throws {
        let aapt = try AAPT.compile(try AndroidBuild("android-awkward").resources, keepingFolder: true)
        let folder = try #require(aapt.folder)
        defer { GeneratedSwiftProgram.remove(folder) }
        let generated = FileManager.default.enumerator(atPath: folder.appendingPathComponent("gen").path)
        let found = try #require((generated?.allObjects as? [String])?.first { $0.hasSuffix("R.java") })
        let r = folder.appendingPathComponent("gen/" + found)
        let javac = try #require(GeneratedSwiftProgram.executable(named: "javac"))
        let compiled = try GeneratedSwiftProgram.run(javac, ["-d", "classes", r.path], in: folder)
        #expect(compiled.status == 0, "\(compiled.output)")
        let source = try String(contentsOf: r, encoding: .utf8)
        for field in ["class_", "_2xl", "label_title", "shows_rail", "text_title_font_size"] {
            #expect(source.contains(" \(field)="), "R.java lacks \(field)")
        }
    }
}
