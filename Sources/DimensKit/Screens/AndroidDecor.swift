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
///   sideways (AOSP frameworks/base commit c263a086, "Make the vertical navbar 48dp like the
///   horizontal one", which notes it is "always horizontal on tablet-type devices": here a
///   smallest width of 600 dp or more);
/// - gesture navigation keeps a 16 dp handle at the bottom in either orientation (AOSP
///   frameworks/base commit b55c02c9, "Added visual affordance/handle for navigation bar", the
///   16 dp inset of the gestural overlay).
/// Each bar is whole pixels (`getDimensionPixelSize`: dp × density / 160, rounded), taken from
/// the panel's pixels; the rest in dp is truncated by older releases and rounded by newer ones
/// (`(int) (px / density + 0.5f)`), so a reading stands at both. A Compose preview's device
/// (source `compose-devices`) is drawn without bars. Not modelled: cutouts deeper than the status
/// bar, hidden navigation bars (Samsung's gestures without the hint), a taskbar on large screens,
/// free-form windows.
package enum AndroidDecor {
    package static let statusBar = 24.0
    package static let threeButtonBar = 48.0
    package static let gestureHandle = 16.0

    /// The bars a reading takes away from each side, in dp, each made whole pixels on its own.
    package struct Inset: Hashable, Sendable {
        package var widthBars: [Double]
        package var heightBars: [Double]

        package init(widthBars: [Double] = [], heightBars: [Double] = []) {
            (self.widthBars, self.heightBars) = (widthBars, heightBars)
        }

        static let none = Inset()
    }

    /// The insets `Configuration` can report `screen` with, as far as its device can run the
    /// Android that reports them: none (edge to edge: Android 15, which devices launched from 2021
    /// on received), with gesture navigation (Android 10, from 2019 on), with three-button
    /// navigation (any). The status bar and the navigation bar are both taken where any is. Only
    /// the full screen for a screen that is not a catalogued Android device's whole screen.
    package static func configurationInsets(of screen: Screen) -> [Inset] {
        guard let bars = bars(of: screen) else { return [.none] }
        let year = screen.device.year
        return (year >= edgeToEdgeYear ? [.none] : []) + (year >= gestureYear ? [bars.gesture] : [])
            + [bars.threeButton]
    }

    /// The first launch year of devices that run Android 15 (edge to edge for apps targeting API
    /// 35): Pixel 6 and Galaxy S21 (2021) received it, the Pixel 5 (2020) stopped at Android 14.
    package static let edgeToEdgeYear = 2021
    /// The first launch year of devices with gesture navigation (Android 10, September 2019).
    package static let gestureYear = 2019
    /// Catalog sources whose devices are previews drawn without system bars.
    package static let previewSources: Set<String> = ["compose-devices"]

    /// The insets a window can be reported with by an app's runtime (React Native's window, a
    /// Compose or View measure): the configuration's, and each navigation with the status bar
    /// kept (a translucent status bar) or with no navigation bar at all. Every navigation and
    /// Android version counts here: a runtime can be shown full screen.
    package static func windowInsets(of screen: Screen) -> [Inset] {
        guard let bars = bars(of: screen) else { return [.none] }
        var insets = [Inset.none, bars.gesture, bars.threeButton]
        for inset in [bars.gesture, bars.threeButton] {
            insets.append(Inset(widthBars: inset.widthBars, heightBars: Array(inset.heightBars.dropFirst())))
        }
        insets.append(Inset(heightBars: [statusBar]))
        return insets
    }

    /// The catalogued size less each of the window's readings (`windowInsets`), flat, width then
    /// height of each, to 1/100 dp: `-0.43,-0.29,-0.43,39.71,…` (what the generated lookups read:
    /// a reading is the catalogued size less its pair).
    package static func windowInsetsText(of screen: Screen) -> String {
        sizes(of: screen, windowInsets(of: screen)).flatMap { [screen.width - $0.width, screen.height - $0.height] }
            .map { NumberText.plain(($0 * 100).rounded() / 100) }.joined(separator: ",")
    }

    /// The sizes in dp (unrounded) `screen` reads as with each of `insets`: its pixels less each
    /// bar's whole pixels, over its density.
    package static func sizes(of screen: Screen, _ insets: [Inset]) -> [(width: Double, height: Double)] {
        let (width, height) = exactSize(of: screen)
        let scale = screen.device.scale
        guard scale > 0 else { return insets.map { _ in (width, height) } }
        func less(_ side: Double, _ bars: [Double]) -> Double {
            (side * scale - bars.reduce(0) { $0 + ($1 * scale + 0.5).rounded(.down) }) / scale
        }
        return insets.map { (less(width, $0.widthBars), less(height, $0.heightBars)) }
    }

    /// A screen's size in dp before truncation: its pixels over its density where the catalog
    /// gives both (1080 px at 420 dpi is 411.43 dp, catalogued as 411), else its catalogued size.
    package static func exactSize(of screen: Screen) -> (width: Double, height: Double) {
        let device = screen.device
        guard device.platform == .android, screen.window == nil, device.scale > 0 else {
            return (screen.width, screen.height)
        }
        let short = device.pixelWidth / device.scale
        let long = device.pixelHeight / device.scale
        // Only where the pixels agree with the catalogued size (a catalog may give rounded sizes).
        guard abs(short - device.width) < 1, abs(long - device.height) < 1 else { return (screen.width, screen.height) }
        return screen.orientation == .portrait ? (short, long) : (long, short)
    }

    /// The gesture and three-button insets of a catalogued Android device's whole screen; nil
    /// for any other screen.
    private static func bars(of screen: Screen) -> (gesture: Inset, threeButton: Inset)? {
        guard screen.platform == .android, screen.window == nil, !isPreview(screen.device) else { return nil }
        let sideways = screen.orientation == .landscape && !isLarge(screen.device)
        let cutout = sideways && screen.device.year >= 2019 ? [statusBar] : []
        let gesture = Inset(widthBars: cutout, heightBars: [statusBar, gestureHandle])
        let threeButton =
            sideways
            ? Inset(widthBars: cutout + [threeButtonBar], heightBars: [statusBar])
            : Inset(heightBars: [statusBar, threeButtonBar])
        return (gesture, threeButton)
    }

    /// A device of a preview source (its source is the key, or the key and a note after `;`).
    private static func isPreview(_ device: Device) -> Bool {
        let key = device.source.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return previewSources.contains(key)
    }

    /// A tablet-type device: its navigation bar stays at the bottom when it turns.
    private static func isLarge(_ device: Device) -> Bool { (device.smallestWidth ?? device.width) >= 600 }
}
