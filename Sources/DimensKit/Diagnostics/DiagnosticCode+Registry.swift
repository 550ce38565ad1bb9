extension DiagnosticCode {
    /// Every code dimens emits, grouped by the stage that finds it, with its default severity.
    /// The config's `lint` map and `dimens lint --help` rely on this list; a test checks that it
    /// matches the codes declared in the sources and listed in the reference (Dimens.docc).
    package static let registry: [(code: DiagnosticCode, severity: Diagnostic.Severity)] = entries.map {
        (DiagnosticCode($0.0), $0.1)
    }

    private static let entries: [(String, Diagnostic.Severity)] = [
        ("json.syntax", .error), ("json.string", .error), ("json.duplicate-key", .error), ("json.too-deep", .error),
        ("resolver.version", .error), ("resolver.structure", .error), ("resolver.ref", .error),
        ("resolver.cycle", .error),
        ("resolver.context", .error), ("resolver.duplicate-name", .error), ("resolver.unknown-key", .warning),
        ("resolver.input", .error), ("resolver.binding", .error), ("resolver.context-mismatch", .error),
        ("resolver.constant-varies", .warning), ("resolver.unused-set", .warning),
        ("figma.not-export", .error), ("figma.duplicate-mode", .error), ("figma.mode-mismatch", .error),
        ("figma.collection-overlap", .error), ("figma.layout", .error), ("figma.left-out", .warning),
        ("token.not-object", .error), ("token.name", .error), ("token.nested", .error), ("token.duplicate", .error),
        ("token.property-type", .error), ("input.too-many-tokens", .error), ("token.unknown-property", .warning),
        ("token.misspelt-property", .error), ("token.uncomputable", .error),
        ("type.unknown", .warning), ("type.misspelt", .error), ("type.missing", .warning),
        ("value.invalid", .error), ("value.nonconforming", .error), ("value.unknown-key", .error),
        ("value.out-of-range", .warning), ("color.hex", .warning),
        ("value.unit", .warning), ("value.misspelt-unit", .error), ("value.unknown-unit", .error),
        ("dtcg.extension", .warning),
        ("composite.unknown-member", .error), ("composite.carried-member", .warning),
        ("composite.uncomputable", .warning),
        ("alias.syntax", .error), ("alias.unknown", .error), ("alias.group", .error), ("alias.cycle", .error),
        ("alias.type-mismatch", .error), ("group.extends", .error),
        ("dimens.unknown-key", .error), ("dimens.model", .error), ("dimens.value", .error),
        ("selector.syntax", .error), ("selector.unknown-device", .error),
        ("selector.matches-nothing", .warning), ("selector.never-wins", .warning),
        ("config.value", .error), ("config.unknown-key", .error), ("config.rule-unused", .warning),
        ("config.path", .error), ("config.template", .error), ("config.scaled-nonlinear", .error),
        ("config.scaled-factor", .error),
        ("input.missing", .error), ("input.too-large", .error), ("input.outside", .error), ("input.no-files", .error),
        ("catalog.entry", .error),
        ("selector.ambiguous", .error), ("scale.non-finite", .error), ("scale.negative", .error),
        ("scale.unknown-density", .error), ("scale.nothing-computed", .warning), ("scale.double-adaptation", .warning),
        ("scale.memory-limit", .error),
        ("scale.fractional-number", .warning), ("screens.orientation-left-out", .warning),
        ("output.write", .error), ("output.too-large", .error), ("output.conflict", .error),
        ("output.platform", .error), ("output.unlistable-path", .error),
        ("output.interrupted", .warning),
        ("template.error", .error),
        ("swift.name-collision", .error), ("swift.reserved-name", .error), ("css.name-collision", .error),
        ("css.reserved-name", .error),
        ("android.name-collision", .error), ("android.value", .error), ("kotlin.name-collision", .error),
        ("kotlin.reserved-name", .error), ("typescript.name-collision", .error),
        ("ib.xml", .error), ("ib.no-runtime", .error), ("ib.unknown-token", .error), ("ib.token-type", .error),
        ("ib.property", .error), ("ib.token-unapplied", .error),
        ("a11y.tap-target", .warning), ("a11y.min-text", .warning), ("a11y.line-height", .warning),
        ("a11y.resize-text", .warning),
        ("diff.revision", .error), ("diff.folder", .error),
    ]

    /// The severity a code has unless the config's `lint` map changes it; nil for an unknown code.
    package var defaultSeverity: Diagnostic.Severity? { Self.registry.first { $0.code == self }?.severity }

    /// Errors the config's `lint` map may lower to a warning or turn off: each leaves the input
    /// usable as written (the value carried through, the key ignored), so the stages after it go
    /// on. They are the checks that hold real files to DTCG 2025.10 strictly, where a team whose
    /// files break the spec on purpose may choose to accept them.
    package static let lowerable = Set(
        [
            "value.nonconforming", "value.unknown-key", "value.misspelt-unit", "value.unknown-unit", "type.misspelt",
            "composite.unknown-member",
        ].map(DiagnosticCode.init(rawValue:)))

    /// Whether the config's `lint` map may set this code to `level`: a warning to anything, an
    /// error only where it is `lowerable`.
    package func allows(_ level: SeverityPolicy.Level) -> Bool {
        level == .error || defaultSeverity == .warning || Self.lowerable.contains(self)
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
