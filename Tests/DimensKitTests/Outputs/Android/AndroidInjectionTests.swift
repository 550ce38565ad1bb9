import DimensKit
import Foundation
import Testing

/// Text from token files reaches `R.java`: aapt and aapt2 copy the comment before each resource
/// into the Javadoc of its field, and javac reads `\u002a/` as `*/` before it reads comments. No
/// path or description may end that comment: `R.java` compiles, and loading `R$dimen` runs
/// nothing a token file wrote.
@Suite(
    .enabled(
        if: AAPT.aapt != nil && GeneratedSwiftProgram.executable(named: "javac") != nil
            && GeneratedSwiftProgram.executable(named: "java") != nil, "skipped: no aapt, javac or java on PATH"))
struct AndroidInjectionTests {
    /// Descriptions and names that closed the Javadoc and ran a static initializer.
    static let tokens = ##"""
        {"g": {"$type": "dimension",
          "escaped": {"$value": {"value": 4, "unit": "px"},
            "$description": "\\u002a/ static { if (true) throw new Error(\"injected by a description\"); } /\\u002a"},
          "plain": {"$value": {"value": 5, "unit": "px"}, "$description": "ends */ here"},
          "lines": {"$value": {"value": 6, "unit": "px"}, "$description": "one\\u000a*/ static { if (true) throw new Error(\"line\"); } /*\rtwo"},
          "x\\u002a/ static \\u007b if (true) throw new Error(\\u0022injected by a name\\u0022); \\u007d /\\u002ay": {"$value": {"value": 7, "unit": "px"}},
          "z\\\\u002a/": {"$value": {"value": 8, "unit": "px"}, "$description": "\\\\\\u002a/ after two backslashes"}
        }}
        """##

    @Test func noTokenTextLeavesTheJavadocOfRJava() throws {
        var config = Config(directory: ".")
        config.platforms = [.apple, .android]
        config.catalog.include = [.phone, .androidPhone]
        config.outputs = [.init(template: "android", path: "res")]
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "h.tokens.json", text: Self.tokens)]), config: config, catalog: .builtIn)
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        let resources = Dictionary(
            uniqueKeysWithValues: compilation.outputs.map { (String($0.path.dropFirst("res/".count)), $0.text) })
        let aapt = try AAPT.compile(resources, keepingFolder: true)
        let folder = try #require(aapt.folder)
        defer { GeneratedSwiftProgram.remove(folder) }
        let generated = FileManager.default.enumerator(atPath: folder.appendingPathComponent("gen").path)
        let r = try #require((generated?.allObjects as? [String])?.first { $0.hasSuffix("R.java") })
        let source = try String(contentsOf: folder.appendingPathComponent("gen/" + r), encoding: .utf8)
        #expect(source.contains("ends * / here"), "the description reaches R.java as a comment")
        try """
        public class Main {
            public static void main(String[] arguments) throws Exception {
                Class.forName("dimens.test.R$dimen");
                System.out.println("loaded " + dimens.test.R.dimen.class.getFields().length);
            }
        }
        """.write(to: folder.appendingPathComponent("Main.java"), atomically: true, encoding: .utf8)
        let javac = try #require(GeneratedSwiftProgram.executable(named: "javac"))
        let compiled = try GeneratedSwiftProgram.run(
            javac, ["-d", "classes", "gen/" + r, "Main.java"], in: folder)
        #expect(compiled.status == 0, "\(compiled.output)")
        let java = try #require(GeneratedSwiftProgram.executable(named: "java"))
        let ran = try GeneratedSwiftProgram.run(java, ["-cp", "classes", "Main"], in: folder)
        #expect(ran.status == 0 && ran.output.hasPrefix("loaded 5"), "\(ran.output)")
    }
}
