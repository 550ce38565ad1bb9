/// How a value is rounded: half away from zero, toward zero, or away from zero.
package enum RoundingMode: String, CaseIterable, Sendable, Hashable {
    case nearest, down, up
}
