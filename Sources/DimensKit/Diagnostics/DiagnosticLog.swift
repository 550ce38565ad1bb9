/// The diagnostics collected across a whole run, in the order they were found.
///
/// Every stage appends to one log instead of stopping at the first problem, so a designer sees
/// all mistakes at once.
public struct DiagnosticLog: Sendable {
    public private(set) var all: [Diagnostic] = []
    /// The project's severities, applied to every finding as it is added.
    package var policy: SeverityPolicy?

    package init(_ diagnostics: [Diagnostic] = [], policy: SeverityPolicy? = nil) {
        self.policy = policy
        add(contentsOf: diagnostics)
    }

    package mutating func add(_ diagnostic: Diagnostic) {
        guard let policy else { return all.append(diagnostic) }
        if let adjusted = policy.adjust(diagnostic) { all.append(adjusted) }
    }

    package mutating func add(contentsOf other: [Diagnostic]) {
        for diagnostic in other { add(diagnostic) }
    }

    public var errorCount: Int { all.count { $0.severity == .error } }
    public var warningCount: Int { all.count { $0.severity == .warning } }
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Diagnostics ordered by file, then position; findings without a location keep their order last.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (let l?, let r?): return l == r ? a.offset < b.offset : l < r
            case (nil, nil): return a.offset < b.offset
            case (.some, nil): return true
            case (nil, .some): return false
            }
        }.map(\.element)
    }
}
