// The benchmark of what users run: whole `dimens build` processes on synthetic projects.
//
//   swift build -c release && swift run -c release dimens-bench [--tokens 1000,10000,100000] [--runs 5] [--swiftc] [--stages | --stages-only] [--shapes N] [--report] [--android N] [--resolver N] [--plugin-sample .build-release/artifacts/DimensPlugins] [--app-cost] [--write-table Sources/dimens/Dimens.docc/Performance.md]
//
// For each token count: a cold build (no outputs yet) and a no-op build (nothing changed) with
// every output, then each output alone (cold), each as the median wall time and peak memory of
// its own process; `dimens --version` as the floor. With `--swiftc`, the generated Swift of each
// project (up to 10,000 tokens) and of the shipped example: type-check, debug compile, the release
// build of an app reading one value (`-O -wmo`, `--gc-sections`) and what the table adds to the
// stripped app, the first access's decode, and a value read at run time
// against AppDimens' fixed model computed there. At the end a table of it all, which `--write-table FILE`
// writes into the Performance article (Sources/dimens/Dimens.docc). With `--stages`, each compiler stage timed in
// process on the largest project (`--stages-only`: that alone, no builds). With `--shapes N`, N named tokens in each shape a Swift API
// could give them (computed properties, stored properties, enum cases), with no table: what the
// compiler charges for the names alone, instead of the builds. With `--report`, the report output of Adobe Spectrum (the corpus) on
// the full catalog, and how long headless Chromium takes to paint it. With `--android N`, N
// typographies with the android output (a cold build's time and memory). With `--resolver N`, N
// tokens under the resolvers that multiplied memory before inputs streamed (`ResolverBench`):
// build, lint and init --from. With `--plugin-sample PLUGINS`, a clean build of Tests/PluginSample on
// dimens from source against one on the plugin package .release/build writes (`PluginSampleBench`).
// With `--app-cost`, what the generated Swift costs an app's release build as ratios to the floor
// and to an app without a table, against issue 50's bounds (`AppCostBench`); `--write-table FILE`
// then writes that table between the article's `app-cost` markers.
// Not a test: nothing passes or fails.
import Foundation

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let counts = (option("--tokens") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
let runs = option("--runs").flatMap(Int.init) ?? 5
let dimens =
    option("--dimens")
    ?? URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().appendingPathComponent("dimens").path
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-bench")

func row(_ label: String, _ m: ProcessRun.Measurement, _ extra: String = "") {
    let time = String(format: "%8.3f s", m.seconds)
    let memory = String(format: "%7.0f MiB", m.peakMiB)
    print(
        "  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(time) \(memory)\(m.status == 0 ? "" : "  exit \(m.status)")\(extra)"
    )
}

let cpu =
    (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n").first {
        $0.hasPrefix("model name")
    }?
    .split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
print(
    "dimens-bench: \(dimens)\n\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu); median of \(runs) runs; wall time, peak memory of the process"
)
let floor = ProcessRun.median(runs) {
    ProcessRun.run(dimens, ["--version"], in: FileManager.default.temporaryDirectory)
}
row("dimens --version", floor)

if let count = option("--shapes").flatMap(Int.init) {
    SwiftShapes.run(count: count, runs: max(1, runs / 2), scratch: scratch)
    exit(0)
}

if arguments.contains("--stages-only") {
    Stages.run(count: counts.last ?? 10_000, runs: runs)
    exit(0)
}

if let count = option("--resolver").flatMap(Int.init) {
    print("\(count) tokens under a resolver:")
    ResolverBench.run(dimens: dimens, count: count, runs: runs, scratch: scratch) { row($0, $1) }
    exit(0)
}

if let plugins = option("--plugin-sample") {
    print("Tests/PluginSample, clean build with the DimensPlugin build-tool plugin:")
    PluginSampleBench.run(plugins: plugins, runs: runs, scratch: scratch) { row($0, $1) }
    exit(0)
}

if arguments.contains("--app-cost") {
    let checks = AppCostBench.run(
        dimens: dimens, counts: option("--tokens") == nil ? [1_000, 10_000] : counts, runs: runs, scratch: scratch)
    let table = AppCostBench.markdown(
        checks, machine: "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu); medians of \(runs) runs")
    print("\n" + table)
    if let article = option("--write-table") {
        print(
            BenchTable.write(table, into: URL(fileURLWithPath: article), marker: "app-cost")
                ? "wrote the table into \(article)" : "error: no app-cost markers in \(article)")
    }
    exit(0)
}

if let count = option("--android").flatMap(Int.init) {
    print("\(count) typographies, android output:")
    if let measurement = AndroidBench.run(dimens: dimens, count: count, runs: runs, scratch: scratch) {
        row("build, cold (android)", measurement)
    }
    exit(0)
}

var rows: [BenchRow] = []
let swiftc = arguments.contains("--swiftc")
for count in counts {
    guard let project = try? SyntheticProject(count: count, in: scratch) else {
        fatalError("cannot write the project in \(scratch.path)")
    }
    print("\(count) tokens:")
    var result = BenchRow(project: "\(grouped(count)) tokens")
    let cold = ProcessRun.median(runs) {
        project.clean()
        return ProcessRun.run(dimens, ["build"], in: project.folder)
    }
    result.cold = cold
    result.screens = project.screenCount
    result.swiftBytes = project.size(of: "Dimens.swift")
    let sizes = ["dimens.json", "Dimens.swift", "dimens.css"].map { "\($0) \(project.size(of: $0) / 1024) KiB" }.joined(
        separator: ", ")
    row("build, cold (json + swift + css)", cold, "   \(result.screens) screens; \(sizes)")
    let noop = ProcessRun.median(runs) { ProcessRun.run(dimens, ["build"], in: project.folder) }
    result.noop = noop
    result.noopRatio = noop.seconds / floor.seconds
    row("build, no-op", noop, String(format: "   %.1f× --version", result.noopRatio))
    for output in ["json", "swift", "css"] {
        let measurement = ProcessRun.median(runs) {
            project.clean()
            return ProcessRun.run(dimens, ["build", "--only", output], in: project.folder)
        }
        result.outputs.append(measurement.seconds)
        row("build --only \(output), cold", measurement)
    }
    if swiftc, count <= 10_000 {
        project.clean()
        _ = ProcessRun.run(dimens, ["build", "--only", "swift"], in: project.folder)
        measureSwift(
            [project.folder.appendingPathComponent("out/Dimens.swift")], into: &result, accessor: "benchT0", reads: true
        )
    }
    rows.append(result)
    guard swiftc, count <= 10_000 else { continue }
    for (name, options) in SyntheticProject.swiftVariants {
        let files = project.swiftFiles(name, dimens: dimens)
        guard !files.isEmpty else { continue }
        print("\(count) tokens, \(options):")
        var variant = BenchRow(project: "\(grouped(count)) tokens, `\(options.dropFirst(2).dropLast(2))`")
        variant.swiftBytes = files.reduce(0) {
            $0 + (((try? FileManager.default.attributesOfItem(atPath: $1.path))?[.size] as? Int) ?? 0)
        }
        measureSwift(files, into: &variant, accessor: "benchT0", reads: false, decode: false)
        rows.append(variant)
    }
}

/// A count with thousands separated by commas, whatever the locale (the Performance article's table is diffed).
func grouped(_ count: Int) -> String {
    let digits = Array(String(count))
    return String(
        digits.enumerated().flatMap { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
        })
}

/// Compile costs, binary bytes, decode and (for synthetic projects) read time of generated Swift
/// (one output's files: the first is the table's).
/// The app reads `accessor` of the first screen (nil: only finds the screen).
func measureSwift(
    _ files: [URL], into result: inout BenchRow, accessor: String?, reads: Bool, decode: Bool = true
) {
    let file = files[0]
    let kib = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int ?? 0) / 1024
    print("  generated Swift (\(kib) KiB\(files.count > 1 ? " and \(files.count - 1) more files" : "")):")
    for (label, spread) in SwiftCompile.compileCosts(files, runs: runs) {
        row(
            "  " + label, spread.fastest,
            String(format: "   median %.3f s, slowest %.3f s", spread.median.seconds, spread.slowest.seconds))
        if label.contains("typecheck") { result.typecheck = spread }
    }
    // An app reading one value: what a team's release build compiles and ships.
    let read = accessor.map { "print(screen.\($0))" } ?? "print(screen == screen)"
    let (app, bytes) = SwiftCompile.appBuild(
        files, program: "let screen = Dimens.forScreen(id: Dimens.screenIDs[0])!\n\(read)\n", runs: runs)
    row(
        "  app release build (-O -wmo)", app.fastest,
        String(format: "   median %.3f s, slowest %.3f s", app.median.seconds, app.slowest.seconds))
    (result.release, result.binaryBytes) = (app, bytes)
    print("    the table adds to the stripped app: \((bytes ?? 0) / 1024) KiB")
    if reads, let (table, formula, decode) = SwiftCompile.readCosts(file) {
        (result.readNanoseconds, result.decodeMilliseconds) = (table, decode)
        print(
            String(
                format:
                    "    first access (decode): %.2f ms; a value read: %.2f ns; AppDimens' fixed model computed: %.2f ns (%.0f× the read)",
                decode, table, formula, formula / table))
    } else if !reads, decode, let decode = SwiftCompile.decodeCost(file) {
        result.decodeMilliseconds = decode
        print(String(format: "    first access (decode): %.2f ms", decode))
    }
}

