/// The storyboards and xibs of the check phase.
extension Pipeline {
    /// What the storyboards and xibs hold that is wrong: their XML and key paths always, their
    /// token names only against a token set made without errors (`found`, at the project's
    /// severities, are the findings of reading and resolving the tokens), so a token the files
    /// failed to define is not also reported as unknown in every storyboard naming it.
    static func interfaceBuilderFindings(
        _ files: [SourceFile], fronts: [FrontEnd], policy: SeverityPolicy, found: [Diagnostic]
    ) -> [Diagnostic] {
        guard !files.isEmpty else { return [] }
        let sound = !found.contains { policy.adjust($0)?.severity == .error }
        return InterfaceBuilderCheck.diagnostics(files, tokens: sound ? fronts.map(\.tokens) : nil)
    }
}

extension DiagnosticCode {
    /// Storyboards are checked, but no output generates the properties they name.
    public static let interfaceBuilderRuntime = DiagnosticCode("ib.no-runtime")
}
