/// Types a literal `$value` by its token's `$type`: the dimension, number, string and boolean
/// types dimens computes with are checked; every other DTCG type is carried through untouched.
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

    func type(_ value: JSONValue, as type: TokenType, into diagnostics: inout [Diagnostic]) -> Outcome {
        if type.isExtension, reportExtensions {
            diagnostics.append(
                extensionWarning("$type \"\(type.rawValue)\" is a dimens extension to DTCG", at: location(value)))
        }
        switch type {
        case .dimension:
            return dimension(value, into: &diagnostics)
        case .number:
            guard let number = value.number, number.double.isFinite else { break }
            return .value(.number(number.double))
        case .string:
            if let text = value.string {
                guard let problem = Self.lengthProblem(text) else { return .value(.string(text)) }
                diagnostics.append(.error(.valueInvalid, problem, at: location(value), token: token))
                return .invalid
            }
        case .boolean:
            if let flag = value.bool { return .value(.boolean(flag)) }
        case _ where type.isComposite:
            return composite(value, as: type, into: &diagnostics)
        default:
            return .value(.other(value))
        }
        let expected = type == .number ? "a finite number" : type == .string ? "a string" : "true or false"
        diagnostics.append(
            .error(
                .valueInvalid, "a \(type.rawValue) token's $value must be \(expected), not \(value.kindDescription)",
                at: location(value), token: token))
        return .invalid
    }

    private func dimension(_ value: JSONValue, into diagnostics: inout [Diagnostic]) -> Outcome {
        switch value.kind {
        case .object(let object):
            return dimension(object, at: value, into: &diagnostics)
        case .string(let text):
            guard let parsed = Self.legacyDimension(text) else {
                diagnostics.append(
                    .error(
                        .valueInvalid, "\"\(text)\" is not a dimension", at: location(value), token: token,
                        notes: [.init("write it as {\"value\": 16, \"unit\": \"px\"}")]))
                return .invalid
            }
            if reportExtensions {
                diagnostics.append(
                    extensionWarning("string dimension \"\(text)\" is a dimens extension to DTCG", at: location(value)))
            }
            return .value(.dimension(parsed))
        default:
            let hint =
                value.number.map { "write it as {\"value\": \($0.literal), \"unit\": \"px\"}" }
                ?? "write it as {\"value\": 16, \"unit\": \"px\"}"
            diagnostics.append(
                .error(
                    .valueInvalid,
                    "a dimension token's $value must be an object with \"value\" and \"unit\", not \(value.kindDescription)",
                    at: location(value), token: token, notes: [.init(hint)]))
            return .invalid
        }
    }

    private func dimension(_ object: JSONObject, at value: JSONValue, into diagnostics: inout [Diagnostic]) -> Outcome {
        guard let number = object["value"], let unit = object["unit"] else {
            let missing = object["value"] == nil ? "value" : "unit"
            diagnostics.append(
                .error(.valueInvalid, "dimension is missing \"\(missing)\"", at: location(value), token: token))
            return .invalid
        }
        guard let amount = number.number?.double, amount.isFinite else {
            diagnostics.append(
                .error(
                    .valueInvalid, "a dimension's \"value\" must be a finite number, not \(number.kindDescription)",
                    at: location(number), token: token))
            return .invalid
        }
        guard let name = unit.string else {
            diagnostics.append(
                .error(
                    .valueInvalid, "a dimension's \"unit\" must be a string, not \(unit.kindDescription)",
                    at: location(unit), token: token))
            return .invalid
        }
        guard let parsedUnit = DimensionUnit(rawValue: name) else {
            diagnostics.append(
                .warning(
                    .valueUnit,
                    "unknown dimension unit \"\(name)\": '\(token)' is carried through untouched, not computed per screen",
                    at: location(unit), token: token,
                    notes: Suggestion.note(for: name, in: DimensionUnit.allCases.map(\.rawValue)) + [
                        .init(Self.unitsNote)
                    ]))
            return .carried("its unit \"\(name)\" is not one dimens knows")
        }
        if parsedUnit.isExtension, reportExtensions {
            diagnostics.append(extensionWarning("unit \"\(name)\" is a dimens extension to DTCG", at: location(unit)))
        }
        return .value(.dimension(Dimension(amount, parsedUnit)))
    }

    static let unitsNote = "DTCG units are px and rem; dimens adds pt, dp, sp, mm, cm and in"

    /// Per-screen text is written once per screen into the outputs, so it is limited where it is
    /// read (a label, a font name: never a document).
    public static let maximumStringBytes = 10_000

    /// Why a per-screen string is too long, if it is.
    static func lengthProblem(_ text: String) -> String? {
        let bytes = text.utf8.count
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

    private func extensionWarning(_ message: String, at location: SourceLocation) -> Diagnostic {
        .warning(.dtcgExtension, message, at: location, token: token)
    }
}

extension DiagnosticCode {
    /// A `$value` that does not fit its `$type`.
    public static let valueInvalid = DiagnosticCode("value.invalid")
    /// An unknown dimension unit: the token is carried through (a warning).
    public static let valueUnit = DiagnosticCode("value.unit")
    /// A token with no `$type` on itself, its alias target or any group: carried through (a warning).
    public static let typeMissing = DiagnosticCode("type.missing")
    /// A computed token that needs a token dimens carries through (an alias into it, a dimens
    /// block on it).
    public static let tokenUncomputable = DiagnosticCode("token.uncomputable")
}
