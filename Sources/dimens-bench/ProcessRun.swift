import Foundation

/// Runs a program to completion and reports its wall time and its own peak resident memory (on
/// Linux through GNU time, elsewhere `wait4`'s resource usage of that one child), with its
/// output discarded.
enum ProcessRun {
    struct Measurement {
        var seconds: Double
        var peakMiB: Double
        var status: Int32
    }

    static func run(_ executable: String, _ arguments: [String], in folder: URL) -> Measurement {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        // GNU time reports the peak of the process it starts itself: a process this one spawns
        // would count this process's own memory as its peak on Linux (the exec'd image inherits
        // the high-water mark of the memory it replaced).
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("dimens-bench-peak-\(getpid())")
        #if os(Linux)
            let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
        #else
            let timed = false  // BSD time has no -f; wait4's figure is the process's own there
        #endif
        try? FileManager.default.removeItem(at: report)
        defer { try? FileManager.default.removeItem(at: report) }
        let command =
            timed ? ["/usr/bin/time", "-f", "%M", "-o", report.path, executable] + arguments : [executable] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
            return Measurement(seconds: 0, peakMiB: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        #if os(Linux)
            var peak = Double(usage.ru_maxrss) / 1024
        #else
            var peak = Double(usage.ru_maxrss) / 1024 / 1024
        #endif
        if timed, let text = try? String(contentsOf: report, encoding: .utf8),
            let kilobytes = text.split(separator: "\n").compactMap({ Double($0) }).last
        {
            peak = kilobytes / 1024
        }
        let code = (status >> 8) & 0xff
        return Measurement(seconds: seconds, peakMiB: peak, status: code)
    }

    /// The fastest and the slowest of some runs of one command.
    struct Spread {
        var fastest: Measurement
        var median: Measurement
        var slowest: Measurement
    }

    /// The fastest and the slowest of `runs` measurements. A compile's time on a shared machine can
    /// change more than twice over from one minute to the next (the Performance article
    /// says why), so both ends are reported, not one middle.
    static func spread(_ runs: Int, _ body: () -> Measurement) -> Spread {
        let all = (0..<runs).map { _ in body() }.sorted { $0.seconds < $1.seconds }
        return Spread(fastest: all[0], median: all[all.count / 2], slowest: all[all.count - 1])
    }

    /// The median of `runs` measurements (by time; memory is the median of its own).
    static func median(_ runs: Int, _ body: () -> Measurement) -> Measurement {
        let all = (0..<runs).map { _ in body() }
        let times = all.map(\.seconds).sorted()
        let peaks = all.map(\.peakMiB).sorted()
        return Measurement(
            seconds: times[times.count / 2], peakMiB: peaks[peaks.count / 2], status: all.map(\.status).max() ?? 0)
    }
}
