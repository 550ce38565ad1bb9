import DimensKit

extension DiffCommand {
    /// A folder side: the project of its config (`dimens.json` or `tokens/dimens.json` in it), or,
    /// without one, its token files — every `**/*.tokens.json`, or its one `*.resolver.json` when
    /// it holds one — built with the project's config (the one `build` finds, its `tokens` and
    /// `resolver` set aside), or the defaults when there is none; the notice says which.
    func readFolder(_ path: String, inputs: ProjectInputs) -> SideReading {
        let fileSystem = inputs.fileSystem
        let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let own = ProjectInputs.configSearchPath.map { FilePath.join(folder, $0) }.first(where: fileSystem.fileExists)
        if let own { return compile(inputs.load(config: own)) }
        let resolvers = inputs.match("**/*.resolver.json", in: folder)
        guard resolvers.count < 2 else {
            let listed = resolvers.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            return SideReading(
                .error(
                    .diffFolder,
                    "'\(path)' has no config and holds \(resolvers.count) resolvers (\(listed)\(resolvers.count > 3 ? ", …" : ""))",
                    at: nil, notes: [.init("name the resolver to compare instead of the folder")]))
        }
        let paths = resolvers.isEmpty ? inputs.match("**/*.tokens.json", in: folder) : resolvers
        guard !paths.isEmpty else {
            return SideReading(
                .error(
                    .inputNoFiles,
                    "'\(path)' has no config, and no token files match '\(FilePath.join(folder, "**/*.tokens.json"))'",
                    at: nil))
        }
        let project = ProjectInputs.configSearchPath.first(where: fileSystem.fileExists)
        var reading = compile(inputs.load(config: project, paths: paths))
        reading.notice = "\(path) has no config; built with \(project.map { "\($0)'s settings" } ?? "the defaults")"
        return reading
    }
}

extension DiagnosticCode {
    /// `dimens diff FOLDER`: a folder without a config that dimens cannot build alone (several
    /// resolvers).
    public static let diffFolder = DiagnosticCode("diff.folder")
}
