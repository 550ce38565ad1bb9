/// How diagnostics are printed: for people, for tools, or as GitHub Actions annotations.
enum DiagnosticFormat: String, CaseIterable {
    case text, json, github
}
