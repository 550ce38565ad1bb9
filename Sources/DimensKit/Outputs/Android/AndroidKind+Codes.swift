extension AndroidKind {
    /// What the android output's checks report (`AndroidChecks.swift`).
    var codes: [DiagnosticCodeEntry] {
        [
            .error(.androidNameCollision, "Two tokens map to one Android resource name."),
            .error(.androidValue, "A value larger than an Android dimension or float resource holds."),
        ]
    }
}
