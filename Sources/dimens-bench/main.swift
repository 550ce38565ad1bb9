// Benchmark of the compiler stages on a synthetic token set over the full catalog.
//
//   swift run -c release dimens-bench [TOKENS] [RUNS] [--no-render] [--swiftc]
//
// Defaults: 10000 tokens, 5 runs. `--swiftc` also renders the swift output for the 112 portrait
// screens of the full catalog and times `swiftc -typecheck` and a debug (-Onone) compile of it.
//
// Prints the median and best wall time of each stage and the peak resident memory. Not a test:
// timings depend on the machine, so nothing here passes or fails.
import DimensKit
import Foundation

let tokenCount = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 5 : 5

/// A token file with `count` tokens cycling through every model and selector kind.
func syntheticTokens(_ count: Int) -> String {
    let models = ["fixed", "dynamic", "balanced", "logarithmic", "power", "moderate", "fluid", "diagonal", "perimeter", "fit", "fill", "none"]
    let overrides = [#""pad": 24, "iphone-se-3rd-generation": 14"#, #""w>=428": 20, "pad&min>=1000": 48, "regular": 30"#,
                     #""compact.phone": 11, "393x852": 12, "6.1in": 13"#, #""min>=600": 22, "h<700": 9"#]
    var lines: [String] = []
    for i in 0..<count {
        let model = models[i % models.count]
        let extra = i % 3 == 0 ? #", "overrides": {\#(overrides[i % overrides.count])}"# : ""
        let multipliers = i % 7 == 0 ? #", "multipliers": {"pad": 1.1}, "max": 200"# : ""
        lines.append(#"    "t\#(i)": {"$value": {"value": \#(4 + i % 60), "unit": "px"}, "$extensions": {"dimens": {"model": "\#(model)"\#(extra)\#(multipliers)}}}"#)
    }
    return "{\n  \"bench\": {\n    \"$type\": \"dimension\",\n" + lines.joined(separator: ",\n") + "\n  }\n}\n"
}

func measure<T>(_ label: String, _ body: () -> T) -> (T, [Double]) {
    var times: [Double] = [], result: T?
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        result = body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    let sorted = times.sorted()
    print("\(label.padding(toLength: 32, withPad: " ", startingAt: 0)) median \(String(format: "%.3f", sorted[sorted.count / 2])) s   best \(String(format: "%.3f", sorted[0])) s")
    return (result!, times)
}

let source = SourceFile(path: "bench.tokens.json", text: syntheticTokens(tokenCount))
let screens = ScreenList.screens(for: .builtIn, orientations: [.portrait, .landscape], multitasking: true)
print("dimens-bench: \(tokenCount) tokens × \(screens.count) screens (\(DeviceCatalog.builtIn.devices.count) devices, portrait + landscape + iPad windows), \(runs) runs, \(source.bytes.count / 1024) KiB of tokens")

let (front, _) = measure("parse → resolve") {
    Pipeline.frontEnd(files: [source], options: .init(deviceIDs: Set(DeviceCatalog.builtIn.ids)))
}
precondition(!front.diagnostics.hasErrors, "synthetic tokens are invalid: \(front.diagnostics.all.prefix(3))")
let portrait = ScreenList.screens(for: .builtIn, orientations: [.portrait], multitasking: false)
_ = measure("scale, \(portrait.count) portrait screens") { Scaler.scale(front.tokens, screens: portrait, reference: .standard) }
let (scaled, _) = measure("scale, all \(screens.count) screens") { Scaler.scale(front.tokens, screens: screens, reference: .standard) }
precondition(scaled.1.isEmpty, "scaling failed: \(scaled.1.prefix(3))")
let render = !CommandLine.arguments.contains("--no-render")
let json = render ? measure("render json output") { JSONOutput.render(scaled.0, source: { "\($0.file):\($0.line):\($0.column)" }) }.0 : ""

var usage = rusage()
#if os(Linux)
getrusage(RUSAGE_SELF.rawValue, &usage)
let peakMiB = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
#else
getrusage(RUSAGE_SELF, &usage)
let peakMiB = Double(usage.ru_maxrss) / 1024 / 1024  // bytes on macOS
#endif
print("values computed: \(tokenCount * screens.count); json output \(json.utf8.count / 1024 / 1024) MiB; peak memory \(String(format: "%.0f", peakMiB)) MiB")

if CommandLine.arguments.contains("--swiftc") {
    let (portraitTable, _) = Scaler.scale(front.tokens, screens: portrait, reference: .standard)
    let library = TemplateLibrary()
    let template = try! library.resolve("swift").get()
    let (rendered, _) = measure("render swift output") { () -> String in
        let context = RenderContext.build(portraitTable, options: .init(), generator: "dimens")
        return try! library.render(template, context: context, strict: true).get()
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-bench-swift")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("Dimens.swift")
    try! rendered.write(to: file, atomically: true, encoding: .utf8)
    print("swift output: \(rendered.utf8.count / 1024) KiB, \(PackedTable(portraitTable).rowCount) rows × \(tokenCount) columns")
    for (label, arguments) in [("swiftc -typecheck", ["-typecheck"]), ("swiftc -Onone (debug) compile", ["-Onone", "-parse-as-library", "-c", "-o", folder.appendingPathComponent("Dimens.o").path])] {
        _ = measure(label) { () -> Int32 in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-swift-version", "6", "-module-name", "Bench"] + arguments + [file.path]
            try! process.run()
            process.waitUntilExit()
            precondition(process.terminationStatus == 0, "swiftc failed")
            return process.terminationStatus
        }
    }
}
