import DimensKit

extension ProjectInputs {
    /// The storyboards and xibs the config's `interfaceBuilder` patterns match, each once: a
    /// pattern with wildcards takes only `.storyboard` and `.xib` files, a plain path its file.
    /// Patterns that together match nothing are an error: the check would silently do nothing.
    func interfaceBuilderFiles(of config: Config) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        guard let patterns = config.interfaceBuilder else { return ([], []) }
        var paths: [String] = []
        for pattern in patterns.value {
            let matched = match(pattern, in: config.directory).filter {
                !Glob(pattern).hasWildcards || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
            }
            paths += matched.filter { !paths.contains($0) }
        }
        guard !paths.isEmpty else {
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
        return read(paths)
    }
}
