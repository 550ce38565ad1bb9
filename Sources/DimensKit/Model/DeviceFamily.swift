/// The kind of Apple device a screen belongs to.
public enum DeviceFamily: String, CaseIterable, Sendable, Hashable, Codable {
    case phone, pad, pod, watch, tv
}
