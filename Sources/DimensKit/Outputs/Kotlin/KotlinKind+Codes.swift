extension KotlinKind {
    /// What the Kotlin outputs' naming check reports (`NameCheck+Kotlin.swift`), the same for
    /// `kotlin` and `compose`.
    var codes: [DiagnosticCodeEntry] {
        [
            .error(.kotlinNameCollision, "Two values map to one Kotlin property name."),
            .error(.kotlinReservedName, "A value maps to a name the generated Kotlin uses itself."),
        ]
    }
}
