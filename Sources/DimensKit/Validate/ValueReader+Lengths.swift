/// Lengths inside composites (a font size, a shadow's blur, a dash): DTCG's `{"value", "unit"}`,
/// and what real files write where the meaning is plain (dimens extensions `--strict` names).
extension ValueReader {
    /// A length: `{"value": 16, "unit": "px"}`, `"16px"`, a unitless zero, or in `em` where
    /// `relative` (a letter spacing). A unit dimens does not know carries the token through.
    mutating func length(_ value: JSONValue, member: String, relative: Bool) -> MemberValue? {
        let amount: Double
        let unitName: String
        /// Where the unit is written, for findings about it.
        var unitValue = value
        switch value.kind {
        case .object(let object):
            guard let number = object["value"]?.number?.double, number.isFinite, let unit = object["unit"]?.string
            else {
                error(
                    "\"\(member)\" must be a length {\"value\": 16, \"unit\": \"px\"}, not \(describe(value))",
                    at: value)
                return nil
            }
            checkKeys(of: object, known: ["value", "unit"], in: "a length")
            (amount, unitName, unitValue) = (number, unit, object["unit"]!)
            if unit.isEmpty, number != 0 {
                error("\"\(member)\" has no unit; only zero may be written without one", at: value)
                return nil
            }
        case .string(let text):
            extensionWarning("string length \"\(text)\" is a dimens extension to DTCG", at: value)
            if let parsed = ValueTyping.legacyDimension(text) { return .length(parsed) }
            if let em = Self.emAmount(text) { return checkRelative(em, member: member, relative: relative, at: value) }
            error(
                "\"\(text)\" is not a length", at: value,
                notes: [.init("write it as {\"value\": 16, \"unit\": \"px\"}")])
            return nil
        case .number(let number) where number.double == 0:
            extensionWarning("a zero without a unit is a dimens extension to DTCG", at: value)
            return .length(Dimension(0, .px))
        default:
            error("\"\(member)\" must be a length {\"value\": 16, \"unit\": \"px\"}, not \(describe(value))", at: value)
            return nil
        }
        if unitName.isEmpty {
            extensionWarning("a zero without a unit is a dimens extension to DTCG", at: unitValue)
            return .length(Dimension(0, .px))
        }
        if unitName == "em" { return checkRelative(amount, member: member, relative: relative, at: unitValue) }
        let reading = UnitReading(unitName)
        guard case .known(let unit) = reading else {
            diagnostics.append(
                UnitReading.diagnostic(
                    for: unitName, reading: reading, what: "unit in \"\(member)\"", token: token,
                    at: location(unitValue)))
            carried = carried ?? "the unit \"\(unitName)\" of its \"\(member)\" is not one dimens computes"
            return nil
        }
        if unit.isExtension {
            extensionWarning("unit \"\(unitName)\" is a dimens extension to DTCG", at: unitValue)
        }
        return .length(Dimension(amount, unit))
    }

    /// `em` is a fraction of the font size: meaningful for a letter spacing only.
    private mutating func checkRelative(_ amount: Double, member: String, relative: Bool, at value: JSONValue)
        -> MemberValue?
    {
        guard relative else {
            var finding = UnitReading.diagnostic(
                for: "em", reading: .css, what: "unit in \"\(member)\"", token: token, at: location(value))
            finding.notes = [.init("em is computed in letterSpacing only, as a fraction of the token's fontSize")]
            diagnostics.append(finding)
            carried = carried ?? "its \"\(member)\" is in em"
            return nil
        }
        extensionWarning("em in \"\(member)\" is a dimens extension to DTCG", at: value)
        return .fontRelative(amount)
    }

    /// `"0.05em"`: the amount in em.
    private static func emAmount(_ text: String) -> Double? {
        guard text.hasSuffix("em"), !text.hasSuffix("rem"), let amount = Double(text.dropLast(2)), amount.isFinite
        else { return nil }
        return amount
    }
}
