/// Types a literal `$value` by its token's `$type`: the dimension, number, string and boolean
/// types dimens computes with become values; composites are typed member by member; every other
/// DTCG type is checked as the spec states it and carried through untouched.
struct ValueTyping {
    /// What a `$value` turned out to be.
    enum Outcome {
        case value(TokenValue)
        /// Well-formed, but not something dimens can compute (an unknown unit): carried through
        /// untouched, for the stated reason.
        case carried(String)
        /// Malformed; already reported.
        case invalid
    }

    var file: String
    var token: String
    /// Report uses of dimens' extensions to DTCG (`dtcg.extension`).
    var reportExtensions: Bool

    func location(_ value: JSONValue) -> SourceLocation { SourceLocation(file: file, position: value.position) }

    /// `value` typed as `type`; the aliases written inside it (with the types their places
    /// accept) are added to `aliases`.
    func type(
        _ value: JSONValue, as type: TokenType, into diagnostics: inout [Diagnostic], aliases: inout [TypedAlias]
    ) -> Outcome {
        var reader = ValueReader(typing: self)
        defer {
            diagnostics += reader.diagnostics
            aliases += reader.aliases
        }
        if type.isExtension {
            reader.extensionWarning("$type \"\(type.rawValue)\" is a dimens extension to DTCG", at: value)
        }
        switch type {
        case .dimension:
            return dimension(value, reader: &reader)
        case .number:
            guard let number = value.number, number.double.isFinite else { break }
            return .value(.number(number.double))
        case .string:
            if let text = value.string {
                guard let problem = Self.textProblem(text) else { return .value(.string(text)) }
                reader.error(problem, at: value)
                return .invalid
            }
        case .boolean:
            if let flag = value.bool { return .value(.boolean(flag)) }
        case _ where type.isComposite:
            return composite(value, as: type, reader: &reader)
        default:
            reader.carried(value, as: type, member: [])
            return .value(.other(value))
        }
        let expected = type == .number ? "a finite number" : type == .string ? "a string" : "true or false"
        reader.error("a \(type.rawValue) token's $value must be \(expected), not \(value.kindDescription)", at: value)
        return .invalid
    }

    private func dimension(_ value: JSONValue, reader: inout ValueReader) -> Outcome {
        switch value.kind {
        case .object(let object):
            return dimension(object, at: value, reader: &reader)
        case .string(let text):
            guard let parsed = Self.legacyDimension(text) else {
                reader.error(
                    "\"\(text)\" is not a dimension", at: value,
                    notes: [.init("write it as {\"value\": 16, \"unit\": \"px\"}")])
                return .invalid
            }
            reader.extensionWarning("string dimension \"\(text)\" is a dimens extension to DTCG", at: value)
            return .value(.dimension(parsed))
        default:
            let hint =
                value.number.map { "write it as {\"value\": \($0.literal), \"unit\": \"px\"}" }
                ?? "write it as {\"value\": 16, \"unit\": \"px\"}"
            reader.error(
                "a dimension token's $value must be an object with \"value\" and \"unit\", not \(value.kindDescription)",
                at: value, notes: [.init(hint)])
            return .invalid
        }
    }

    /// §8.2: an object of exactly `value` (a number) and `unit`.
    private func dimension(_ object: JSONObject, at value: JSONValue, reader: inout ValueReader) -> Outcome {
        reader.checkKeys(of: object, known: ["value", "unit"], in: "a dimension")
        guard let number = object["value"], let unit = object["unit"] else {
            reader.error("dimension is missing \"\(object["value"] == nil ? "value" : "unit")\"", at: value)
            return .invalid
        }
        guard let amount = number.number?.double, amount.isFinite else {
            let pointer = Reference.detect(in: number)
            reader.error(
                "a dimension's \"value\" must be a finite number, not \(number.kindDescription)", at: number,
                notes: pointer.isReference
                    ? [.init("dimens computes a dimension from its own number: alias the whole token instead")] : [])
            return .invalid
        }
        guard let name = unit.string else {
            reader.error("a dimension's \"unit\" must be a string, not \(unit.kindDescription)", at: unit)
            return .invalid
        }
        if name.isEmpty, amount == 0 {
            reader.extensionWarning("a zero without a unit is a dimens extension to DTCG", at: unit)
            return .value(.dimension(Dimension(0, .px)))
        }
        let reading = UnitReading(name)
        guard case .known(let parsedUnit) = reading else {
            reader.diagnostics.append(
                UnitReading.diagnostic(
                    for: name, reading: reading, what: "dimension unit", token: token, at: location(unit)))
            return .carried("its unit \"\(name)\" is not one dimens computes")
        }
        if parsedUnit.isExtension {
            reader.extensionWarning("unit \"\(name)\" is a dimens extension to DTCG", at: unit)
        }
        return .value(.dimension(Dimension(amount, parsedUnit)))
    }

    /// Per-screen text is written once per screen into the outputs, so it is limited where it is
    /// read (a label, a font name: never a document).
    package static let maximumStringBytes = 10_000

    /// Why a per-screen string cannot be written, if it cannot: too long, or holding a NUL (no
    /// label needs one, and aapt's string pool reads it as the end of the string).
    static func textProblem(_ text: String) -> String? {
        let bytes = text.utf8.count
        if text.utf8.contains(0) { return "a string value that changes per screen cannot hold a NUL character" }
        guard bytes > maximumStringBytes else { return nil }
        return "a string value that changes per screen is limited to \(maximumStringBytes) bytes; this one has \(bytes)"
    }

    /// `"16px"`, `"1.5rem"`, `"-2pt"`: a number immediately followed by a unit.
    static func legacyDimension(_ text: String) -> Dimension? {
        guard let unitStart = text.firstIndex(where: { $0.isLetter }),
            let unit = DimensionUnit(rawValue: String(text[unitStart...])),
            let amount = Double(text[..<unitStart]), amount.isFinite,
            text[..<unitStart].allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" })
        else { return nil }
        return Dimension(amount, unit)
    }
}

extension DiagnosticCode {
    /// A `$value` that does not fit its `$type`.
    package static let valueInvalid = DiagnosticCode("value.invalid")
    /// A CSS unit dimens cannot compute (`vw`, `em` on a dimension, `%`): the token is carried
    /// through (a warning).
    package static let valueUnit = DiagnosticCode("value.unit")
    /// A token with no `$type` on itself, its alias target or any group: carried through (a warning).
    package static let typeMissing = DiagnosticCode("type.missing")
    /// A computed token that needs a token dimens carries through (an alias into it, a dimens
    /// block on it).
    package static let tokenUncomputable = DiagnosticCode("token.uncomputable")
}
