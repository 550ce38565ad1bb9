extension SelectorAtom {
    /// Whether the atom holds on a screen. Sizes, diagonals and device ids describe the device;
    /// widths, heights, size classes and ranges the screen as it currently is.
    package func matches(_ screen: Screen) -> Bool {
        switch self {
        case .device(let id): screen.device.id == id
        case .size(let w, let h): screen.device.width == w && screen.device.height == h
        case .diagonal(let d): screen.device.diagonal == d
        case .width(let w): screen.width == w
        case .height(let h): screen.height == h
        case .sizeClassAndFamily(let c, let f): screen.sizeClass == c && screen.device.family == f
        case .family(let f): screen.device.family == f
        case .sizeClass(let c): screen.sizeClass == c
        case .windowWidth(let c): screen.windowWidthClass == c
        case .windowHeight(let c): screen.windowHeightClass == c
        case .platform(let p): screen.platform == p
        case .range(let axis, let comparison, let n):
            comparison.holds(axis == .min ? screen.lowestSide : axis == .w ? screen.width : screen.height, n)
        case .any: true
        }
    }

    /// The order of specificity, most specific highest: device id, screen size, exact width/height,
    /// diagonal, size class + family, family, size class (or Android window class), ranges,
    /// platform, default. A size class and a window class never match the same screen.
    package var rank: Int {
        switch self {
        case .device: 10
        case .size: 9
        case .width, .height: 8
        case .diagonal: 7
        case .sizeClassAndFamily: 6
        case .family: 5
        case .sizeClass, .windowWidth, .windowHeight: 4
        case .range: 3
        case .platform: 2
        case .any: 1
        }
    }
}

/// How specific a selector is. Atoms' ranks are compared most specific first, so a compound
/// selector beats each of its atoms; between otherwise equal selectors with ranges, the tighter
/// bound wins (a higher `>`/`>=` threshold, a lower `<`/`<=` one). Anything else equal is a tie.
package struct Specificity: Sendable, Hashable {
    package var ranks: [Int]
    /// The first range atom: whether it is a lower bound, and its threshold.
    package var range: (lower: Bool, threshold: Double)?

    package init(_ selector: Selector) {
        ranks = selector.atoms.map(\.rank).sorted(by: >)
        range =
            selector.atoms.lazy.compactMap { atom -> (Bool, Double)? in
                guard case .range(_, let comparison, let n) = atom else { return nil }
                return (comparison == .greater || comparison == .greaterOrEqual, n)
            }.first
    }

    package static func == (a: Specificity, b: Specificity) -> Bool { a.compare(b) == 0 }
    package func hash(into hasher: inout Hasher) { hasher.combine(ranks) }

    /// 1 when `self` is more specific, -1 when less, 0 for a tie.
    package func compare(_ other: Specificity) -> Int {
        for (a, b) in zip(ranks, other.ranks) where a != b { return a > b ? 1 : -1 }
        if ranks.count != other.ranks.count { return ranks.count > other.ranks.count ? 1 : -1 }
        guard let a = range, let b = other.range, a.lower == b.lower, a.threshold != b.threshold else { return 0 }
        return (a.threshold > b.threshold) == a.lower ? 1 : -1
    }
}

/// Selector rules with their specificity computed once, ready to be matched on many screens.
package struct PreparedRules<Value: Sendable & Hashable>: Sendable {
    package var rules: [SelectorRule<Value>]
    var specificities: [Specificity]

    package init(_ rules: [SelectorRule<Value>]?) {
        self.rules = rules ?? []
        specificities = self.rules.map { Specificity($0.selector) }
    }

    package var isEmpty: Bool { rules.isEmpty }

    /// The outcome of matching on one screen.
    package enum Match {
        case none
        case matched(Int)
        /// Two different selectors of equal specificity both match: an error.
        case ambiguous(Int, Int)
    }

    package func match(_ screen: Screen) -> Match {
        var best = -1
        var tiedWith = -1
        for i in rules.indices where rules[i].selector.matches(screen) {
            if best < 0 {
                best = i
                continue
            }
            switch specificities[i].compare(specificities[best]) {
            case 1:
                best = i
                tiedWith = -1
            case 0: if tiedWith < 0 { tiedWith = i }
            default: break
            }
        }
        if best < 0 { return .none }
        return tiedWith >= 0 ? .ambiguous(best, tiedWith) : .matched(best)
    }
}

extension Selector {
    package func matches(_ screen: Screen) -> Bool { atoms.allSatisfy { $0.matches(screen) } }
}
