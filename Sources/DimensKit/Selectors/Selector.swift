/// A key of `overrides`, `bases` or `multipliers`: which screens a value applies to (the reference's "The dimens block" (Dimens.docc)).
///
/// A selector is one atom or several joined by `&`, all of which must match.
package struct Selector: Sendable, Hashable, CustomStringConvertible {
    package var atoms: [SelectorAtom]

    package init(_ atoms: [SelectorAtom]) { self.atoms = atoms }

    package var description: String { atoms.map(\.description).joined(separator: "&") }

    /// Device ids this selector names, to check against the catalog.
    package var deviceIDs: [String] {
        atoms.compactMap { if case .device(let id) = $0 { id } else { nil } }
    }
}

/// One condition on a screen.
package enum SelectorAtom: Sendable, Hashable, CustomStringConvertible {
    /// One catalog device, by id: `iphone-15-pro`.
    case device(String)
    /// Every device of this portrait size in points: `393x852`.
    case size(width: Double, height: Double)
    /// Every device with this diagonal: `6.1in`.
    case diagonal(Double)
    /// The current width in points: `w393`.
    case width(Double)
    /// The current height in points: `h852`.
    case height(Double)
    /// Horizontal size class and family of an Apple device: `compact.phone`.
    case sizeClassAndFamily(SizeClass, DeviceFamily)
    /// `phone`, `pad`, …, `android-phone`, `android-tablet`, …
    case family(DeviceFamily)
    /// UIKit's horizontal size class, on Apple screens: `compact` or `regular`.
    case sizeClass(SizeClass)
    /// Android's window width class, on Android screens: `width-compact` … `width-extra-large`.
    case windowWidth(WindowWidthClass)
    /// Android's window height class, on Android screens: `height-compact` … `height-expanded`.
    case windowHeight(WindowHeightClass)
    /// `min>=600`, `w<768`, …
    case range(RangeAxis, Comparison, Double)
    /// Every screen of a platform: `apple` or `android`.
    case platform(Platform)
    /// `default`: every screen.
    case any

    package var description: String {
        switch self {
        case .device(let id): id
        case .size(let w, let h): "\(NumberText.plain(w))x\(NumberText.plain(h))"
        case .diagonal(let d): "\(NumberText.plain(d))in"
        case .width(let w): "w\(NumberText.plain(w))"
        case .height(let h): "h\(NumberText.plain(h))"
        case .sizeClassAndFamily(let c, let f): "\(c.rawValue).\(f.rawValue)"
        case .family(let f): f.rawValue
        case .sizeClass(let c): c.rawValue
        case .windowWidth(let c): c.selector
        case .windowHeight(let c): c.selector
        case .platform(let p): p.rawValue
        case .range(let axis, let op, let n): "\(axis.rawValue)\(op.rawValue)\(NumberText.plain(n))"
        case .any: "default"
        }
    }
}

/// The side a range selector tests: the lowest side, the current width or the current height.
package enum RangeAxis: String, CaseIterable, Sendable, Hashable {
    case min, w, h
}

/// The comparison of a range selector.
package enum Comparison: String, CaseIterable, Sendable, Hashable {
    case greaterOrEqual = ">="
    case lessOrEqual = "<="
    case greater = ">"
    case less = "<"

    package func holds(_ lhs: Double, _ rhs: Double) -> Bool {
        switch self {
        case .greaterOrEqual: lhs >= rhs
        case .lessOrEqual: lhs <= rhs
        case .greater: lhs > rhs
        case .less: lhs < rhs
        }
    }
}
