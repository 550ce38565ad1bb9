extension BuildCommand {
    /// `dimens [build] [--config PATH] [--check [--diff] | --dry-run] [--strict] …`; the options for
    /// build tools are in the help only.
    struct Options: CommandOptions, MemoryBoundedOptions {
        var config: String?
        var check = false
        var diff = false
        var dryRun = false
        var outDir: String?
        var only: String?
        var alwaysWrite = false
        var recordInputs = false
        var verbose = false
        var strict = false
        var maxMemory: MemorySize?
        var diagnosticsFormat = DiagnosticFormat.text

        static var arguments: [Argument<Self>] {
            [
                .config(\.config),
                .flag("--check", \.check, help: "write nothing; exit 2 when an output is stale or missing"),
                .flag(
                    "--diff", \.diff,
                    help:
                        "with --check: what changed token by token (a unified diff of each stale file without a json output)",
                    usage: .withPrevious),
                .flag(
                    "--dry-run", \.dryRun, help: "write nothing; list the outputs that would change",
                    usage: .orPrevious),
                .option(
                    "--out-dir", \.outDir, valueName: "DIR",
                    help: "write into this folder instead of the config's outDir (build tools)", usage: .hidden),
                .option(
                    "--only", \.only, valueName: "TEMPLATE",
                    help: "only the outputs of this template, e.g. swift (build tools)", usage: .hidden),
                .flag(
                    "--always-write", \.alwaysWrite,
                    help: "write every output even when unchanged (build tools that check mtimes)", usage: .hidden),
                .flag(
                    "--record-inputs", \.recordInputs,
                    help:
                        "also write .dimens-inputs: every file the build read, one absolute path a line (build plugins)",
                    usage: .hidden),
                .flag(
                    "--verbose", \.verbose,
                    help:
                        "say why the build ran, or that nothing changed since the last one; list every file written, removed or stale",
                    usage: .hidden),
                .strict(\.strict), .maxMemory(\.maxMemory), .diagnosticsFormat(\.diagnosticsFormat),
            ]
        }

        /// Flags that contradict each other, or need another, are usage errors rather than ignored.
        func validate() throws(UsageError) {
            let modes = [("--check", check), ("--dry-run", dryRun), ("--always-write", alwaysWrite)].filter(\.1)
            if modes.count > 1 {
                throw UsageError("\(modes.map(\.0).joined(separator: " and ")) cannot be combined: pick one")
            }
            if diff, !check { throw UsageError("--diff shows what --check finds stale; use it with --check") }
        }

        /// The options that change what a build checks or writes, as the fingerprint records them.
        var shapingArguments: String {
            var arguments = only.map { ["--only \($0)"] } ?? []
            if strict { arguments.append("--strict") }
            if recordInputs { arguments.append("--record-inputs") }
            return arguments.joined(separator: " ")
        }
    }
}
