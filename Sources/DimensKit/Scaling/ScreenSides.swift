/// The sides of a window a set of tokens reads, through their models and their selectors: what the
/// generated lookups (Swift's and Kotlin's `forSize`, TypeScript's `dimensFor`) measure a window's
/// distance from a screen by, and whether a token's values change when a device turns.
package struct ScreenSides: Sendable, Hashable {
    package var dimensions: Set<ScreenDimension>
    /// A selector names a horizontal size class, which a turned phone can change.
    package var sizeClass: Bool

    package init(dimensions: Set<ScreenDimension> = [], sizeClass: Bool = false) {
        self.dimensions = dimensions
        self.sizeClass = sizeClass
    }

    /// Whether a device turned sideways can give these tokens other values: a side that is not the
    /// lowest or the highest (a width or a height), or a size class.
    package var dependOnOrientation: Bool {
        sizeClass || dimensions.contains(.width) || dimensions.contains(.height)
    }

    /// The sides one token reads, by its model and every rule's selector.
    package static func of(_ token: ResolvedToken) -> ScreenSides {
        let isNumber = if case .number = token.value { true } else { false }
        return of(token.settings, isNumber: isNumber)
    }

    /// The sides one token reads with `settings` (its own, merged), by its model and every rule's
    /// selector. Numbers default to no model, lengths to `fixed`, as `TokenPlan` has them.
    package static func of(_ settings: DimensSettings, isNumber: Bool) -> ScreenSides {
        let kind = settings.model?.value ?? (isNumber ? .none : .fixed)
        let model = ModelParameters(kind: kind, settings: settings)
        var sides = ScreenSides()
        switch kind {
        case .none, .breakpoint, .physical: break
        case .dynamic, .percentage, .fluid: sides.dimensions.insert(model.dimension)
        case .fixed, .balanced, .logarithmic, .power, .moderate:
            sides.dimensions.insert(model.dimension)
            if model.aspectRatio { sides.dimensions.formUnion([.lowest, .highest]) }
        case .diagonal, .perimeter, .fit, .fill: sides.dimensions.formUnion([.lowest, .highest])
        }
        let selectors =
            (settings.overrides ?? []).map(\.selector) + (settings.bases ?? []).map(\.selector)
            + (settings.multipliers ?? []).map(\.selector)
        for atom in selectors.flatMap(\.atoms) { sides.add(atom) }
        return sides
    }

    private mutating func add(_ atom: SelectorAtom) {
        switch atom {
        case .width, .windowWidth, .range(.w, _, _): dimensions.insert(.width)
        case .height, .windowHeight, .range(.h, _, _): dimensions.insert(.height)
        case .range(.min, _, _): dimensions.insert(.lowest)
        case .size, .device, .diagonal: dimensions.formUnion([.lowest, .highest])
        case .sizeClass, .sizeClassAndFamily: sizeClass = true
        case .family, .platform, .any: break
        }
    }

    /// The sides every token of `table` reads; the lowest and the highest when none reads a side
    /// (a table of constants), so the nearest screen in size still wins.
    package static func of(_ table: ScaledTable) -> ScreenSides {
        var sides = ScreenSides()
        for token in table.tokens {
            if case .constant = token.values { continue }
            let own = of(token.token)
            sides.dimensions.formUnion(own.dimensions)
            sides.sizeClass = sides.sizeClass || own.sizeClass
        }
        if sides.dimensions.isEmpty { sides.dimensions = [.lowest, .highest] }
        return sides
    }
}
