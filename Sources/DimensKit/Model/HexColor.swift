/// A CSS hex color as token files write it: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
package enum HexColor {
    /// The hex digits after `#`, or nil when `text` is not `#` and 3, 4, 6 or 8 of them (ASCII).
    static func digits(_ text: String) -> [UInt8]? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(bytes.count) else { return nil }
        var digits: [UInt8] = []
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return digits
    }

    /// Any of the four forms as red, green, blue and alpha from 0 to 1; nil for anything else.
    package static func rgba(_ text: String) -> [Double]? {
        guard var digits = digits(text) else { return nil }
        if digits.count <= 4 { digits = digits.flatMap { [$0, $0] } }
        var values = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) / 255 }
        if values.count == 3 { values.append(1) }
        return values
    }
}
