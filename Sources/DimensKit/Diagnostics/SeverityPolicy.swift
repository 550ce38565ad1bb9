/// How much each kind of finding counts in one project: the registry's defaults, changed by the
/// config's `"lint": {"value.unit": "error"}` map, as ESLint and Terrazzo users expect.
///
/// A warning can be raised to an error or turned off; an error stays an error, because the stages
/// after it rely on the input being sound, except the `DiagnosticCode.lowerable` ones, which
/// leave it usable. `dtcg.extension` is off unless `--strict` or the map turns it on.
package struct SeverityPolicy: Sendable {
    /// What the config may set a code to.
    package enum Level: String, CaseIterable, Sendable, Hashable {
        case error, warning, off
    }

    package var levels: [DiagnosticCode: Level]

    package init(_ levels: [DiagnosticCode: Level] = [:], strict: Bool = false) {
        self.levels = levels
        if !strict, self.levels[.dtcgExtension] == nil { self.levels[.dtcgExtension] = .off }
    }

    /// Whether findings of `code` are reported at all.
    package func reports(_ code: DiagnosticCode) -> Bool { levels[code] != .off }

    /// The finding at its configured severity, or nil when its code is turned off.
    package func adjust(_ diagnostic: Diagnostic) -> Diagnostic? {
        switch levels[diagnostic.code] {
        case .off: return nil
        case nil: return diagnostic
        case let level?:
            var adjusted = diagnostic
            adjusted.severity = level == .error ? .error : .warning
            return adjusted
        }
    }
}
