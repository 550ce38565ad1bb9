/// How Android chooses a `values-…` folder by width, and so where the Android output puts them:
/// by the device's smallest width (`values-sw411dp`, the default; the same in both orientations,
/// so a turned device's own values come from `-wNNNdp` folders beside it) or by the window's
/// current width (`values-w411dp`).
package enum WidthQualifier: String, CaseIterable, Sendable, Hashable {
    case sw, w

    /// The folder of a bucket at `key` dp: `values-sw411dp`.
    package func folder(_ key: Int) -> String { "values-\(rawValue)\(key)dp" }

    /// The whole dp a screen is matched by (Android truncates), or nil for a screen the qualifier
    /// does not stand for: by smallest width, an Android device in portrait (a device keeps its
    /// smallest width when it turns); by width, every Android screen as it is oriented.
    package func key(of screen: Screen) -> Int? {
        guard screen.platform == .android, screen.window == nil else { return nil }
        switch self {
        case .sw:
            guard screen.orientation == .portrait else { return nil }
            return Self.smallestWidth(of: screen)
        case .w: return Int(screen.width.rounded(.down))
        }
    }

    /// Whether the folders are for `screen`: a catalogued Android device's whole screen, in
    /// either orientation.
    package func stands(for screen: Screen) -> Bool { screen.platform == .android && screen.window == nil }

    /// A size in dp as Android reports it: truncated to whole dp (with room for binary fractions,
    /// so 411.0000001 below 411 stays 411).
    package static func whole(_ dp: Double) -> Int { Int((dp + 1e-6).rounded(.down)) }

    /// A size in dp as newer Android releases report it: `(int) (dp + 0.5f)`.
    package static func rounded(_ dp: Double) -> Int { whole(dp + 0.5) }

    /// The smallest width a screen's device reports, in whole dp, in either orientation.
    package static func smallestWidth(of screen: Screen) -> Int {
        Int((screen.device.smallestWidth ?? screen.lowestSide).rounded(.down))
    }

    /// By smallest width, the screens of the devices at each width turned (landscape), which
    /// read the folders of their width too; none by width (every screen has its own width).
    package func turned(of screens: [Screen]) -> [Int: [Int]] {
        guard self == .sw else { return [:] }
        var byKey: [Int: [Int]] = [:]
        for (index, screen) in screens.enumerated()
        where screen.platform == .android && screen.window == nil && screen.orientation == .landscape {
            byKey[Self.smallestWidth(of: screen), default: []].append(index)
        }
        return byKey
    }

    /// The widths screens stand at, narrowest first, each with its screens in table order.
    package func points(of screens: [Screen]) -> [(key: Int, screens: [Int])] {
        var byKey: [Int: [Int]] = [:]
        for (index, screen) in screens.enumerated() {
            if let key = key(of: screen) { byKey[key, default: []].append(index) }
        }
        return byKey.keys.sorted().map { ($0, byKey[$0]!) }
    }

    /// A screen for every whole dp between two neighbouring catalogued widths, so that the value
    /// a token would have there can be computed and a folder placed where it moves too far. Each
    /// is the first screen of the narrower neighbour (its family, orientation, aspect ratio and
    /// resolver input; `base` is its index) scaled to `key` dp wide, at the pixel scale
    /// `probeScale`: a device like the one below, wider. Its id (`android-sw417dp`) is no
    /// device's, so device selectors never apply to it.
    package func probes(of screens: [Screen]) -> [(screen: Screen, base: Int)] {
        let points = points(of: screens)
        var probes: [(screen: Screen, base: Int)] = []
        for (lower, upper) in zip(points, points.dropFirst()) {
            let base = screens[lower.screens[0]]
            for key in (lower.key + 1)..<upper.key {
                let height = (base.height / base.width * Double(key)).rounded()
                probes.append((probe(like: base, key: key, height: height), lower.screens[0]))
            }
        }
        return probes
    }

    /// The pixel scale of probe screens: a folder's value serves devices of every density (each
    /// rounds it to its own pixels when it reads it), so a probe's is not rounded to one device's
    /// pixels, only to 1/10,000 dp (its physical lengths keep Android's 160 dp to the inch).
    package static let probeScale = 10_000.0

    private func probe(like base: Screen, key: Int, height: Double) -> Screen {
        var device = base.device
        let width = Double(key)
        device.scale = Self.probeScale
        device.density = 160 * Self.probeScale
        device.ppi = 160 * Self.probeScale
        device.id = "android-\(rawValue)\(key)dp"
        device.name = "\(key) dp, like \(base.device.name)"
        let landscape = base.orientation == .landscape
        (device.width, device.height) = landscape ? (height, width) : (width, height)
        device.smallestWidth = self == .sw ? width : min(width, height)
        device.extra = []
        return Screen(
            id: device.id, device: device, orientation: base.orientation, window: nil, width: width, height: height,
            sizeClass: nil)
    }
}
