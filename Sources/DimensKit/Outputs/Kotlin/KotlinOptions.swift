/// The kotlin and compose outputs' own options: the package, and how Compose reads the window.
extension OptionKey where Value == String {
    static let kotlinPackage = OptionKey("kotlinPackage", default: "dimens")
}

extension OptionKey where Value == Bool {
    static let containerSize = OptionKey("containerSize", default: false)
}

extension OutputOptions {
    /// The package of generated Kotlin.
    package var kotlinPackage: String {
        get { self[.kotlinPackage] }
        set { self[.kotlinPackage] = newValue }
    }
    /// The compose output's `…FromWindow` reads Compose UI 1.8's `LocalWindowInfo.current.containerSize`
    /// (also in Compose Multiplatform's common code) instead of Android's `LocalConfiguration`
    /// (every Compose version).
    package var containerSize: Bool {
        get { self[.containerSize] }
        set { self[.containerSize] = newValue }
    }
}

extension KotlinKind {
    /// The options a kotlin output takes; a compose output takes `containerSize` too.
    static let kotlinOptions: [OutputOption] = [
        .typeName, .strict,
        .text(
            .kotlinPackage, "the package of generated Kotlin", pattern: "^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$",
            expected: "a Kotlin package such as \"com.example.design\" (lowercase names joined by dots, no keyword)",
            valid: KotlinIdentifier.isValidPackage),
    ]

    static let containerSizeOption = OutputOption.flag(
        .containerSize,
        "the compose output's `DimensFromWindow` reads the window's size from `LocalWindowInfo.current.containerSize` (public from Compose UI 1.8 and Compose Multiplatform 1.8, where the file can go in common code) instead of Android's `LocalConfiguration.current` (every Compose version)"
    )
}
