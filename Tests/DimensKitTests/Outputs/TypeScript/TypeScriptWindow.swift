import DimensKit
import DimensTestSupport
import Foundation

/// A window the tests give `dimensFor` (or, through the React Native stand-in, `useDimens`), and the
/// screen and text size the documented rules choose for it, worked out here from the json output.
struct TypeScriptWindow {
    var label: String
    var width: Double
    var height: Double
    /// React Native's `Platform.OS`: `ios`, `android`, or another (every screen).
    var platform: String?
    var scale: Double?
    var family: String?
    var fontScale: Double?
    /// Asked through the hook, with `platform` as `Platform.OS`, rather than `dimensFor`.
    var hook = false

    /// Body text's size in points at each content size category, smallest first: UIKit's
    /// `preferredFont(forTextStyle: .body)` (14, 15, 16, 17, 19, 21, 23, then 28, 33, 40, 47, 53 at
    /// the accessibility sizes; Apple's Dynamic Type size table, as UIKit reports it).
    static let bodySizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    /// The `fontScale` React Native reports on iOS at each category, smallest first (its
    /// `RCTFontSizeMultiplier` table, which rounds the body ratios and has its own accessibility steps).
    static let reactNativeIOS: [Double] = [
        0.823, 0.882, 0.941, 1, 1.118, 1.235, 1.353, 1.786, 2.143, 2.643, 3.143, 3.571,
    ]

    /// The `fontScale` a reader at `size` has on `platform`: React Native's on iOS, else body text's ratio.
    static func fontScale(_ size: ContentSizeCategory, platform: String?) -> Double {
        let index = ContentSizeCategory.allCases.firstIndex(of: size)!
        return platform == "ios" ? reactNativeIOS[index] : bodySizes[index] / 17
    }

    /// The table's text size for this window's `fontScale`: the largest whose factor is at most it
    /// (missing or not positive: 1), else the smallest.
    func textSize(_ sizes: [ContentSizeCategory]) -> ContentSizeCategory {
        let factor = fontScale.flatMap { $0 > 0 ? $0 : nil } ?? 1
        return sizes.last { Self.fontScale($0, platform: platform) <= factor } ?? sizes.first ?? .large
    }

    /// The id of the screen `dimensFor` documents for this window: the one ranking
    /// (`WindowRanking`) on the json output's screens, dpi compared whole.
    func screen(in screens: [JSONObject], sides: ScreenSides) -> String {
        let apple = platform == "ios" ? "apple" : platform == "android" ? "android" : nil
        let index = WindowRanking(sides: sides, scaleAsDPI: true).screen(
            for: .init(width: width, height: height, platform: apple, family: family, scale: scale), in: screens)
        return screens[index]["id"]!.string!
    }

    /// The window as a JavaScript object literal (JSON) for the program that asks the module.
    var javaScript: String {
        var fields = ["\"width\": \(width)", "\"height\": \(height)"]
        if let platform { fields.append("\"platform\": \"\(platform)\"") }
        if let scale { fields.append("\"scale\": \(scale)") }
        if let family { fields.append("\"family\": \"\(family)\"") }
        if let fontScale { fields.append("\"fontScale\": \(fontScale)") }
        return "{\"label\": \"\(label)\", \"hook\": \(hook), \"window\": {\(fields.joined(separator: ", "))}}"
    }

    /// Every screen by its own size, platform, scale and family (at each text size of the table, as
    /// that platform reports it), and by its size and platform alone.
    static func everyScreen(_ project: TypeScriptProject) -> [TypeScriptWindow] {
        project.screens.flatMap { screen -> [TypeScriptWindow] in
            let id = screen["id"]!.string!
            let platform = screen["platform"]?.string == "android" ? "android" : "ios"
            let (width, height) = (screen["width"]!.number!.double, screen["height"]!.number!.double)
            let own = TypeScriptWindow(
                label: "own:\(id)", width: width, height: height, platform: platform,
                scale: screen["scale"]!.number!.double, family: screen["family"]?.string)
            let sized = project.textSizes.map { size in
                var window = own
                window.label += "@\(size.rawValue)"
                window.fontScale = fontScale(size, platform: platform)
                return window
            }
            return [own] + sized
                + [TypeScriptWindow(label: "size:\(id)", width: width, height: height, platform: platform)]
        }
    }
}
