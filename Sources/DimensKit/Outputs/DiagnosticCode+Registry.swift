extension DiagnosticCode {
    /// Every code dimens emits, with its default severity and meaning: the stages' groups, each
    /// output kind's own codes, then the commands'. The config's `lint` map is checked against it
    /// (through `OutputKindTable`), the config schema lists it, and a test writes the reference's
    /// table of codes (CommandLine.md) from it.
    package static var registry: DiagnosticCodeRegistry { OutputKinds.table.registry }

    /// The severity a code has unless the config's `lint` map changes it; nil for an unknown code.
    package var defaultSeverity: Diagnostic.Severity? { Self.registry.defaultSeverity(of: self) }

    /// Errors the config's `lint` map may lower to a warning or turn off: each leaves the input
    /// usable as written (the value carried through, the key ignored), so the stages after it go
    /// on. They are the checks that hold real files to DTCG 2025.10 strictly, where a team whose
    /// files break the spec on purpose may choose to accept them.
    package static var lowerable: Set<DiagnosticCode> { registry.lowerable }

    /// Whether the config's `lint` map may set this code to `level`: a warning to anything, an
    /// error only where it is lowerable.
    package func allows(_ level: SeverityPolicy.Level) -> Bool { Self.registry.allows(self, level) }
}
