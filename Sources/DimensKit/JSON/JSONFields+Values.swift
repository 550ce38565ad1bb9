/// The typed accessors. Each returns the field's value, or nil: when the key is absent (reported
/// only when `required`), or after reporting a value of the wrong type, one that fails `valid`, or
/// one not in a choice. `expected` is what the caller's message says the field must be.
extension JSONFields {
    package mutating func string(
        _ field: some JSONFieldKey, _ expected: String = "a string", required: Bool = false,
        where valid: (String) -> Bool = { _ in true }
    ) -> String? {
        read(field, expected, required: required, valid: valid) { $0.string }
    }

    package mutating func bool(_ field: some JSONFieldKey, _ expected: String = "true or false", required: Bool = false)
        -> Bool?
    {
        read(field, expected, required: required) { $0.bool }
    }

    /// A number as a `Double` (possibly infinite for a literal beyond its range, unless `valid` says no).
    package mutating func number(
        _ field: some JSONFieldKey, _ expected: String = "a number", required: Bool = false,
        where valid: (Double) -> Bool = { _ in true }
    ) -> Double? {
        read(field, expected, required: required, valid: valid) { $0.number?.double }
    }

    /// A number written without fraction or exponent that fits an `Int`.
    package mutating func integer(
        _ field: some JSONFieldKey, _ expected: String = "an integer", required: Bool = false,
        where valid: (Int) -> Bool = { _ in true }
    ) -> Int? {
        read(field, expected, required: required, valid: valid) { value in
            value.number.flatMap { $0.isInteger ? Int($0.literal) : nil }
        }
    }

    package mutating func array(_ field: some JSONFieldKey, _ expected: String = "an array", required: Bool = false)
        -> [JSONValue]?
    {
        read(field, expected, required: required) { $0.array }
    }

    /// An array whose every item is a string.
    package mutating func strings(
        _ field: some JSONFieldKey, _ expected: String = "an array of strings", required: Bool = false
    ) -> [String]? {
        read(field, expected, required: required) { value in
            value.array.flatMap { items in
                let texts = items.compactMap(\.string)
                return texts.count == items.count ? texts : nil
            }
        }
    }

    package mutating func object(_ field: some JSONFieldKey, _ expected: String = "an object", required: Bool = false)
        -> JSONObject?
    {
        read(field, expected, required: required) { $0.object }
    }

    /// One of `allowed`; anything else (a string not listed, or another type) is reported as not
    /// allowed, with "did you mean" when `suggesting`. `expected` defaults to `"a", "b" or "c"`.
    package mutating func oneOf(
        _ field: some JSONFieldKey, _ allowed: [String], expected: String? = nil, required: Bool = false,
        suggesting: Bool = false, code: DiagnosticCode? = nil
    ) -> String? {
        read(
            field, expected ?? JSONFieldWords.list(allowed), required: required, allowed: allowed,
            suggesting: suggesting, code: code
        ) { value in value.string.flatMap { allowed.contains($0) ? $0 : nil } }
    }

    /// A case of `Choice` by its raw value, as `oneOf` its cases' raw values.
    package mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ field: some JSONFieldKey, as type: Choice.Type = Choice.self, expected: String? = nil,
        required: Bool = false, suggesting: Bool = false, code: DiagnosticCode? = nil
    ) -> Choice? where Choice.RawValue == String {
        // The common case without building the list of cases a report would name.
        if let text = field.member(in: object)?.value.string, let choice = Choice(rawValue: text) { return choice }
        return oneOf(
            field, Choice.allCases.map(\.rawValue), expected: expected, required: required, suggesting: suggesting,
            code: code
        ).flatMap(Choice.init(rawValue:))
    }

    /// The one piece of code behind the typed accessors: the value, converted and checked, or a
    /// report. A choice (`allowed` given, even empty) reports any value it cannot convert as not allowed.
    private mutating func read<Value>(
        _ field: some JSONFieldKey, _ expected: @autoclosure () -> String, required: Bool,
        valid: (Value) -> Bool = { _ in true },
        allowed: [String]? = nil, suggesting: Bool = false, code: DiagnosticCode? = nil,
        _ convert: (JSONValue) -> Value?
    ) -> Value? {
        // Made only for a report: the expected words can be a list of every allowed value.
        func mistake(_ problem: JSONFieldMistake.Problem, _ value: JSONValue? = nil) -> JSONFieldMistake {
            var mistake = JSONFieldMistake(
                problem: problem, key: field.fieldKey, expected: expected(), allowed: allowed ?? [])
            mistake.value = value
            return mistake
        }
        guard let member = field.member(in: object) else {
            if required { report(mistake(.missing)) }
            return nil
        }
        guard let typed = convert(member.value) else {
            let notes = suggesting ? Suggestion.note(for: member.value.string ?? "", in: allowed ?? []) : []
            report(mistake(allowed == nil ? .wrongType : .notAllowed, member.value), code: code, notes: notes)
            return nil
        }
        guard valid(typed) else {
            report(mistake(.invalid, member.value), code: code)
            return nil
        }
        return typed
    }
}
