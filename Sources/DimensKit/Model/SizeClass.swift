/// UIKit's horizontal size class.
package enum SizeClass: String, CaseIterable, Sendable, Hashable, Codable {
    case compact, regular
}
