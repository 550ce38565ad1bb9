/// Types a literal `$value` by its token's `$type`: the dimension, number, string and boolean
/// types dimens computes with are checked; every other DTCG type is carried through untouched.
struct ValueTyping {
    var file: String
    var token: String
    /// Report uses of dimens' extensions to DTCG (only under `--strict`).
    var reportExtensions: Bool

    func location(_ value: JSONValue) -> SourceLocation { SourceLocation(file: file, position: value.position) }

    func type(_ value: JSONValue, as type: TokenType, into diagnostics: inout [Diagnostic]) -> TokenValue? {
        if type.isExtension, reportExtensions {
            diagnostics.append(extensionWarning("$type \"\(type.rawValue)\" is a dimens extension to DTCG", at: location(value)))
        }
        switch type {
        case .dimension:
            return dimension(value, into: &diagnostics).map(TokenValue.dimension)
        case .number:
            guard let number = value.number, number.double.isFinite else { break }
            return .number(number.double)
        case .string:
            if let text = value.string { return .string(text) }
        case .boolean:
            if let flag = value.bool { return .boolean(flag) }
        default:
            return .other(value)
        }
        let expected = type == .number ? "a finite number" : type == .string ? "a string" : "true or false"
        diagnostics.append(.error(
            .valueInvalid, "a \(type.rawValue) token's $value must be \(expected), not \(value.kindDescription)",
            at: location(value), token: token))
        return nil
    }

    private func dimension(_ value: JSONValue, into diagnostics: inout [Diagnostic]) -> Dimension? {
        switch value.kind {
        case .object(let object):
            return dimension(object, at: value, into: &diagnostics)
        case .string(let text):
            guard let parsed = Self.legacyDimension(text) else {
                diagnostics.append(.error(
                    .valueInvalid, "\"\(text)\" is not a dimension", at: location(value), token: token,
                    notes: [.init("write it as {\"value\": 16, \"unit\": \"px\"}")]))
                return nil
            }
            if reportExtensions {
                diagnostics.append(extensionWarning("string dimension \"\(text)\" is a dimens extension to DTCG", at: location(value)))
            }
            return parsed
        default:
            let hint = value.number.map { "write it as {\"value\": \($0.literal), \"unit\": \"px\"}" }
                ?? "write it as {\"value\": 16, \"unit\": \"px\"}"
            diagnostics.append(.error(
                .valueInvalid, "a dimension token's $value must be an object with \"value\" and \"unit\", not \(value.kindDescription)",
                at: location(value), token: token, notes: [.init(hint)]))
            return nil
        }
    }

    private func dimension(_ object: JSONObject, at value: JSONValue, into diagnostics: inout [Diagnostic]) -> Dimension? {
        guard let number = object["value"], let unit = object["unit"] else {
            let missing = object["value"] == nil ? "value" : "unit"
            diagnostics.append(.error(.valueInvalid, "dimension is missing \"\(missing)\"", at: location(value), token: token))
            return nil
        }
        guard let amount = number.number?.double, amount.isFinite else {
            diagnostics.append(.error(
                .valueInvalid, "a dimension's \"value\" must be a finite number, not \(number.kindDescription)",
                at: location(number), token: token))
            return nil
        }
        guard let name = unit.string, let parsedUnit = DimensionUnit(rawValue: name) else {
            diagnostics.append(.error(
                .valueUnit, "unknown dimension unit \(unit.string.map { "\"\($0)\"" } ?? unit.kindDescription)",
                at: location(unit), token: token,
                notes: Suggestion.note(for: unit.string ?? "", in: DimensionUnit.allCases.map(\.rawValue))
                    + [.init("DTCG units are px and rem; dimens adds pt, mm, cm and in")]))
            return nil
        }
        if parsedUnit.isExtension, reportExtensions {
            diagnostics.append(extensionWarning("unit \"\(name)\" is a dimens extension to DTCG", at: location(unit)))
        }
        return Dimension(amount, parsedUnit)
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
    /// An unknown dimension unit.
    public static let valueUnit = DiagnosticCode("value.unit")
    /// Use of a dimens extension to DTCG (reported only under `--strict`).
    public static let dtcgExtension = DiagnosticCode("dtcg.extension")
    /// A token with no `$type` on itself, its alias target or any group.
    public static let typeMissing = DiagnosticCode("type.missing")
}
