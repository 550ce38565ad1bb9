/// The platforms dimens computes screens for: Apple's (the default) and Android's. The config
/// chooses them (`"platforms": ["apple", "android"]`); each device belongs to one, through its
/// family.
public enum Platform: String, CaseIterable, Sendable, Hashable {
    case apple, android

    /// The platforms a config uses when it names none.
    public static let defaults: [Platform] = [.apple]

    /// The unit its screens are measured in: points on Apple screens, dp on Android's.
    public var unit: String { self == .apple ? "pt" : "dp" }

    /// The families of its devices, in catalog order.
    public var families: [DeviceFamily] { DeviceFamily.allCases.filter { $0.platform == self } }
}

extension DeviceFamily {
    /// The platform of the family's devices.
    public var platform: Platform {
        switch self {
        case .phone, .pad, .pod, .watch, .tv: .apple
        case .androidPhone, .androidFoldable, .androidTablet, .androidDesktop: .android
        }
    }
}
