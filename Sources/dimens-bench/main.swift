// The benchmark of what users run: whole `dimens build` processes on synthetic projects.
//
//   swift build -c release && swift run -c release dimens-bench [--tokens 1000,10000,50000] [--runs 5] [--swiftc] [--stages] [--report]
//
// For each token count: a cold build (no outputs yet) and a no-op build (nothing changed) with
// every output, then each output alone (cold), each as the median wall time and peak memory of
// its own process; `dimens --version` as the floor. With `--swiftc`, the generated Swift of the
// smallest project: type-check, debug and release compile, object size, and a value read at run
// time against AppDimens' fixed model computed there. With `--stages`, each compiler stage timed in
// process on the largest project. With `--report`, the report output of Adobe Spectrum (the corpus) on
// the full catalog, and how long headless Chromium takes to paint it. Not a test: nothing passes or fails.
import Foundation

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let counts = (option("--tokens") ?? "1000,10000,50000").split(separator: ",").compactMap { Int($0) }
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

var smallest: SyntheticProject?
for count in counts {
    guard let project = try? SyntheticProject(count: count, in: scratch) else {
        fatalError("cannot write the project in \(scratch.path)")
    }
    if smallest == nil { smallest = project }
    print("\(count) tokens:")
    let cold = ProcessRun.median(runs) {
        project.clean()
        return ProcessRun.run(dimens, ["build"], in: project.folder)
    }
    let sizes = ["dimens.json", "Dimens.swift", "dimens.css"].map { "\($0) \(project.size(of: $0) / 1024) KiB" }.joined(
        separator: ", ")
    row("build, cold (json + swift + css)", cold, "   \(sizes)")
    let noop = ProcessRun.median(runs) { ProcessRun.run(dimens, ["build"], in: project.folder) }
    row("build, no-op", noop, String(format: "   %.1f× --version", noop.seconds / floor.seconds))
    for output in ["json", "swift", "css"] {
        row(
            "build --only \(output), cold",
            ProcessRun.median(runs) {
                project.clean()
                return ProcessRun.run(dimens, ["build", "--only", output], in: project.folder)
            })
    }
}

if arguments.contains("--report") { ReportBench.run(dimens: dimens, runs: runs, scratch: scratch, row: row) }

if arguments.contains("--stages") { Stages.run(count: counts.last ?? 10_000, runs: runs) }

if arguments.contains("--swiftc"), let project = smallest {
    project.clean()
    _ = ProcessRun.run(dimens, ["build", "--only", "swift"], in: project.folder)
    let file = project.folder.appendingPathComponent("out/Dimens.swift")
    print("generated Swift of \(project.count) tokens (\(project.size(of: "Dimens.swift") / 1024) KiB):")
    for (label, measurement) in SwiftCompile.compileCosts(file, runs: max(1, runs / 2)) { row(label, measurement) }
    let object =
        (try? FileManager.default.attributesOfItem(atPath: project.folder.appendingPathComponent("out/release.o").path))?[
            .size] as? Int ?? 0
    print("  release object file: \(object / 1024) KiB")
    if let (table, formula) = SwiftCompile.readCosts(file) {
        print(
            String(
                format:
                    "  a value read from the table: %.2f ns; AppDimens' fixed model computed: %.2f ns (%.0f× the read)",
                table, formula, formula / table))
    }
}
