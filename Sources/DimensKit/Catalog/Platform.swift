/// A platform dimens computes screens for, as data: its name in configs (`"platforms": ["apple",
/// "android"]`) and token files, the unit its screens are measured in, the size classes its
/// screens have, and its built-in catalog. Each device belongs to one, through its family; a new
/// platform is a value here, its families and its catalog.
package struct Platform: Sendable, Hashable, CaseIterable, RawRepresentable, CustomStringConvertible {
    /// How a platform's screens are classed by size.
    package enum SizeClasses: Sendable, Hashable {
        /// UIKit's horizontal and vertical size classes (compact or regular), per orientation.
        case traits
        /// Android's window size classes (compact, medium, expanded), from the window's dp.
        case windowClasses
    }

    package let rawValue: String
    /// The unit its screens are measured in: points on Apple screens, dp on Android's.
    package let unit: String
    package let sizeClasses: SizeClasses
    /// Its built-in devices, in the catalog-file shape, and the name diagnostics give that text.
    let catalog: (name: String, json: String)

    package static let apple = Platform(
        rawValue: "apple", unit: "pt", sizeClasses: .traits, catalog: ("<built-in catalog>", BuiltInCatalog.json))
    package static let android = Platform(
        rawValue: "android", unit: "dp", sizeClasses: .windowClasses,
        catalog: ("<built-in Android catalog>", BuiltInAndroidCatalog.json))

    /// Every platform, in catalog order.
    package static let allCases: [Platform] = [.apple, .android]

    /// The platforms a config uses when it names none.
    package static let defaults: [Platform] = [.apple]

    private init(rawValue: String, unit: String, sizeClasses: SizeClasses, catalog: (name: String, json: String)) {
        self.rawValue = rawValue
        self.unit = unit
        self.sizeClasses = sizeClasses
        self.catalog = catalog
    }

    package init?(rawValue: String) {
        guard let platform = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = platform
    }

    /// The families of its devices, in catalog order.
    package var families: [DeviceFamily] { DeviceFamily.allCases.filter { $0.platform == self } }

    package var description: String { rawValue }

    package static func == (a: Platform, b: Platform) -> Bool { a.rawValue == b.rawValue }

    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

extension DeviceFamily {
    /// The platform of the family's devices.
    package var platform: Platform {
        switch self {
        case .phone, .pad, .pod, .watch, .tv: .apple
        case .androidPhone, .androidFoldable, .androidTablet, .androidDesktop: .android
        }
    }
}
