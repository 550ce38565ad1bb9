/// Every code dimens emits, grouped by the stage, output kind or command that finds it, each with
/// its default severity, whether the config's `lint` map may lower it, and what it means.
///
/// The stages declare their groups here (`stageGroups`, `commandGroups`); each output kind
/// declares its own codes in its folder (`OutputKind.codes`), and `OutputKindTable` assembles the
/// whole, which the config's `lint` map is checked against, the config schema lists, and a test
/// writes the reference's table of codes (CommandLine.md) from.
package struct DiagnosticCodeRegistry: Sendable {
    /// The groups in the reference's order, none empty.
    package let groups: [DiagnosticCodeGroup]
    /// Every code, in the groups' order.
    package let entries: [DiagnosticCodeEntry]
    /// The errors the config's `lint` map may lower to a warning or turn off.
    package let lowerable: Set<DiagnosticCode>
    private let byCode: [DiagnosticCode: DiagnosticCodeEntry]

    /// The stages' codes in pipeline order: those of the stages that read the files and their
    /// values, then those that build from them. The output kinds' codes follow them, then the
    /// commands' (`commandGroups`), in `OutputKindTable.registry`.
    package static let stageGroups = readingGroups + valueGroups + buildingGroups

    /// `groups` in order, the empty ones dropped. A code belongs in one group: kinds that share
    /// codes (`kotlin` and `compose`) share a group (`OutputKindTable`), and a test checks that no
    /// code is listed twice (the first is the one looked up).
    package init(_ groups: [DiagnosticCodeGroup]) {
        self.groups = groups.filter { !$0.entries.isEmpty }
        entries = self.groups.flatMap(\.entries)
        lowerable = Set(entries.filter(\.isLowerable).map(\.code))
        byCode = Dictionary(entries.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The registry's entry for `code`; nil for a code dimens does not emit.
    package func entry(for code: DiagnosticCode) -> DiagnosticCodeEntry? { byCode[code] }

    /// The severity `code` has unless the config's `lint` map changes it; nil for an unknown code.
    package func defaultSeverity(of code: DiagnosticCode) -> Diagnostic.Severity? { byCode[code]?.severity }

    /// Whether the config's `lint` map may set `code` to `level`: a warning to anything, an error
    /// only where it is lowerable.
    package func allows(_ code: DiagnosticCode, _ level: SeverityPolicy.Level) -> Bool {
        level == .error || defaultSeverity(of: code) == .warning || lowerable.contains(code)
    }
}

extension DiagnosticCode {
    /// Use of a dimens extension to DTCG (off by default; a warning under `--strict`). Here because
    /// the severity policy, which every stage uses, knows it by name.
    package static let dtcgExtension = DiagnosticCode("dtcg.extension")
    /// A config value of the wrong kind (the config and its outputs' options).
    package static let configValue = DiagnosticCode("config.value")
    /// A config key dimens does not know (an error: a misspelt key must not fall back to a default).
    package static let configUnknownKey = DiagnosticCode("config.unknown-key")
}
