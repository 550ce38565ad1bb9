/// The typescript output's own option: whether it writes the React Native hook.
extension OptionKey where Value == Bool {
    static let reactNative = OptionKey("reactNative", default: true)
}

extension OutputOptions {
    /// The typescript output's `useDimens()` hook, which imports React and React Native; false
    /// for a TypeScript app without them.
    package var reactNative: Bool {
        get { self[.reactNative] }
        set { self[.reactNative] = newValue }
    }
}

extension TypeScriptKind {
    /// The options a typescript output takes.
    static let declaredOptions: [OutputOption] = [
        .typeName, .strict,
        .flag(
            .reactNative,
            "the typescript output's `useDimens()` hook, which imports React and React Native; `false` for a TypeScript app without them"
        ),
    ]
}
