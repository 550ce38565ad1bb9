/// UIKit's horizontal size class.
public enum SizeClass: String, CaseIterable, Sendable, Hashable, Codable {
    case compact, regular
}
