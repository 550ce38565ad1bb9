extension SwiftKind {
    /// What the Swift output's naming check reports (`NameCheck+Swift.swift`).
    var codes: [DiagnosticCodeEntry] {
        [
            .error(.swiftNameCollision, "Two tokens map to one Swift name."),
            .error(.swiftReservedName, "A token maps to a name the generated Swift type uses itself."),
        ]
    }
}
