import Foundation
import Testing

/// The stage folders of `Sources/DimensKit` keep the order the import map at the top of
/// `Pipeline.swift` gives: a folder may use the types of the folders before it, never of one after.
/// Checked on the source text: every type a folder declares at top level, and every word of code
/// that names one declared in another folder: comments and string literals left out, the code in
/// a string's interpolations (`"\(Scaler.x)"`) kept.
struct LayeringTests {
    static let sources = BuiltInTemplateTests.root.appendingPathComponent("Sources/DimensKit")

    /// The folder order, read from the `import map:` line of `Pipeline.swift`'s doc comment.
    static func importMap() throws -> [String] {
        let text = try String(
            contentsOf: sources.appendingPathComponent("Pipeline/Pipeline.swift"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("import map:") })
        return line.split(separator: ":", maxSplits: 1)[1].split(separator: "<").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func everyFolderIsInTheImportMap() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            !$0.hasPrefix(".")
        }
        #expect(Set(try Self.importMap()) == Set(folders))
    }

    @Test func noFolderUsesATypeOfALaterOne() throws {
        let order = try Self.importMap()
        let code = try Dictionary(uniqueKeysWithValues: order.map { ($0, try SwiftWords.folder(Self.sources, $0)) })
        var owner: [String: String] = [:]
        for folder in order {
            for name in code[folder]!.topLevelTypes.union(code[folder]!.codes) { owner[name] = folder }
        }
        var backward: [String] = []
        for (rank, folder) in order.enumerated() {
            let own = code[folder]!.allTypes
            for (file, words) in code[folder]!.words {
                for word in words.subtracting(own) {
                    guard let declared = owner[word], order.firstIndex(of: declared)! > rank else { continue }
                    backward.append("\(folder)/\(file) uses \(word) of \(declared)/")
                }
            }
        }
        #expect(backward.sorted() == [], "a stage folder uses a later one; move the type or the code")
    }

    /// The folders read in the order the stages run, each holding its stage's type: load →
    /// validate → resolve → check storyboards → scale → check → the render model, the output
    /// kinds and the render stage that runs them → the driver; `Plan/` (what each output is to
    /// be) before `Config/`, which reads it.
    @Test func theStageFoldersReadInTheOrderTheStagesRun() throws {
        let stages: [(folder: String, type: String)] = [
            ("Load", "TokenLoader"), ("Validate", "Validator"), ("Resolve", "AliasResolver"),
            ("InterfaceBuilder", "InterfaceBuilderCheck"), ("Scaling", "Scaler"), ("Check", "AccessibilityRules"),
            ("RenderModel", "RenderModel"), ("Outputs", "OutputKinds"), ("Render", "Renderer"),
            ("Pipeline", "Stages"),
        ]
        let order = try Self.importMap()
        let ranks = stages.map { order.firstIndex(of: $0.folder) ?? -1 }
        #expect(!ranks.contains(-1) && ranks == ranks.sorted(), "the import map puts a stage before one it follows")
        let declared = TestLayoutTests.declaringFolders()
        for (folder, type) in stages {
            #expect(declared[type]?.contains(folder) == true, "\(type) is not in \(folder)/")
        }
        #expect(try #require(order.firstIndex(of: "Plan")) < #require(order.firstIndex(of: "Config")))
    }

    /// `Import/` (Figma's export, the suggestions and survey `dimens init` writes from) is off
    /// the build path: last in the import map, and no other folder names a type it declares.
    @Test func nothingOnTheBuildPathUsesImport() throws {
        let order = try Self.importMap()
        #expect(order.last == "Import")
        let declared = try SwiftWords.folder(Self.sources, "Import").topLevelTypes
        #expect(declared.isSuperset(of: ["FigmaExport", "BindingSuggestion", "RuleSuggestion", "TokenSurvey"]))
        var uses: [String] = []
        for folder in order where folder != "Import" {
            for (file, words) in try SwiftWords.folder(Self.sources, folder).words {
                uses += words.intersection(declared).map { "\(folder)/\(file) uses \($0) of Import/" }
            }
        }
        #expect(uses.sorted() == [], "a stage uses what only init should")
    }

    /// Each output kind's folder under `Outputs/` is a unit: it uses what `Outputs/` itself
    /// shares (the kind protocol, the render session, the naming check), `RenderModel/` and the stages
    /// before, and no other kind's folder, but for the Android values the Kotlin outputs write too;
    /// outside the kinds' folders, only the registry (`OutputKinds.all`) names a kind.
    @Test func noOutputKindUsesAnotherKindsFolder() throws {
        let code = try SwiftWords.folder(Self.sources, "Outputs")
        let kinds = Set(
            code.words.keys.compactMap {
                $0.split(separator: "/").count > 1 ? String($0.split(separator: "/")[0]) : nil
            })
        #expect(kinds.isSuperset(of: ["Android", "CSS", "JSON", "Kotlin", "Report", "Swift"]))
        var owner: [String: String] = [:]
        for kind in kinds {
            for (file, _) in code.words where file.hasPrefix(kind + "/") {
                let text = try String(
                    contentsOf: Self.sources.appendingPathComponent("Outputs/\(file)"), encoding: .utf8)
                for name in SwiftWords.declarations(in: text).top { owner[name] = kind }
            }
        }
        let allowed: Set<String> = ["Kotlin uses Android"]
        var crossing: Set<String> = []
        for (file, words) in code.words {
            let parts = file.split(separator: "/")
            let kind = parts.count > 1 ? String(parts[0]) : nil
            for word in words {
                guard let other = owner[word], other != kind else { continue }
                // The registry names each kind's type: the one line a kind adds outside its folder.
                if file == "OutputKind.swift", word.hasSuffix("Kind") { continue }
                let use = kind.map { "\($0) uses \(other)" } ?? "Outputs/\(file) uses \(other)"
                if !allowed.contains(use) { crossing.insert("\(file) uses \(word) of \(other)/") }
            }
        }
        #expect(crossing.sorted() == [], "an output kind's folder uses another's, or the shared code a kind's")
    }

    /// The check itself notices a backward use, and a name its folder declares for itself.
    @Test func theCheckSeesCodeButNotCommentsOrStrings() {
        let words = SwiftWords.words(
            in: """
                /// Uses Renderer in a comment.
                let x = "Renderer in a string"  // Renderer
                let y = Scaler.scale(a)
                """)
        #expect(words.contains("Scaler") && !words.contains("Renderer"))
        #expect(
            SwiftWords.declarations(in: "public struct A {\n    enum B {}\n}\nextension A {}\n@frozen enum C {}\n")
                == (["A", "C"], ["A", "B", "C"]))
        #expect(
            SwiftWords.codes(in: "extension DiagnosticCode {\n    public static let configValue = x\n}\n")
                == ["configValue"])
        // A `\"\"\"` in a comment does not hide the code after it.
        #expect(SwiftWords.words(in: "/// a \"\"\" in prose\nlet y = Scaler.x\n").contains("Scaler"))
    }

    /// Interpolations are code, in every kind of string literal, and may hold strings of their own.
    @Test(arguments: [
        #"let a = "x \(Scaler.y) z""#,
        #"let a = "\("nested \(Scaler.y)")""#,
        "let a = \"\"\"\n    text \\(Scaler.y)\n    \"\"\"",
        ##"let a = #"raw \#(Scaler.y) "quoted""#"##,
        ###"let a = ##"\##(f(Scaler.y))"##"###,
    ])
    func interpolationsAreCode(_ source: String) {
        #expect(SwiftWords.words(in: source).contains("Scaler"), "\(source)")
    }

    /// What is not code stays out: strings (raw ones' `\(` too, escaped quotes), and comments,
    /// nested block comments included.
    @Test(arguments: [
        #"let a = "Scaler \" Scaler""#,
        ##"let a = #"not \(Scaler) interpolated"#"##,
        "let a = 1 /* outer /* inner */ Scaler */",
        "let a = \"\"\"\n    Scaler \"quoted\"\n    \"\"\"",
        "let a = \"a\\\\\" // Scaler",
    ])
    func stringsAndCommentsAreNot(_ source: String) {
        #expect(!SwiftWords.words(in: source).contains("Scaler"), "\(source)")
    }
}

