import DimensKit
import Testing

struct SelectorMatchingTests {
    static let here = SourceLocation(file: "t", position: .start)

    func winner(_ selectors: [String], on screen: Screen) -> String {
        let rules = selectors.map {
            SelectorRule(
                selector: try! Selector.parse($0).get(), location: Self.here, value: 0.0, valueLocation: Self.here)
        }
        switch PreparedRules(rules).match(screen) {
        case .none: return "none"
        case .matched(let i): return selectors[i]
        case .ambiguous(let a, let b): return "ambiguous: \(selectors[a]) = \(selectors[b])"
        }
    }

    @Test(arguments: [
        // The order of specificity, each against the next less specific kind (iPhone 15: 393×852, 6.1in, compact phone)
        (["default", "phone"], "phone"),
        (["compact", "phone"], "phone"),
        (["phone", "compact.phone"], "compact.phone"),
        (["compact.phone", "6.1in"], "6.1in"),
        (["6.1in", "w393"], "w393"),
        (["w393", "393x852"], "393x852"),
        (["393x852", "iphone-15"], "iphone-15"),
        (["min>=300", "compact"], "compact"),
        (["default", "w>=1"], "w>=1"),
        // ranges: the tighter bound wins; opposite directions or different axes at one threshold tie
        (["w>=300", "w>=390"], "w>=390"),
        (["min>=320", "w>=390"], "w>=390"),
        (["w<500", "w<400"], "w<400"),
        (["w>=300", "w<500"], "ambiguous: w>=300 = w<500"),
        (["w393", "h852"], "ambiguous: w393 = h852"),
        (["w>=393", "h>=393"], "ambiguous: w>=393 = h>=393"),
        // a compound beats each of its atoms
        (["phone", "phone&w>=390"], "phone&w>=390"),
        (["w>=390", "phone&w>=390"], "phone&w>=390"),
        (["phone&w>=390", "compact.phone"], "compact.phone"),
        (["phone&compact", "phone&w>=300"], "phone&compact"),
        // nothing matches
        (["pad", "w>=1000", "ipad-air-13-inch-m3"], "none"),
    ])
    func picksTheMostSpecific(_ selectors: [String], _ expected: String) {
        #expect(winner(selectors, on: catalogScreen("iphone-15")) == expected)
    }

    @Test func compoundOnABigIPad() {
        let screen = catalogScreen("ipad-pro-13-inch-m4")
        #expect(winner(["pad", "pad&min>=1000", "min>=1000"], on: screen) == "pad&min>=1000")
        #expect(winner(["regular.pad", "pad&min>=1000"], on: screen) == "regular.pad")
    }

    @Test func widthHeightAndSizeClassFollowTheOrientation() throws {
        let portrait = catalogScreen("iphone-15-pro-max")
        let landscape = catalogScreen("iphone-15-pro-max", landscape: true)
        #expect(try Selector.parse("w430").get().matches(portrait))
        #expect(!(try Selector.parse("w430").get().matches(landscape)))
        #expect(try Selector.parse("w932").get().matches(landscape))
        #expect(try Selector.parse("430x932").get().matches(landscape))
        #expect(try Selector.parse("compact").get().matches(portrait))
        #expect(try Selector.parse("regular.phone").get().matches(landscape))
        #expect(try Selector.parse("min>=430&min<=430").get().matches(landscape))
        #expect(try Selector.parse("6.7in").get().matches(landscape))
    }
}
