import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A generated table's screens, read once from its text, and the lookup that gives a window the
/// screen whose values it gets (`forSize` in a generated file).
///
/// A screen of exactly the window's size, size class, family and scale wins. Otherwise the screens
/// are ranked part by part: the family first (a phone window never gets a TV's or a watch's values
/// while the table has phones), then the size class (a screen's device turned to the window's
/// orientation, for a screen of the other one), then the distance in the sides the tokens read,
/// then the distance in size whatever the orientation, then the scale, then the orientation (wider
/// than tall or not), then table order.
public struct DimensScreenList: Sendable {
    /// The screens in the json output's order.
    public let screens: [DimensScreen]
    /// The sides the table's tokens read, each 1 or 0: lowest, highest, width, height.
    let sides: (CGFloat, CGFloat, CGFloat, CGFloat)

    /// The screen found for a window, and whether it is exactly that window.
    public struct Match: Sendable {
        public let found: DimensScreen
        public let isExact: Bool
    }

    /// The screens of `text`, one a line (id, width, height, family, size class, turned size class,
    /// scale, row, and the scaled profiles' row with `scaledRows`), for tokens that read the sides
    /// given 1 (the lowest, the highest, the width, the height). Read byte by byte, so no
    /// collection algorithm is specialized for it.
    public init(
        _ text: StaticString, lowest: Int, highest: Int, width: Int, height: Int, scaledRows: Bool = false
    ) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        var screens: [DimensScreen] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 10 { end += 1 }
            if let screen = DimensScreen.parse(bytes, start, end, scaledRows: scaledRows) { screens.append(screen) }
            start = end + 1
        }
        self.screens = screens
        sides = (CGFloat(lowest), CGFloat(highest), CGFloat(width), CGFloat(height))
    }

    /// The json output's screen ids, in its order.
    public var ids: [String] { screens.map(\.id) }

    /// The screen with this id, or nil when the table has no such screen.
    public func first(id: String) -> DimensScreen? { screens.first { $0.id == id } }

    /// The screen whose values `window` gets; nil only for a table without screens.
    public func nearest(to window: DimensWindow) -> Match? {
        var best: DimensScreen?
        var bestRank: DimensScreenRank?
        for screen in screens {
            let rank = DimensScreenRank(screen, window, sides: sides)
            if bestRank.map({ rank.precedes($0) }) ?? true {
                best = screen
                bestRank = rank
                if rank.isExact { break }
            }
        }
        guard let best, let bestRank else { return nil }
        return Match(found: best, isExact: bestRank.isExact)
    }
}

/// How far a screen is from a window in `forSize`, compared part by part, lower first.
struct DimensScreenRank {
    let family: Int, sizeClass: Int
    let distance: CGFloat, size: CGFloat
    let scale: Int, orientation: Int

    init(_ screen: DimensScreen, _ window: DimensWindow, sides: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        let (width, height) = (window.width, window.height)
        let (w, h) = (screen.width, screen.height)
        let low: CGFloat = Swift.abs(Swift.min(w, h) - Swift.min(width, height))
        let high: CGFloat = Swift.abs(Swift.max(w, h) - Swift.max(width, height))
        let across: CGFloat = Swift.abs(w - width)
        let along: CGFloat = Swift.abs(h - height)
        family = window.family == nil || window.family == screen.family ? 0 : 1
        // A window turned from the screen's orientation has its device's class turned.
        let turned = (w > h) != (width > height)
        let screenClass = turned ? screen.turnedSizeClass : screen.sizeClass
        sizeClass = window.sizeClass == nil || window.sizeClass == screenClass ? 0 : 1
        distance = sides.0 * low + sides.1 * high + sides.2 * across + sides.3 * along
        size = low + high
        scale = window.scale == nil || window.scale == screen.scale ? 0 : 1
        orientation = (w > h) == (width > height) ? 0 : 1
    }

    /// The screen is the window: same size, orientation, family, size class and scale.
    var isExact: Bool { family == 0 && sizeClass == 0 && size == 0 && scale == 0 && orientation == 0 }

    func precedes(_ other: DimensScreenRank) -> Bool {
        if family != other.family { return family < other.family }
        if sizeClass != other.sizeClass { return sizeClass < other.sizeClass }
        if distance != other.distance { return distance < other.distance }
        if size != other.size { return size < other.size }
        if scale != other.scale { return scale < other.scale }
        return orientation < other.orientation
    }
}
