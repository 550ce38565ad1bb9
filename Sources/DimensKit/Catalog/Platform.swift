/// A platform dimens computes screens for, as data: its name in configs (`"platforms": ["apple",
/// "android"]`) and token files, the units its screens and text are measured in, the size classes
/// its screens have, its accessibility minimums, what its catalog entries hold, and its built-in
/// catalog. Each device belongs to one, through its family; a new platform is a value here, its
/// families, its device record and its catalog.
package struct Platform: Sendable, Hashable, CaseIterable, RawRepresentable, CustomStringConvertible {
    /// How a platform's screens are classed by size.
    package enum SizeClasses: Sendable, Hashable {
        /// UIKit's horizontal and vertical size classes (compact or regular), per orientation.
        case traits
        /// Android's window size classes (compact, medium, expanded), from the window's dp.
        case windowClasses
    }

    package let rawValue: String
    /// Its name in messages: `Apple`, `Android`.
    package let displayName: String
    /// The unit its screens are measured in: points on Apple screens, dp on Android's.
    package let unit: String
    /// The unit text is measured in on its screens: points on Apple's, sp on Android's.
    package let textUnit: String
    package let sizeClasses: SizeClasses
    /// The smallest tap target and text size its guideline asks for (the accessibility rules).
    package let minimums: AccessibilityMinimums
    /// Its families from the smallest screens to the largest: the report's order.
    package let familiesBySize: [DeviceFamily]
    /// What its devices' entries hold in a catalog file, and how `dimens devices` lists them.
    package let record: DeviceRecord
    /// Its built-in devices, in the catalog-file shape, and the name diagnostics give that text.
    let catalog: (name: String, json: String)

    package static let apple = Platform(
        rawValue: "apple", displayName: "Apple", unit: "pt", textUnit: "pt", sizeClasses: .traits,
        minimums: AccessibilityMinimums(tapTarget: 44, text: 11, guideline: "Apple's Human Interface Guidelines"),
        familiesBySize: [.pod, .phone, .pad, .watch, .tv], record: .apple,
        catalog: ("<built-in catalog>", BuiltInCatalog.json))
    package static let android = Platform(
        rawValue: "android", displayName: "Android", unit: "dp", textUnit: "sp", sizeClasses: .windowClasses,
        minimums: AccessibilityMinimums(tapTarget: 48, text: 12, guideline: "Material"),
        familiesBySize: [.androidPhone, .androidFoldable, .androidTablet, .androidDesktop], record: .android,
        catalog: ("<built-in Android catalog>", BuiltInAndroidCatalog.json))

    /// Every platform, in catalog order.
    package static let allCases: [Platform] = [.apple, .android]

    /// The platforms a config uses when it names none.
    package static let defaults: [Platform] = [.apple]

    private init(
        rawValue: String, displayName: String, unit: String, textUnit: String, sizeClasses: SizeClasses,
        minimums: AccessibilityMinimums, familiesBySize: [DeviceFamily], record: DeviceRecord,
        catalog: (name: String, json: String)
    ) {
        self.rawValue = rawValue
        self.displayName = displayName
        self.unit = unit
        self.textUnit = textUnit
        self.sizeClasses = sizeClasses
        self.minimums = minimums
        self.familiesBySize = familiesBySize
        self.record = record
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

/// The smallest tap target and text size a platform's guideline asks for, in its units.
package struct AccessibilityMinimums: Sendable, Hashable {
    package let tapTarget: Double
    package let text: Double
    /// Whose guideline it is: `Material`.
    package let guideline: String
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

extension DeviceFamily {
    /// Whether its devices turn to landscape: watches and TVs have one orientation.
    package var rotates: Bool {
        switch self {
        case .watch, .tv: false
        case .phone, .pad, .pod, .androidPhone, .androidFoldable, .androidTablet, .androidDesktop: true
        }
    }
}
