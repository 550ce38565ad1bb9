/// The kind of device a screen belongs to: Apple's families (`phone`, `pad`, `pod`, `watch`,
/// `tv`) and Android's, whose names say so (`android-phone`, `android-foldable`,
/// `android-tablet`, `android-desktop`), so that a selector never means two things.
package enum DeviceFamily: String, CaseIterable, Sendable, Hashable, Codable {
    case phone, pad, pod, watch, tv
    case androidPhone = "android-phone"
    case androidFoldable = "android-foldable"
    case androidTablet = "android-tablet"
    case androidDesktop = "android-desktop"
}
