/// One rule over one token's values: every screen at every text size, the worst case per
/// platform, and the screens below.
extension AccessibilityRules {
    /// A value's place: a screen of the table, at a text size (nil: the default).
    struct Place {
        var screen: Int
        var size: ContentSizeCategory?
    }

    struct Check {
        let table: ScaledTable
        let token: ScaledToken
        /// The text sizes to check: nil (the default) first, then the table's.
        let sizes: [ContentSizeCategory?]
        /// Each screen's platform, read once per table.
        let platforms: [Platform]

        /// The finding of `rule` when a value of `values` (per screen, at a text size; nil where
        /// the token has none of its own there) is below its `minimum`, else nothing.
        func run(
            _ rule: Rule, member: String?, values: (ContentSizeCategory?) -> [Double]?, isRatio: Bool = false,
            minimum: (Platform, Place) -> Double
        ) -> [Finding] {
            var worst: [Platform: (place: Place, case: Case)] = [:]
            var below = [Bool](repeating: false, count: table.screens.count)
            for size in sizes {
                guard let numbers = values(size), numbers.count == table.screens.count else { continue }
                for (screen, value) in numbers.enumerated() {
                    let platform = platforms[screen]
                    let place = Place(screen: screen, size: size)
                    let least = minimum(platform, place)
                    // A hair of tolerance: 43.99999999 from a model's arithmetic is 44.
                    guard least > 0, value < least - 1e-9 else { continue }
                    below[screen] = true
                    if let current = worst[platform]?.case, current.value / current.minimum <= value / least {
                        continue
                    }
                    worst[platform] = (
                        place,
                        Case(
                            screen: table.screens[screen].id, platform: platform, textSize: size, value: value,
                            minimum: least)
                    )
                }
            }
            // The worst platform first; ties in the table's platform order.
            let ordered = table.platforms.compactMap { worst[$0] }.enumerated().sorted { a, b in
                (a.element.case.value / a.element.case.minimum, a.offset)
                    < (b.element.case.value / b.element.case.minimum, b.offset)
            }.map(\.element)
            guard let first = ordered.first else { return [] }
            return [
                Finding(
                    rule: rule, token: token.token.path.description, member: member, location: location(first.place),
                    worst: first.case, otherPlatforms: ordered.dropFirst().map(\.case),
                    screensBelow: below.count { $0 }, screenCount: table.screens.count, isRatio: isRatio)
            ]
        }

        /// Where the token's value at `place` is defined: the text size's own file, else the
        /// file of the screen's input, else where the default input defines it.
        func location(_ place: Place) -> SourceLocation {
            if let size = place.size, let source = token.textSizeSources[size] { return source }
            if !token.sourcesByInput.isEmpty, table.screenInput.indices.contains(place.screen),
                let source = token.sourcesByInput[table.screenInput[place.screen]]
            {
                return source
            }
            return token.token.token.location
        }
    }
}
