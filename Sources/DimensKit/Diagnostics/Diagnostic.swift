/// One finding about the input: what is wrong, where, in which token, and what might help.
///
/// Diagnostics are created by the stage that finds the problem and printed in one place
/// (`DimensCLI`'s printers); no stage prints or throws them one at a time.
public struct Diagnostic: Hashable, Sendable {
    /// How bad a finding is. Warnings become failures under `--strict`.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// Extra context attached to a diagnostic: another location involved, or a hint.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        package init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var location: SourceLocation?
    public var tokenPath: String?
    public var notes: [Note]
    /// The one mistake this finding shares with others of its code (an alias target that does not
    /// exist, a resolver set left out of the order): the text and GitHub printers show such
    /// findings once, with their count and first places (`DiagnosticLog.folded`); nil for a finding
    /// of its own.
    public var cause: String?

    package init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at location: SourceLocation?, token tokenPath: String? = nil, notes: [Note] = [], cause: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.tokenPath = tokenPath
        self.notes = notes
        self.cause = cause
    }

    package static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        token: String? = nil, notes: [Note] = [], cause: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, token: token, notes: notes, cause: cause)
    }

    package static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        token: String? = nil, notes: [Note] = [], cause: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, token: token, notes: notes, cause: cause)
    }
}

/// A stable identifier of a kind of finding, such as `alias.unknown`.
///
/// Codes are grouped by the stage that emits them (`json.`, `token.`, `alias.`, …) and are a
/// public contract: tools filter on them, so an existing code never changes meaning.
/// Each stage declares its codes in an extension next to the code that emits them.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    package init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A diagnostic can stand as the failure of an edge operation (`Result<SourceFile, Diagnostic>`).
extension Diagnostic: Error {}
