import DimensKit

extension BuildCommand {
    /// What the stored fingerprint says of a build about to compile.
    enum Freshness {
        /// The outputs are current, as the fingerprint stored with them says.
        case current(BuildFingerprint)
        /// The build runs; with the inputs' fingerprint when they were hashed to find that out.
        case stale(hashed: BuildFingerprint?)
    }

    /// Whether the outputs are current for `project` by the fingerprint at `fingerprintPath`:
    /// first by what it records without reading the inputs, then by their hashes. With
    /// `--verbose`, says why a build runs.
    func freshness(of project: LoadedProject, options: Options, at fingerprintPath: String) -> Freshness {
        // A `--strict` build fails on warnings, and a json or GitHub report lists each finding, so
        // either stops early only after a build that found none.
        let stored = BuildFingerprint.read(fingerprintPath, fileSystem: context.fileSystem)
            .flatMap { $0.warnings > 0 && (options.strict || options.diagnosticsFormat != .text) ? nil : $0 }
        let arguments = options.shapingArguments
        if let reason = BuildFingerprint.reasonToBuild(since: stored, arguments: arguments, inputs: project.sources) {
            if options.verbose { context.console.writeError("dimens: building: \(reason)\n") }
            return .stale(hashed: nil)
        }
        guard let stored else { return .stale(hashed: nil) }
        let hashed = BuildFingerprint(arguments: arguments, inputs: project.sources)
        if let reason = hashed.reasonToBuild(since: stored, fileSystem: context.fileSystem) {
            if options.verbose { context.console.writeError("dimens: building: \(reason)\n") }
            return .stale(hashed: hashed)
        }
        return .current(stored)
    }
}
