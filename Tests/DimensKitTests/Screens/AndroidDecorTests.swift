import DimensKit
import Testing

/// The sizes Android reports a catalogued screen at: edge to edge where the device runs Android
/// 15, and with the status bar and each navigation's bar taken away; a phone turned sideways
/// loses width to a cutout and a three-button bar on its side, a tablet keeps its bars at the
/// bottom.
struct AndroidDecorTests {
    static func screen(
        _ width: Double, _ height: Double, year: Int = 2023, landscape: Bool = false, pixels: (Double, Double)? = nil,
        density: Double = 420
    ) -> Screen {
        let device = Device(
            id: "d", name: "d", family: width >= 600 ? .androidTablet : .androidPhone, year: year, width: width,
            height: height, scale: density / 160, pixelWidth: pixels?.0, pixelHeight: pixels?.1, ppi: density,
            diagonal: nil, portraitSizeClass: nil, landscapeSizeClass: nil, density: density, smallestWidth: width)
        return Screen(
            id: "d", device: device, orientation: landscape ? .landscape : .portrait, window: nil,
            width: landscape ? height : width, height: landscape ? width : height, sizeClass: nil)
    }

    static func sizes(_ screen: Screen, window: Bool = false) -> [[Double]] {
        let insets = window ? AndroidDecor.windowInsets(of: screen) : AndroidDecor.configurationInsets(of: screen)
        return AndroidDecor.sizes(of: screen, insets).map { [$0.width, $0.height] }
    }

    /// (width, height, year, landscape) → the configuration's readings.
    @Test(arguments: [
        // A 2023 phone upright: edge to edge, gesture (24 + 16), three-button (24 + 48).
        (411.0, 914.0, 2023, false, [[411.0, 914.0], [411, 874], [411, 842]]),
        // Turned: a cutout on the side (24) and the three-button bar beside it; gesture keeps its handle at the bottom.
        (411, 914, 2023, true, [[914, 411], [890, 371], [842, 387]]),
        // A 2020 phone never runs Android 15: no edge-to-edge reading.
        (392, 850, 2020, false, [[392, 810], [392, 778]]),
        // A 2017 phone: before gesture navigation, and no cutout turned.
        (360, 740, 2017, true, [[692, 336]]),
        // A tablet keeps its bars at the bottom when it turns.
        (800, 1280, 2023, true, [[1280, 800], [1280, 760], [1280, 728]]),
    ])
    func configurationReadings(
        _ width: Double, _ height: Double, _ year: Int, _ landscape: Bool, _ expected: [[Double]]
    ) {
        #expect(Self.sizes(Self.screen(width, height, year: year, landscape: landscape)) == expected)
    }

    /// Each bar is whole pixels: at 450 dpi (2.8125 px/dp) the status bar is 68 px (67.5
    /// rounded), the gesture handle 45, the three-button bar 135; a Galaxy S24+ (1080 × 2340 px)
    /// reads (2340 − 113) / 2.8125 and (2340 − 203) / 2.8125 dp tall.
    @Test func barsAreWholePixels() {
        let screen = Self.screen(384, 832, pixels: (1080, 2340), density: 450)
        let heights = Self.sizes(screen).map { $0[1] }
        let expected = [832, 2227 / 2.8125, 2137 / 2.8125]
        #expect(heights.count == 3 && zip(heights, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(heights)")
    }

    /// A Compose preview's device is drawn without system bars.
    @Test func aPreviewDeviceHasNoBars() {
        var screen = Self.screen(411, 891)
        screen.device.source = "compose-devices; Devices.PHONE names no dpi"
        #expect(Self.sizes(screen) == [[411, 891]])
    }

    /// A runtime may also keep a translucent status bar, or show no navigation bar.
    @Test func windowReadingsKeepTheStatusBarOrDropTheNavigation() {
        #expect(
            Self.sizes(Self.screen(411, 914), window: true) == [
                [411, 914], [411, 874], [411, 842], [411, 898], [411, 866], [411, 890],
            ])
    }

    /// Sizes come from the pixels where they agree with the catalog: 1080 × 2400 px at 420 dpi
    /// is 411.43 × 914.29 dp.
    @Test func exactSizesComeFromThePixels() {
        let screen = Self.screen(411, 914, pixels: (1080, 2400))
        let size = AndroidDecor.exactSize(of: screen)
        #expect(abs(size.width - 1080 / 2.625) < 1e-9 && abs(size.height - 2400 / 2.625) < 1e-9)
        // A catalog whose pixels disagree with its size keeps its size.
        #expect(AndroidDecor.exactSize(of: Self.screen(411, 914, pixels: (1440, 3200))) == (411, 914))
    }

    /// Only a catalogued Android device's whole screen has bars: an Apple screen reads as itself.
    @Test func otherScreensReadAsThemselves() {
        let device = Device(
            id: "p", name: "p", family: .phone, year: 2023, width: 393, height: 852, scale: 3, ppi: 460, diagonal: 6.1,
            portraitSizeClass: .compact, landscapeSizeClass: .compact)
        let screen = Screen(
            id: "p", device: device, orientation: .portrait, window: nil, width: 393, height: 852, sizeClass: .compact)
        #expect(Self.sizes(screen) == [[393, 852]])
    }
}