if swiftc {
    // The shipped example, built from the current folder's tokens/ into a scratch folder.
    let folder = scratch.appendingPathComponent("example")
    try? FileManager.default.removeItem(at: folder)
    var example = BenchRow(project: "the example")
    let built = ProcessRun.run(
        dimens, ["build", "--only", "swift", "--out-dir", folder.path], in: URL(fileURLWithPath: "."))
    let file = folder.appendingPathComponent("Dimens.swift")
    if built.status == 0, FileManager.default.fileExists(atPath: file.path) {
        print("the example (tokens/ of the current folder):")
        example.swiftBytes = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int ?? 0
        measureSwift([file], into: &example, accessor: nil, reads: false)
        rows.append(example)
    } else {
        print("the example: skipped (run from the project's folder)")
    }
}

if arguments.contains("--report") { ReportBench.run(dimens: dimens, runs: runs, scratch: scratch, row: row) }

if arguments.contains("--stages") { Stages.run(count: counts.last ?? 10_000, runs: runs) }

let table = BenchTable.markdown(
    rows,
    machine: "\(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpu); builds: median of \(runs) runs;"
        + " compiles: fastest–slowest of \(runs)"
        + String(format: "; `dimens --version` %.3f s", floor.seconds))
print("\n" + table)
if let readme = option("--write-table") {
    print(
        BenchTable.write(table, into: URL(fileURLWithPath: readme), marker: "bench")
            ? "wrote the table into \(readme)" : "error: no bench markers in \(readme)")
}
