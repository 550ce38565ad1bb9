/// A table's screens by platform: outputs for one platform (generated Swift for Apple, Android
/// resources and Kotlin for Android) take the part of the table on its screens.
extension ScaledTable {
    /// Whether any screen is of a platform a config does not use by default (Android's): the json
    /// output and the context then say each screen's platform.
    package var namesPlatforms: Bool { screens.contains { !Platform.defaults.contains($0.platform) } }

    /// Whether any screen is of a platform that classes windows (Android's): the json output and
    /// the context then give each screen's window facts.
    package var hasWindowClasses: Bool { screens.contains { $0.platform.sizeClasses == .windowClasses } }

    /// The platforms the table has screens of, in `Platform` order.
    package var platforms: [Platform] { Platform.allCases.filter { p in screens.contains { $0.platform == p } } }

    /// The table on the screens of `platform` only, in the same order; the table itself when every
    /// screen is of that platform.
    package func restricted(to platform: Platform) -> ScaledTable {
        let kept = screens.indices.filter { screens[$0].platform == platform }
        guard kept.count != screens.count else { return self }
        return picking(kept)
    }

    /// The table on the screens at `indexes`, in that order.
    package func picking(_ indexes: [Int]) -> ScaledTable {
        var table = self
        table.screens = indexes.map { screens[$0] }
        if !screenInput.isEmpty { table.screenInput = indexes.map { screenInput[$0] } }
        table.factors = factors?.picking(indexes)
        table.tokens = tokens.map { token in
            var token = token
            token.values = token.values.picking(indexes)
            token.textSizes = token.textSizes.mapValues { $0.picking(indexes) }
            return token
        }
        return table
    }
}

extension ScaledToken.Values {
    /// The values on the screens at `indexes` only, in that order.
    package func picking(_ indexes: [Int]) -> ScaledToken.Values {
        switch self {
        case .numbers(let values): return .numbers(indexes.map { values[$0] })
        case .strings(let values): return .strings(indexes.map { values[$0] })
        case .booleans(let values): return .booleans(indexes.map { values[$0] })
        case .composite(var composite):
            for k in composite.members.indices {
                composite.members[k].values = composite.members[k].values.picking(indexes)
            }
            return .composite(composite)
        case .constant: return self
        }
    }
}
