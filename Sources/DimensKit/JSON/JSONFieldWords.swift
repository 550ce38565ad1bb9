/// What is wrong with one field of an object, for its reader's `JSONFieldWords` to put in words.
package struct JSONFieldMistake: Sendable {
    /// The kinds of mistake a `JSONFields` finds.
    package enum Problem: Sendable {
        /// A required key is absent.
        case missing
        /// The value is of another JSON type than the field takes.
        case wrongType
        /// The value has the right type but fails the field's check (empty, not positive, …).
        case invalid
        /// The value is not one of the field's allowed values (whatever its type).
        case notAllowed
    }

    package var problem: Problem
    /// The key, as written in the object.
    package var key: String
    /// What the field must be, as the caller words it: "a string", "true or false", …
    package var expected: String
    /// The value written; nil when the key is missing.
    package var value: JSONValue?
    /// The values a choice allows; empty for other fields.
    package var allowed: [String] = []

    /// The value as messages show it: a string in quotes, anything else by its kind.
    package var shown: String { value?.shown ?? "nothing" }
    /// The value's kind: "a string", "an object", …
    package var valueKind: String { value?.kindDescription ?? "nothing" }
}

/// How one caller words the mistakes a `JSONFields` finds: its codes, its messages and the token
/// they concern, so each parser keeps its own wording while the checks are made in one place.
package struct JSONFieldWords: Sendable {
    /// The code of a value that is missing, of the wrong type or not allowed.
    package var code: DiagnosticCode
    /// The message of a mistake in a value.
    package var message: @Sendable (JSONFieldMistake) -> String
    /// The code, severity and message of a key the object does not take.
    package var unknownKeyCode: DiagnosticCode
    package var unknownKeySeverity: Diagnostic.Severity
    package var unknownKey: @Sendable (String) -> String
    /// The token every finding concerns, if any.
    package var token: String? = nil

    package init(
        code: DiagnosticCode,
        unknownKeyCode: DiagnosticCode? = nil, unknownKeySeverity: Diagnostic.Severity = .error,
        unknownKey: @escaping @Sendable (String) -> String = { "unknown key '\($0)'" },
        message: @escaping @Sendable (JSONFieldMistake) -> String
    ) {
        self.code = code
        self.message = message
        self.unknownKeyCode = unknownKeyCode ?? code
        self.unknownKeySeverity = unknownKeySeverity
        self.unknownKey = unknownKey
    }

    /// `"a", "b" or "c"`: a choice's values, as the default `expected` of a choice.
    package static func list(_ values: [String]) -> String { or(values.map { "\"\($0)\"" }) }

    /// `a, b or c`.
    package static func or(_ items: [String]) -> String {
        items.count > 1 ? items.dropLast().joined(separator: ", ") + " or " + items.last! : items.joined()
    }
}
