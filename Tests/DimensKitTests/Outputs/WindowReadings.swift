import DimensKit
import DimensTestSupport

/// The windows Android reports for a catalogued Android screen (`AndroidDecor`): as
/// `Configuration` gives them (whole dp, the system bars taken away under each navigation) and
/// as React Native's window gives them (fractional dp, a translucent status bar kept or not).
/// A lookup must land each on the screen's own row, unless another screen with other values has
/// a reading within a dp of it, which no lookup can tell apart (`shared`).
enum WindowReadings {
    /// A window a runtime may be told of: label suffix, width, height.
    typealias Window = (label: String, width: Double, height: Double)

    /// The configuration's readings other than the whole screen, in whole dp.
    static func configuration(_ screen: JSONObject) -> [Window] {
        readings(screen, whole: true)
    }

    /// The window's readings other than the whole screen, in fractional dp.
    static func window(_ screen: JSONObject) -> [Window] {
        readings(screen, whole: false)
    }

    /// Whether `window` of `screen` is within a dp of a reading of another screen whose values
    /// (`values`, by screen id) differ.
    static func shared(_ window: Window, of screen: JSONObject, among screens: [JSONObject], values: [String: String])
        -> Bool
    {
        let own = values[screen["id"]!.string!]
        return screens.contains { other in
            values[other["id"]!.string!] != own
                && sizes(other).contains { abs($0.width - window.width) < 1 && abs($0.height - window.height) < 1 }
        }
    }

    private static func readings(_ screen: JSONObject, whole: Bool) -> [Window] {
        sizes(screen).dropFirst().enumerated().flatMap { index, size -> [Window] in
            guard whole else { return [("~\(index + 1)", size.width, size.height)] }
            // Truncated (older releases) and rounded (newer ones).
            let truncated = ("~\(index + 1)t", (size.width + 1e-6).rounded(.down), (size.height + 1e-6).rounded(.down))
            let rounded = (
                "~\(index + 1)r", (size.width + 0.5 + 1e-6).rounded(.down), (size.height + 0.5 + 1e-6).rounded(.down)
            )
            return truncated.1 == rounded.1 && truncated.2 == rounded.2 ? [truncated] : [truncated, rounded]
        }
    }

    /// Every size `screen` can be reported at, the whole screen first: the ranking reference's.
    private static func sizes(_ screen: JSONObject) -> [(width: Double, height: Double)] {
        WindowRanking.readings(screen)
    }
}
