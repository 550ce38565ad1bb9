/// The reference screen `W0 × H0` every model is the identity on, and the `R` of each dimension.
package struct ScalingReference: Sendable, Hashable {
    package var width: Double
    package var height: Double
    /// AppDimens 2.x divides by its base width even for the highest side.
    package var appDimensCompatible: Bool

    package static let standard = ScalingReference(width: 375, height: 667, appDimensCompatible: false)
    package static let appDimens = ScalingReference(width: 300, height: 533, appDimensCompatible: true)

    package init(width: Double, height: Double, appDimensCompatible: Bool = false) {
        self.width = width
        self.height = height
        self.appDimensCompatible = appDimensCompatible
    }

    /// `R`: the reference's value of the chosen dimension.
    package func value(of dimension: ScreenDimension) -> Double {
        if appDimensCompatible { return width }
        switch dimension {
        case .lowest, .width: return width
        case .highest, .height: return height
        }
    }

    /// The config's `reference`: a size, the AppDimens preset, or a catalog device's portrait size.
    package static func from(_ reference: Config.ReferenceScreen, catalog: DeviceCatalog, at location: SourceLocation?)
        -> Result<ScalingReference, Diagnostic>
    {
        switch reference {
        case .size(let w, let h): return .success(ScalingReference(width: w, height: h))
        case .appdimens: return .success(.appDimens)
        case .device(let id):
            guard let device = catalog.device(id) else {
                let hint = Suggestion.closest(to: id, in: catalog.ids).map { "; did you mean '\($0)'?" } ?? ""
                return .failure(
                    .error(.configValue, "reference device '\(id)' is not in the catalog\(hint)", at: location))
            }
            return .success(ScalingReference(width: device.width, height: device.height))
        }
    }
}
