/// What a value is rounded to after scaling.
public enum RoundingTarget: String, CaseIterable, Sendable, Hashable {
    case none, pixel, point, half
}
