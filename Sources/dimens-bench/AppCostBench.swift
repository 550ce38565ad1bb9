import Foundation

/// `--app-cost`: what the generated Swift (`"runtime": "module"`) costs an app's release build,
/// as ratios to builds measured in the same run, since this machine's speed moves twofold from one
/// minute to the next. Per token count: the app without any table (`import Foundation` and one
/// print, as any app has); the floor (the same app with one internal computed property per token
/// returning a constant: the names alone, no table); the app with the internal output; the app
/// with the public output split in 8 files. Every build is `-O -wmo` on every core, linked; runs
/// alternate between the cases. Then a one-token edit of the split output, counting the files
/// whose bytes changed. The bounds are issue 50's.
enum AppCostBench {
    /// One line of the result: what was measured, its value, the bound it must keep.
    struct Check {
        var measure: String
        var value: Double
        var bound: Double
        var unit: String
        /// A value that could not be measured (nan) does not hold.
        var holds: Bool { value <= bound }
    }

    /// What an app reads: one screen's first token.
    static let program = "let screen = Dimens.forScreen(id: Dimens.screenIDs[0])!\nprint(screen.benchT0)\n"

    static func run(dimens: String, counts: [Int], runs: Int, scratch: URL) -> [Check] {
        guard runs >= 3 else {
            print("app cost: needs --runs 3 or more (a spread of one run says nothing)")
            return []
        }
        guard let runtime = RuntimeModule.built else {
            print("app cost: skipped (DimensRuntime did not compile from \(RuntimeModule.sources.first ?? "?"))")
            return []
        }
        print(String(format: "DimensRuntime compiled once in %.2f s (not counted below)", runtime.seconds))
        var checks: [Check] = []
        for count in counts where count <= 10_000 {
            guard let project = try? SyntheticProject(count: count, in: scratch) else { continue }
            let module = project.swiftFiles("internal", dimens: dimens)
            let split = project.swiftFiles("split", dimens: dimens)
            let folder = scratch.appendingPathComponent("app-cost-\(count)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let floor = folder.appendingPathComponent("Floor.swift")
            try? floorSource(count).write(to: floor, atomically: true, encoding: .utf8)
            let cases: [(String, [URL], String)] = [
                ("no table", [], "import Foundation\nprint(CGFloat(0.0))\n"), ("floor", [floor], program),
                ("internal", module, program), ("public, split 8", split, program),
            ]
            var times = [String: [ProcessRun.Measurement]]()
            var checked = [String: [ProcessRun.Measurement]]()
            for _ in 0..<runs {
                for (label, files, main) in cases where label == "no table" || !files.isEmpty {
                    times[label, default: []].append(release(files, main, in: folder, name: label))
                }
                for (label, files) in [("floor", [floor]), ("internal", module)] where !files.isEmpty {
                    checked[label, default: []].append(
                        SwiftCompile.swiftc(["-typecheck"] + RuntimeModule.importFlags + files.map(\.path), in: folder))
                }
            }
            print("\(count) tokens, app release build (-O -wmo), \(runs) runs alternating:")
            for (label, _, _) in cases {
                guard let all = times[label] else { continue }
                print(
                    String(
                        format: "  %-18@ median %.2f s, fastest %.2f s, slowest %.2f s%@", label as NSString,
                        median(all), all.map(\.seconds).min() ?? 0, all.map(\.seconds).max() ?? 0,
                        all.contains { $0.status != 0 } ? " (a build failed)" as NSString : "" as NSString))
            }
            // A case with a failed build or type-check has no time: its checks read as failed.
            let failed = Set(times.filter { $0.value.contains { $0.status != 0 } }.keys)
                .union(checked.filter { $0.value.contains { $0.status != 0 } }.keys)
            for label in failed.sorted() { print("  error: a build of '\(label)' failed; its checks fail") }
            let m = times.filter { !failed.contains($0.key) }.mapValues(median)
            let t = checked.filter { !failed.contains($0.key) }.mapValues(median)
            if count == 1_000 {
                let (table, none) = (m["internal"] ?? .nan, m["no table"] ?? .nan)
                checks.append(
                    Check(
                        measure: "1,000 tokens, internal: release build − the app without a table",
                        value: table - none, bound: 0.4, unit: "s"))
                // What the names alone cost, for comparison (no bound of its own: the floor).
                if let floor = m["floor"] {
                    checks.append(
                        Check(
                            measure: "1,000 tokens, the floor (names alone): release build − the app without a table",
                            value: floor - none, bound: .infinity, unit: "s"))
                }
            }
            if count == 10_000 {
                let floor = m["floor"] ?? .nan
                let split = failed.contains("public, split 8") ? [] : times["public, split 8"] ?? []
                let seconds = split.map(\.seconds)
                checks += [
                    Check(
                        measure: "10,000 tokens, internal: release build ÷ the floor's",
                        value: (m["internal"] ?? .nan) / floor, bound: 1.8, unit: "×"),
                    Check(
                        measure: "10,000 tokens, internal: type-check ÷ the floor's",
                        value: (t["internal"] ?? .nan) / (t["floor"] ?? .nan), bound: 2, unit: "×"),
                    Check(
                        measure: "10,000 tokens, public split in 8: release build ÷ the floor's",
                        value: (split.isEmpty ? .nan : median(split)) / floor, bound: 4, unit: "×"),
                    Check(
                        measure: "10,000 tokens, public split in 8: slowest ÷ fastest of \(runs)",
                        value: (seconds.max() ?? .nan) / (seconds.min() ?? .nan), bound: 1.5, unit: "×"),
                ]
            }
            if count == counts.filter({ $0 <= 10_000 }).max(),
                let changed = project.filesChangedByOneEdit(dimens: dimens)
            {
                checks.append(
                    Check(
                        measure: "\(grouped(count)) tokens, split in 8: files a one-token edit changes",
                        value: Double(changed), bound: 2, unit: "files"))
            }
        }
        return checks
    }

    static func median(_ all: [ProcessRun.Measurement]) -> Double {
        let sorted = all.map(\.seconds).sorted()
        return sorted[sorted.count / 2]
    }

    /// One release build of an app of `files` whose `main.swift` is `program`.
    static func release(_ files: [URL], _ program: String, in folder: URL, name: String) -> ProcessRun.Measurement {
        let app = folder.appendingPathComponent(name.filter(\.isLetter))
        try? FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let main = app.appendingPathComponent("main.swift")
        try? program.write(to: main, atomically: true, encoding: .utf8)
        let sources = files + [main]
        return SwiftCompile.swiftc(
            ["-O", "-wmo", "-Xlinker", "--gc-sections"] + RuntimeModule.linkFlags + SwiftCompile.threads(sources)
                + sources.map(\.path) + ["-o", "app"], in: app)
    }

    /// The floor: one internal property per token, as the generated file names them, returning a
    /// constant, and the two statics the app calls; no table, no runtime.
    static func floorSource(_ count: Int) -> String {
        let properties = (0..<count).map { "    /// `bench.t\($0)`.\n    var benchT\($0): CGFloat { 1.5 }" }
        return """
            import Foundation

            struct Dimens {
                static let screenIDs = ["iphone"]
                static func forScreen(id: String) -> Dimens? { Dimens() }
            \(properties.joined(separator: "\n"))
            }

            """
    }

    /// The table of the checks, for the console and the Performance article.
    static func markdown(_ checks: [Check], machine: String) -> String {
        let lines = checks.map { check in
            let value =
                check.value.isNaN
                ? "failed"
                : check.unit == "files" ? String(format: "%.0f", check.value) : String(format: "%.2f", check.value)
            guard check.bound.isFinite else { return "| \(check.measure) | \(value) \(check.unit) | – | – |" }
            let bound =
                check.unit == "files" ? String(format: "%.0f", check.bound) : String(format: "%.1f", check.bound)
            return
                "| \(check.measure) | \(value) \(check.unit) | ≤ \(bound) \(check.unit) | \(check.holds ? "yes" : "**no**") |"
        }
        return
            ([
                "Measured by `dimens-bench --app-cost` on \(machine).", "", "| measure | measured | bound | holds |",
                "|---|---:|---:|---|",
            ] + lines).joined(separator: "\n")
    }
}
