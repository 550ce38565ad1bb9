import DimensKit

extension ProjectInputs {
    /// The storyboards and xibs the config's `interfaceBuilder` patterns match, each once: a
    /// pattern with wildcards takes only `.storyboard` and `.xib` files, a plain path its file.
    /// Patterns that together match nothing are an error: the check would silently do nothing.
    /// A file outside the config's folder (links followed) is not read (`outsideFinding`).
    func interfaceBuilderFiles(of config: Config) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        guard let patterns = config.interfaceBuilder else { return ([], []) }
        var paths: [String] = []
        var seen = Set<String>()
        for pattern in patterns.value {
            let matched = match(pattern, in: config.directory).filter {
                Self.takes($0, wildcards: Glob(pattern).hasWildcards)
            }
            paths += matched.filter { seen.insert($0).inserted }
        }
        var outside: [Diagnostic] = []
        paths.removeAll { path in
            guard
                let finding = outsideFinding(
                    path, folder: config.directory, allowOutside: config.allowFilesOutside, at: patterns.location)
            else { return false }
            outside.append(finding)
            return true
        }
        guard !paths.isEmpty || !outside.isEmpty else {
            let listed = patterns.value.map { "'\($0)'" }.joined(separator: ", ")
            return (
                [],
                [
                    .error(
                        .inputNoFiles,
                        "no storyboard or xib matches \(listed) (relative to '\(config.directory)')",
                        at: patterns.location)
                ]
            )
        }
        let (files, problems) = read(paths)
        return (files, outside + problems)
    }

    /// Whether a pattern (with wildcards or a plain path) takes the file at `path`.
    static func takes(_ path: String, wildcards: Bool) -> Bool {
        !wildcards || path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }
}