/// The words of Swift source that can name a type, and the types a folder declares.
struct SwiftWords {
    var words: [String: Set<String>] = [:]
    var topLevelTypes: Set<String> = []
    var allTypes: Set<String> = []
    /// The diagnostic codes the folder declares (`extension DiagnosticCode { static let … }`).
    var codes: Set<String> = []

    /// The code of a folder and its subfolders (`Outputs/Android/…`), by path inside it.
    static func folder(_ root: URL, _ name: String) throws -> SwiftWords {
        var result = SwiftWords()
        let folder = root.appendingPathComponent(name)
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let (top, all) = declarations(in: text)
            result.topLevelTypes.formUnion(top)
            result.allTypes.formUnion(all)
            result.codes.formUnion(codes(in: text))
            result.words[file] = words(in: text)
        }
        return result
    }

    /// Type names declared at the start of a line (top level) and at any depth.
    static func declarations(in text: String) -> (top: Set<String>, all: Set<String>) {
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        let modifiers: Set<Substring> = [
            "public", "internal", "private", "fileprivate", "final", "indirect", "package",
        ]
        func isModifier(_ word: Substring) -> Bool { modifiers.contains(word) || word.hasPrefix("@") }
        var top: Set<String> = []
        var all: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" || $0 == "=" })
            guard let index = parts.firstIndex(where: { !isModifier($0) }), keywords.contains(parts[index]),
                index + 1 < parts.count
            else { continue }
            let name = String(parts[index + 1])
            all.insert(name)
            if !line.hasPrefix(" ") { top.insert(name) }
        }
        return (top, all)
    }

    /// The names of the `static let`s of `extension DiagnosticCode` blocks.
    static func codes(in text: String) -> Set<String> {
        var codes: Set<String> = []
        var inside = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("extension DiagnosticCode") {
                inside = true
            } else if line.hasPrefix("}") {
                inside = false
            }
            guard inside, let range = line.range(of: "static let ") else { continue }
            let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { codes.insert(String(name)) }
        }
        return codes
    }

    /// Identifiers of code: outside comments and string literals, but inside a string's
    /// interpolations (`"\(Scaler.x)"`, `#"\#(Scaler.x)"#`), which are code too.
    static func words(in text: String) -> Set<String> {
        var scanner = SwiftCodeScanner(Array(text))
        return scanner.identifiers()
    }
}
