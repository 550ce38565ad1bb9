/// What values are computed for: a device in an orientation, optionally an iPad multitasking window.
public struct Screen: Sendable, Hashable {
    /// `portrait` or `landscape`.
    public typealias Orientation = Config.Orientation

    /// The json output's screen id: the device id, `ID@landscape`, or a window suffix such as
    /// `ID@split-1-3`, `ID@landscape-split-2-3`, `ID@slide-over`.
    public var id: String
    public var device: Device
    public var orientation: Orientation
    /// The multitasking window (`split-1-3`, `slide-over`, …); nil for the full screen.
    public var window: String?
    /// Current width and height in points.
    public var width: Double
    public var height: Double
    /// Current horizontal size class.
    public var sizeClass: SizeClass

    public init(
        id: String, device: Device, orientation: Orientation, window: String?, width: Double, height: Double, sizeClass: SizeClass
    ) {
        self.id = id
        self.device = device
        self.orientation = orientation
        self.window = window
        self.width = width
        self.height = height
        self.sizeClass = sizeClass
    }

    public var lowestSide: Double { min(width, height) }
    public var highestSide: Double { max(width, height) }

    /// The side a model scales with.
    public func side(_ dimension: ScreenDimension) -> Double {
        switch dimension {
        case .lowest: lowestSide
        case .highest: highestSide
        case .width: width
        case .height: height
        }
    }
}

/// Builds the screens of a catalog: portrait always, landscape and iPad windows on request.
public enum ScreenList {
    /// What a set of screens covers, for messages: `93 screens: phone, pad; portrait, landscape`.
    public static func summary(_ screens: [Screen]) -> String {
        var families: [String] = [], orientations: [String] = []
        for screen in screens {
            if !families.contains(screen.device.family.rawValue) { families.append(screen.device.family.rawValue) }
            if !orientations.contains(screen.orientation.rawValue) { orientations.append(screen.orientation.rawValue) }
        }
        let windows = screens.contains { $0.window != nil } ? ", iPad windows" : ""
        return "\(screens.count) screens: \(families.joined(separator: ", ")); \(orientations.joined(separator: ", "))\(windows)"
    }

    public static func screens(for catalog: DeviceCatalog, orientations: [Screen.Orientation], multitasking: Bool) -> [Screen] {
        var screens: [Screen] = []
        for device in catalog.devices {
            for orientation in orientations where orientation == .portrait || device.rotates {
                let landscape = orientation == .landscape
                let (w, h) = landscape ? (device.height, device.width) : (device.width, device.height)
                screens.append(Screen(
                    id: landscape ? "\(device.id)@landscape" : device.id, device: device, orientation: orientation,
                    window: nil, width: w, height: h,
                    sizeClass: landscape ? device.landscapeSizeClass : device.portraitSizeClass))
            }
            if multitasking, device.family == .pad {
                screens += MultitaskingWindows.windows(of: device, orientations: orientations)
            }
        }
        return screens
    }
}

/// iPad Split View and Slide Over windows.
///
/// Apple publishes window widths for some iPads only, so dimens derives them with the rule those
/// published sizes follow: a 10-point divider; the narrow window is 375 points on screens at least
/// 1,366 points wide in landscape (320 otherwise); the wide window takes the rest; halves split the
/// width less the divider; Slide Over is as wide as the narrow window; windows keep the full
/// height. A window is `regular` when at least 678 points wide, else `compact`. Landscape windows
/// are 1/3, 1/2 and 2/3; portrait windows 1/3 and 2/3.
public enum MultitaskingWindows {
    static let divider = 10.0
    static let regularFrom = 678.0

    public static func windows(of device: Device, orientations: [Screen.Orientation]) -> [Screen] {
        let narrow = device.height >= 1366 ? 375.0 : 320.0
        var result: [Screen] = []
        for orientation in orientations {
            let landscape = orientation == .landscape
            let (w, h) = landscape ? (device.height, device.width) : (device.width, device.height)
            var splits: [(String, Double)] = [("1-3", narrow), ("2-3", w - divider - narrow)]
            if landscape { splits.insert(("1-2", ((w - divider) / 2).rounded(.down)), at: 1) }
            for (name, width) in splits {
                let window = landscape ? "landscape-split-\(name)" : "split-\(name)"
                result.append(Screen(
                    id: "\(device.id)@\(window)", device: device, orientation: orientation, window: window,
                    width: width, height: h, sizeClass: width >= regularFrom ? .regular : .compact))
            }
        }
        let h = max(device.width, device.height)
        result.append(Screen(
            id: "\(device.id)@slide-over", device: device, orientation: .portrait, window: "slide-over",
            width: narrow, height: h, sizeClass: .compact))
        return result
    }
}
