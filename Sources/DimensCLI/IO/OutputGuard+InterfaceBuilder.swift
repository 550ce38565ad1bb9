import DimensKit

extension OutputGuard {
    /// The `interfaceBuilder` pattern that would read the output at `real` (links followed) back
    /// as a storyboard or xib, matching as `ProjectInputs.interfaceBuilderFiles` does: a pattern
    /// with wildcards takes `.storyboard` and `.xib` files, a plain path its own file.
    func interfaceBuilderPattern(matching real: String, config: Config) -> String? {
        guard let patterns = config.interfaceBuilder?.value else { return nil }
        let directory = fileSystem.realPath(config.directory)
        return patterns.first { pattern in
            let glob = Glob(pattern)
            guard glob.hasWildcards else {
                return fileSystem.realPath(FilePath.join(config.directory, pattern)) == real
            }
            return ProjectInputs.takes(real, wildcards: true) && glob.matches(relative(real, to: directory))
        }
    }
}
