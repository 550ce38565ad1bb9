/// The kind of Apple device a screen belongs to.
public enum DeviceFamily: String, CaseIterable, Sendable, Hashable, Codable {
    case phone, pad, pod, watch, tv
}

/// UIKit's horizontal size class.
public enum SizeClass: String, CaseIterable, Sendable, Hashable, Codable {
    case compact, regular
}
