/// One code of the registry: the code, the severity it has unless the config's `lint` map changes
/// it, whether that map may lower it (an error that leaves the input usable), and what it reports,
/// in one line for the reference's table of codes.
package struct DiagnosticCodeEntry: Sendable, Hashable {
    package let code: DiagnosticCode
    package let severity: Diagnostic.Severity
    /// An error the config's `lint` map may lower to a warning or turn off.
    package let isLowerable: Bool
    /// What the user wrote that the code reports, for a designer or app developer (Markdown).
    package let meaning: String

    /// An error the config's `lint` map cannot change.
    package static func error(_ code: DiagnosticCode, _ meaning: String) -> Self {
        Self(code: code, severity: .error, isLowerable: false, meaning: meaning)
    }

    /// An error the config's `lint` map may lower: the input stays usable as written.
    package static func lowerableError(_ code: DiagnosticCode, _ meaning: String) -> Self {
        Self(code: code, severity: .error, isLowerable: true, meaning: meaning)
    }

    /// A warning, which the config's `lint` map may raise to an error or turn off.
    package static func warning(_ code: DiagnosticCode, _ meaning: String) -> Self {
        Self(code: code, severity: .warning, isLowerable: false, meaning: meaning)
    }

    package static func error(_ code: String, _ meaning: String) -> Self {
        error(DiagnosticCode(rawValue: code), meaning)
    }

    package static func lowerableError(_ code: String, _ meaning: String) -> Self {
        lowerableError(DiagnosticCode(rawValue: code), meaning)
    }

    package static func warning(_ code: String, _ meaning: String) -> Self {
        warning(DiagnosticCode(rawValue: code), meaning)
    }
}

/// The codes one stage, output kind or command finds, under the title the reference gives them.
package struct DiagnosticCodeGroup: Sendable, Hashable {
    /// The group's label in the reference (Markdown).
    package let title: String
    package let entries: [DiagnosticCodeEntry]

    package init(_ title: String, _ entries: [DiagnosticCodeEntry]) {
        self.title = title
        self.entries = entries
    }
}
