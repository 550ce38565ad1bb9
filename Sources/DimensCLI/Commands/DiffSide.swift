/// One side of `dimens diff`: what it reads (a path, or the project `build` finds) and where
/// from (the working tree, or a git revision with `--against`).
struct DiffSide {
    /// Which side of the comparison.
    enum Role: String {
        case old, new
    }

    var role: Role
    /// A json output, config, token file, resolver or folder; nil for the project `build` finds
    /// (its config, or the conventional layout).
    var path: String?
    /// The git revision the side is read at; nil for the working tree.
    var revision: String?

    /// The side's name at the start of a notice: the revision, else `old` or `new`.
    var label: String { revision ?? role.rawValue }

    /// The side in a note: `the old side (old/)`, `the old side (the project at main)`, `the new
    /// side (the project in the working tree)`.
    var described: String {
        let place = revision.map { " at \($0)" } ?? (path == nil ? " in the working tree" : "")
        return "the \(role.rawValue) side (\(path ?? "the project")\(place))"
    }

    /// The sides the options name: OLD and NEW, or with `--against REV` the path given (or the
    /// project) at REV, then the same in the working tree.
    static func pair(_ options: DiffCommand.Options) -> [DiffSide] {
        guard let revision = options.against else {
            return [DiffSide(role: .old, path: options.old), DiffSide(role: .new, path: options.new)]
        }
        let path = options.new ?? options.old
        return [DiffSide(role: .old, path: path, revision: revision), DiffSide(role: .new, path: path)]
    }
}
