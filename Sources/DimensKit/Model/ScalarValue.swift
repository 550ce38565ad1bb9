/// A final value typed by a designer in `overrides`: a number for dimensions and numbers,
/// text or a flag for the `string` and `boolean` extension types.
package enum ScalarValue: Sendable, Hashable {
    case number(Double)
    case string(String)
    case boolean(Bool)
}
