import DimensKit

/// The one ranking the generated lookups document (Swift's and Kotlin's `forSize`, TypeScript's
/// `dimensFor`), on the json output's screens: which screen's row a window gets. The tests of each
/// runtime ask it for the screen they expect, so the three runtimes are held to one rule.
package struct WindowRanking: Sendable {
    /// A window as a runtime is told of it; nil where the caller does not say.
    package struct Window: Sendable {
        package var width: Double
        package var height: Double
        package var platform: String?
        package var family: String?
        package var sizeClass: String?
        package var scale: Double?

        package init(
            width: Double, height: Double, platform: String? = nil, family: String? = nil, sizeClass: String? = nil,
            scale: Double? = nil
        ) {
            (self.width, self.height, self.platform, self.family) = (width, height, platform, family)
            (self.sizeClass, self.scale) = (sizeClass, scale)
        }
    }

    /// The sides the tokens read (the generated `sides`): lowest, highest, width, height.
    package var sides: ScreenSides
    /// Whether scales are compared as the whole dpi they stand for (Kotlin, TypeScript) rather than
    /// exactly (Swift).
    package var scaleAsDPI: Bool

    package init(sides: ScreenSides, scaleAsDPI: Bool) {
        self.sides = sides
        self.scaleAsDPI = scaleAsDPI
    }

    /// The index in `screens` (the json output's, in its order) of the screen `window` gets.
    package func screen(for window: Window, in screens: [JSONObject]) -> Int {
        // Without a size class, a pad window narrower than 678 points counts as compact.
        let sizeClass =
            window.sizeClass ?? (window.family == "pad" ? (window.width < 678 ? "compact" : "regular") : nil)
        var best = 0
        var bestRank: [Double]?
        search: for (index, screen) in screens.enumerated() {
            // Each reading of the screen (whole, or on Android less its system bars).
            for (reading, size) in Self.readings(screen).enumerated() {
                // A whole screen of the window's size before another screen with its bars taken away.
                let rank = rank(screen, window, sizeClass: sizeClass, size: size) + [reading == 0 ? 0 : 1]
                if bestRank.map({ rank.lexicographicallyPrecedes($0) }) ?? true {
                    (best, bestRank) = (index, rank)
                    if rank.allSatisfy({ $0 == 0 }) { break search }
                }
            }
        }
        return best
    }

    /// The sizes a runtime may be told a json screen is: its catalogued size, or for a catalogued
    /// Android device each of `AndroidDecor`'s window readings (in pixels less the bars, as the
    /// generated table holds them: the catalogued size less a pair to 1/100 dp).
    package static func readings(_ screen: JSONObject) -> [(width: Double, height: Double)] {
        let (width, height) = (screen["width"]?.number?.double ?? 0, screen["height"]?.number?.double ?? 0)
        guard screen["platform"]?.string == "android", let id = screen["device"]?.string,
            let device = DeviceCatalog.builtIn.devices.first(where: { $0.id == id })
        else { return [(width, height)] }
        let landscape = screen["orientation"]?.string == "landscape"
        let whole = Screen(
            id: id, device: device, orientation: landscape ? .landscape : .portrait, window: screen["window"]?.string,
            width: width, height: height, sizeClass: nil)
        let hundredths = { (x: Double) in (x * 100).rounded() / 100 }
        return AndroidDecor.sizes(of: whole, AndroidDecor.windowInsets(of: whole)).map {
            (width - hundredths(width - $0.width), height - hundredths(height - $0.height))
        }
    }

    /// Whether a window's side `x` is Android's report of a reading's `side`: within half a dp
    /// (a window in pixels, or rounded to whole dp), or truncated to whole dp.
    package static func reports(_ x: Double, _ side: Double) -> Bool {
        abs(x - side) <= 0.5 || x == side.rounded(.down)
    }

    /// The size class of a json screen's device (of the built-in catalogs) turned to the other
    /// orientation; a window's, and a device's that does not turn, is its own.
    package static func turnedSizeClass(_ screen: JSONObject) -> String? {
        let own = screen["sizeClass"]?.string
        guard screen["window"]?.string == nil, let id = screen["device"]?.string,
            let device = DeviceCatalog.builtIn.devices.first(where: { $0.id == id }), device.rotates
        else { return own }
        let turned = screen["orientation"]?.string == "portrait" ? device.landscapeSizeClass : device.portraitSizeClass
        return turned?.rawValue ?? own
    }

    private func rank(_ screen: JSONObject, _ window: Window, sizeClass: String?, size: (width: Double, height: Double))
        -> [Double]
    {
        var (w, h) = size
        // On Android a window Android reports for the reading is the reading.
        if screen["platform"]?.string == "android", Self.reports(window.width, w), Self.reports(window.height, h) {
            (w, h) = (window.width, window.height)
        }
        let scale = screen["scale"]?.number?.double ?? 0
        let low = abs(min(w, h) - min(window.width, window.height))
        let high = abs(max(w, h) - max(window.width, window.height))
        let read = ScreenDimension.allCases.map { sides.dimensions.contains($0) ? 1.0 : 0 }
        func differs(_ key: String, _ wanted: String?) -> Double {
            wanted == nil || (screen[key]?.string ?? (key == "platform" ? "apple" : nil)) == wanted ? 0 : 1
        }
        // A window turned from the screen's orientation has the class of the screen's device turned.
        let turned = (w > h) != (window.width > window.height)
        let screenClass = turned ? Self.turnedSizeClass(screen) : screen["sizeClass"]?.string
        let classDiffers: Double = sizeClass == nil || sizeClass == screenClass ? 0 : 1
        let dpi = screen["density"]?.number?.double ?? (scale * 160).rounded()
        let sameScale = window.scale.map { scaleAsDPI ? ($0 * 160).rounded() == dpi : $0 == scale } ?? true
        return [
            differs("platform", window.platform), differs("family", window.family), classDiffers,
            read[0] * low + read[1] * high + read[2] * abs(w - window.width) + read[3] * abs(h - window.height),
            low + high, sameScale ? 0 : 1, (w > h) == (window.width > window.height) ? 0 : 1,
        ]
    }
}
