/// What values are computed for: a device in an orientation, optionally an iPad multitasking window.
package struct Screen: Sendable, Hashable {
    /// `portrait` or `landscape`.
    package enum Orientation: String, CaseIterable, Sendable, Hashable { case portrait, landscape }

    /// The json output's screen id: the device id, `ID@landscape`, or a window suffix such as
    /// `ID@split-1-3`, `ID@landscape-split-2-3`, `ID@slide-over`.
    package var id: String
    package var device: Device
    package var orientation: Orientation
    /// The multitasking window (`split-1-3`, `slide-over`, …); nil for the full screen.
    package var window: String?
    /// Current width and height in points (dp on Android).
    package var width: Double
    package var height: Double
    /// Current horizontal size class; nil on Android screens, which have window size classes
    /// instead (`windowWidthClass`, `windowHeightClass`).
    package var sizeClass: SizeClass?

    package init(
        id: String, device: Device, orientation: Orientation, window: String?, width: Double, height: Double,
        sizeClass: SizeClass?
    ) {
        self.id = id
        self.device = device
        self.orientation = orientation
        self.window = window
        self.width = width
        self.height = height
        self.sizeClass = sizeClass
    }

    /// The screen's platform, its device's.
    package var platform: Platform { device.platform }

    package var lowestSide: Double { min(width, height) }
    package var highestSide: Double { max(width, height) }

    /// The horizontal size class the screen's device has turned to the other orientation: what a
    /// window turned from this screen reports. A multitasking window's, and a device's that does
    /// not turn, is its own.
    package var turnedSizeClass: SizeClass? {
        guard window == nil, device.rotates, sizeClass != nil else { return sizeClass }
        return orientation == .portrait ? device.landscapeSizeClass : device.portraitSizeClass
    }

    /// The side a model scales with.
    package func side(_ dimension: ScreenDimension) -> Double {
        switch dimension {
        case .lowest: lowestSide
        case .highest: highestSide
        case .width: width
        case .height: height
        }
    }
}
