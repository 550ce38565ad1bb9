extension TypeScriptKind {
    /// What the typescript output's naming check reports.
    var codes: [DiagnosticCodeEntry] {
        [.error(.typeScriptNameCollision, "Two tokens map to one property of the output's interface.")]
    }
}
