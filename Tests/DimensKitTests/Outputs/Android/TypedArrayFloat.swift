/// How Android reads a float attribute such as `android:letterSpacing` when a layout inflates:
/// `TypedArray.getFloat(index, defValue)` on the attribute's resolved value (a `@dimen/…`
/// reference is resolved to the resource's value in the device's configuration first).
///
/// Modelled on AOSP `frameworks/base/core/java/android/content/res/TypedArray.java`,
/// `getFloat(int, float)`
/// (https://cs.android.com/android/platform/superproject/main/+/main:frameworks/base/core/java/android/content/res/TypedArray.java):
/// `TYPE_NULL` gives the default; `TYPE_FLOAT` (0x04) the float; `TYPE_FIRST_INT`…`TYPE_LAST_INT`
/// (0x10…0x1f, booleans included) the integer; any other type is coerced to a string
/// (`TypedValue.coerceToString`: a dimension is its number and unit, `-0.381sp`) and parsed with
/// `Float.parseFloat`, which throws `NumberFormatException` for anything but a Java float literal.
/// (Early releases logged and returned the default there instead of throwing.)
enum TypedArrayFloat {
    /// What `getFloat` does with a value.
    enum Outcome: Equatable {
        case float(Float)
        case numberFormatException(String)
    }

    /// `getFloat` on a value as aapt stored it.
    static func read(_ value: AAPT.Value) -> Outcome {
        switch value {
        case .float(let float): return .float(Float(float))
        case .integer(let integer): return .float(Float(integer))
        case .bool(let flag): return .float(flag ? 1 : 0)
        case .dimension(let number, let unit, _):
            // TypedValue.coerceToString: complexToFloat(data) + DIMENSION_UNIT_STRS[unit] ("dip" for dp).
            return parseFloat("\(Float(number))" + (unit == "dp" ? "dip" : unit))
        case .string(let text): return parseFloat(text)
        }
    }

    /// Java's `Float.parseFloat` on decimal text: leading and trailing characters up to a space
    /// trimmed, an optional sign, `NaN`, `Infinity`, or digits with an optional point and exponent,
    /// then an optional `f`, `F`, `d` or `D` (the grammar of `Double.valueOf`; hexadecimal floats,
    /// which no resource writes, are left out).
    static func parseFloat(_ text: String) -> Outcome {
        let trimmed = String(
            String.UnicodeScalarView(
                text.unicodeScalars.drop { $0.value <= 0x20 }.reversed().drop { $0.value <= 0x20 }.reversed()))
        let literal = #/^[+-]?(NaN|Infinity|((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)[fFdD]?)$/#
        guard (try? literal.wholeMatch(in: trimmed)) != nil else { return .numberFormatException(text) }
        var number = trimmed
        if let last = number.last, "fFdD".contains(last), !number.hasSuffix("NaN"), !number.hasSuffix("Infinity") {
            number.removeLast()
        }
        return Float(number).map(Outcome.float) ?? .numberFormatException(text)
    }
}
