import DimensKit

extension ProjectInputs {
    /// The one rule for input files outside the project: a file a resolver's `$ref` or an
    /// `interfaceBuilder` pattern reaches is read only when it is inside `folder` (the config's,
    /// symbolic links followed) or the config sets `allowFilesOutside`. Others are not read, so
    /// input from someone else cannot make dimens read, or show in a code frame, a file elsewhere
    /// on the machine. Nil when `path` may be read.
    func outsideFinding(_ path: String, folder: String, allowOutside: Bool, at location: SourceLocation?)
        -> Diagnostic?
    {
        guard !allowOutside, !fileSystem.isInside(path, folder) else { return nil }
        return .error(
            .inputOutside,
            "'\(path)' is outside the project folder \(folder == "." ? "" : "'\(folder)' ")and is not read",
            at: location,
            notes: [.init("set \"allowFilesOutside\": true in the config to read files outside its folder")])
    }
}
