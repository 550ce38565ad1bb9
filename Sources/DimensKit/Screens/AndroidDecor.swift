/// What Android takes from a full screen before it reports the window's size, and so the sizes a
/// catalogued Android screen can be reported at: the decor model that the android output's
/// folders and the Kotlin and TypeScript lookups share.
///
/// Android's `Configuration.screenWidthDp`/`screenHeightDp` (which `-wNNNdp`/`-hNNNdp` folders
/// and `LocalConfiguration` read) exclude the system bars on Android 14 and earlier, and on
/// Android 15 and later for apps targeting API 34 or lower; an app targeting API 35 on Android 15
/// gets the whole screen (edge to edge). React Native's window leaves out the navigation bar, and
/// the status bar unless it is translucent. The smallest width (`smallestScreenWidthDp`) is the
/// narrowest width over the rotations, and bars never lie across a phone's or tablet's narrow
/// side, so it is the catalog's in every reading. The bars, from Android's published dimensions:
/// - the status bar is 24 dp (AOSP `core/res/res/values/dimens.xml`, `status_bar_height_portrait`
///   and `_landscape`); a display cutout lies inside it (`DisplayPolicy.getConfigDisplayHeight`
///   takes the larger of the two). On a phone turned sideways the cutout lies across the width:
///   a cutout of the status bar's depth for phones from 2019 on (every catalogued one has a
///   punch-hole or notch; the catalog records none deeper);
/// - the three-button navigation bar is 48 dp, at the bottom, or on the side of a phone turned
///   sideways (AOSP change I861be84b, "Make the vertical navbar 48dp like the horizontal one";
///   "always horizontal on tablet-type devices", which here means a smallest width of 600 dp or
///   more);
/// - gesture navigation keeps a 16 dp handle at the bottom in either orientation (AOSP change
///   I88f3443a, the gestural overlay's `navigation_bar_height`).
/// Not modelled: deeper cutouts, a taskbar on large screens, free-form windows.
public enum AndroidDecor {
    public static let statusBar = 24.0
    public static let threeButtonBar = 48.0
    public static let gestureHandle = 16.0

    /// How much of each side a reading takes away: width and height in dp.
    public struct Inset: Hashable, Sendable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            (self.width, self.height) = (width, height)
        }
    }

    /// The insets `Configuration` can report `screen` with, as far as its device can run the
    /// Android that reports them: none (edge to edge: Android 15, which devices launched from 2021
    /// on received), with gesture navigation (Android 10, from 2019 on), with three-button
    /// navigation (any). The status bar and the navigation bar are both taken where any is. Only
    /// the full screen for a screen that is not a catalogued Android device's whole screen.
    public static func configurationInsets(of screen: Screen) -> [Inset] {
        guard let bars = bars(of: screen) else { return [Inset(width: 0, height: 0)] }
        let year = screen.device.year
        return (year >= edgeToEdgeYear ? [Inset(width: 0, height: 0)] : [])
            + (year >= gestureYear ? [bars.gesture] : []) + [bars.threeButton]
    }

    /// The first launch year of devices that run Android 15 (edge to edge for apps targeting API
    /// 35): Pixel 6 and Galaxy S21 (2021) received it, the Pixel 5 (2020) stopped at Android 14.
    public static let edgeToEdgeYear = 2021
    /// The first launch year of devices with gesture navigation (Android 10, September 2019).
    public static let gestureYear = 2019

    /// The insets a window can be reported with by an app's runtime (React Native's window, a
    /// Compose or View measure): the configuration's, and each navigation with the status bar
    /// kept (a translucent status bar) or with no navigation bar at all.
    /// Every navigation and Android version counts here: a runtime can be shown full screen.
    public static func windowInsets(of screen: Screen) -> [Inset] {
        guard let bars = bars(of: screen) else { return [Inset(width: 0, height: 0)] }
        var insets = [Inset(width: 0, height: 0), bars.gesture, bars.threeButton]
        let top = statusBar
        for inset in [bars.gesture, bars.threeButton] {
            insets.append(Inset(width: inset.width, height: inset.height - top))
        }
        insets.append(Inset(width: 0, height: top))
        return insets
    }

    /// `windowInsets` flat, width then height of each, whole dp: `0,0,0,40,0,72,…` (what the
    /// generated lookups read).
    public static func windowInsetsText(of screen: Screen) -> String {
        windowInsets(of: screen).flatMap { [$0.width, $0.height] }.map { String(Int($0)) }.joined(separator: ",")
    }

    /// The sizes in dp (unrounded) `screen` reads as with each of `insets`.
    public static func sizes(of screen: Screen, _ insets: [Inset]) -> [(width: Double, height: Double)] {
        let (width, height) = exactSize(of: screen)
        return insets.map { (width - $0.width, height - $0.height) }
    }

    /// A screen's size in dp before truncation: its pixels over its density where the catalog
    /// gives both (1080 px at 420 dpi is 411.43 dp, catalogued as 411), else its catalogued size.
    public static func exactSize(of screen: Screen) -> (width: Double, height: Double) {
        let device = screen.device
        guard device.platform == .android, screen.window == nil, let density = device.density, density > 0 else {
            return (screen.width, screen.height)
        }
        let short = device.pixelWidth / (density / 160)
        let long = device.pixelHeight / (density / 160)
        // Only where the pixels agree with the catalogued size (a catalog may give rounded sizes).
        guard abs(short - device.width) < 1, abs(long - device.height) < 1 else { return (screen.width, screen.height) }
        return screen.orientation == .portrait ? (short, long) : (long, short)
    }

    /// The gesture and three-button insets of a catalogued Android device's whole screen; nil
    /// for any other screen.
    private static func bars(of screen: Screen) -> (gesture: Inset, threeButton: Inset)? {
        guard screen.platform == .android, screen.window == nil else { return nil }
        let top = statusBar
        let sideways = screen.orientation == .landscape && !isLarge(screen.device)
        let cutout = sideways && screen.device.year >= 2019 ? statusBar : 0
        let gesture = Inset(width: cutout, height: top + gestureHandle)
        let threeButton =
            sideways
            ? Inset(width: cutout + threeButtonBar, height: top)
            : Inset(width: 0, height: top + threeButtonBar)
        return (gesture, threeButton)
    }

    /// A tablet-type device: its navigation bar stays at the bottom when it turns.
    private static func isLarge(_ device: Device) -> Bool { (device.smallestWidth ?? device.width) >= 600 }
}
