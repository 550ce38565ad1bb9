/// One JSON object read field by field: each accessor (`JSONFields+Values.swift`) gives a typed
/// value, or reports where it is written, in its caller's words (`JSONFieldWords`), why it cannot.
///
/// Findings collect in `diagnostics` in the order they are found; the caller takes them into its
/// own list once it is done with the object. A field is named by its key, or given as a member the
/// caller already holds (a parser that walks the members in order).
package struct JSONFields {
    package let object: JSONObject
    /// Where a missing key is reported: the object, or the key that names it.
    package let position: SourcePosition
    package let file: String
    package var words: JSONFieldWords
    package var diagnostics: [Diagnostic] = []

    package init(_ object: JSONObject, at position: SourcePosition, in file: String, words: JSONFieldWords) {
        self.object = object
        self.position = position
        self.file = file
        self.words = words
    }

    package func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    package func location(of value: JSONValue) -> SourceLocation { location(value.position) }

    /// Reports a finding of the caller's own at `position`, with the reader's code and token unless
    /// told otherwise.
    package mutating func report(
        _ message: String, at position: SourcePosition, code: DiagnosticCode? = nil,
        severity: Diagnostic.Severity = .error, notes: [Diagnostic.Note] = []
    ) {
        diagnostics.append(
            Diagnostic(
                severity, code ?? words.code, message, at: location(position), token: words.token, notes: notes))
    }

    /// Reports a mistake in `mistake.value` (or, when missing, at the object) in the caller's words.
    package mutating func report(
        _ mistake: JSONFieldMistake, code: DiagnosticCode? = nil, notes: [Diagnostic.Note] = []
    ) {
        report(words.message(mistake), at: mistake.value?.position ?? position, code: code, notes: notes)
    }

    /// The member a field names; when it is absent and `missing` is given, reports that message at
    /// the object.
    package mutating func member(
        _ field: some JSONFieldKey, missing message: String? = nil, code: DiagnosticCode? = nil
    ) -> JSONObject.Member? {
        if let member = field.member(in: object) { return member }
        if let message { report(message, at: position, code: code) }
        return nil
    }

    /// Reports every member whose key is not in `known`, with "did you mean" among them.
    package mutating func checkKeys(_ known: [String]) {
        for member in object.members where !known.contains(member.key) { reportUnknown(member, suggesting: known) }
    }

    /// Reports `member` as a key the object does not take, with "did you mean" among `candidates`.
    package mutating func reportUnknown(_ member: JSONObject.Member, suggesting candidates: [String]) {
        report(
            words.unknownKey(member.key), at: member.keyPosition, code: words.unknownKeyCode,
            severity: words.unknownKeySeverity, notes: Suggestion.note(for: member.key, in: candidates))
    }

    /// Moves the findings so far to the end of the caller's `list`, so they keep their place among
    /// the caller's own.
    package mutating func flush(into list: inout [Diagnostic]) {
        list += diagnostics
        diagnostics = []
    }

    /// The same reader over another object (a nested one), with its own words; its findings start
    /// empty, for the caller to take with the parent's.
    package func reading(_ object: JSONObject, at position: SourcePosition, words: JSONFieldWords? = nil) -> JSONFields
    {
        JSONFields(object, at: position, in: file, words: words ?? self.words)
    }
}

/// A field of a `JSONFields`: a key of its object (the first member with it), or a member the
/// caller already holds.
package protocol JSONFieldKey {
    /// The key the field is written under.
    var fieldKey: String { get }
    func member(in object: JSONObject) -> JSONObject.Member?
}

extension String: JSONFieldKey {
    package var fieldKey: String { self }
    package func member(in object: JSONObject) -> JSONObject.Member? { object.member(self) }
}

extension JSONObject.Member: JSONFieldKey {
    package var fieldKey: String { key }
    package func member(in object: JSONObject) -> JSONObject.Member? { self }
}
