import DimensKit
import Foundation
import Testing

/// The names fuzz target's inputs (`FuzzNamesTypeCheckTests.inputs()`: the hostile ones, the kept
/// regression inputs and, with `DIMENS_FUZZ_TYPECHECK_DIR`, a sample of a fuzzing corpus) in the
/// Android outputs: the resources package with `aapt`, its `R.java` compiles with `javac` and holds
/// nothing but constants (no method, no initializer a token file wrote); the Kotlin and Compose
/// files compile with `kotlinc -Werror` against the Compose stand-ins.
@Suite(.serialized)
struct FuzzNamesAndroidTests {
    /// Each input's outputs, in package `f<index>` (nil where the token file does not build).
    static func outputs() -> [(index: Int, outputs: [RenderedOutput])] {
        FuzzNamesTypeCheckTests.inputs().enumerated().compactMap { index, input in
            FuzzTarget.namesOutputs(input, kotlinPackage: "f\(index)").map { (index, $0) }
        }
    }

    @Test(
        .enabled(
            if: AAPT.aapt != nil && GeneratedSwiftProgram.executable(named: "javac") != nil
                && GeneratedSwiftProgram.executable(named: "java") != nil, "skipped: no aapt, javac or java on PATH"))
    func rJavaOfHostileTextHoldsOnlyConstants() throws {
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(folder) }
        let aapt = try #require(AAPT.aapt)
        var classes: [String] = []
        var sources: [String] = []  // aapt writes `R.java` straight into the -J folder
        for (index, outputs) in Self.outputs() {
            let input = folder.appendingPathComponent("f\(index)")
            for output in outputs where output.path.hasPrefix("res/") {
                let url = input.appendingPathComponent(output.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try output.text.write(to: url, atomically: true, encoding: .utf8)
            }
            try
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="fuzz.f\#(index)"><application/></manifest>"#
                .write(to: input.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
            try FileManager.default.createDirectory(
                at: input.appendingPathComponent("gen"), withIntermediateDirectories: true)
            let packaged = try GeneratedSwiftProgram.run(
                aapt,
                ["package", "-f", "-M", "f\(index)/AndroidManifest.xml", "-S", "f\(index)/res", "-J", "f\(index)/gen"],
                in: folder)
            #expect(packaged.status == 0, "input \(index): aapt:\n\(packaged.output.prefix(2000))")
            classes.append("fuzz.f\(index).R")
            sources.append("f\(index)/gen/R.java")
        }
        #expect(!classes.isEmpty)
        // Loads every nested class of every R (running any static initializer) and counts what
        // each declares beyond `public static final int` fields and the default constructor.
        try """
        import java.lang.reflect.Modifier;
        public class Main {
            public static void main(String[] names) throws Exception {
                int code = 0;
                for (String name : names) {
                    for (Class<?> type : Class.forName(name).getDeclaredClasses()) {
                        code += type.getDeclaredMethods().length + type.getDeclaredClasses().length;
                        for (java.lang.reflect.Field field : type.getDeclaredFields()) {
                            int modifiers = field.getModifiers();
                            if (!Modifier.isStatic(modifiers) || !Modifier.isFinal(modifiers)) code++;
                        }
                    }
                }
                System.out.println("checked " + names.length + ", " + code + " not constants");
            }
        }
        """.write(to: folder.appendingPathComponent("Main.java"), atomically: true, encoding: .utf8)
        let javac = try #require(GeneratedSwiftProgram.executable(named: "javac"))
        let compiled = try GeneratedSwiftProgram.run(javac, ["-d", "classes", "Main.java"] + sources, in: folder)
        #expect(compiled.status == 0, "javac:\n\(compiled.output.prefix(3000))")
        let java = try #require(GeneratedSwiftProgram.executable(named: "java"))
        let ran = try GeneratedSwiftProgram.run(java, ["-cp", "classes", "Main"] + classes, in: folder)
        #expect(ran.status == 0 && ran.output.hasPrefix("checked \(classes.count), 0 not constants"), "\(ran.output)")
    }

    @Test(
        .enabled(
            if: GeneratedKotlinProgram.kotlinc != nil && GeneratedKotlinProgram.java != nil,
            "skipped: no kotlinc or java on PATH"))
    func kotlinOfHostileTextCompilesUnderWerror() throws {
        let outputs = Self.outputs()
        #expect(!outputs.isEmpty)
        // In batches: kotlinc's default heap does not hold a corpus sample's 400 files at once.
        for start in stride(from: 0, to: outputs.count, by: 60) {
            var sources = ["Main.kt": "fun main() { println(\"compiled\") }\n"]
            for (index, files) in outputs[start..<min(start + 60, outputs.count)] {
                for output in files where output.path.hasSuffix(".kt") {
                    sources["f\(index)\(output.path)"] = output.text
                }
            }
            #expect(try GeneratedKotlinProgram.run(sources, standIns: true).hasPrefix("compiled"))
        }
    }
}
