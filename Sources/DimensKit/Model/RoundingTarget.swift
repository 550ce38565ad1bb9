/// What a value is rounded to after scaling.
package enum RoundingTarget: String, CaseIterable, Sendable, Hashable {
    case none, pixel, point, half
}
