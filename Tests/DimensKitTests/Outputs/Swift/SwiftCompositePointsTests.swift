import Testing

@testable import DimensKit

/// A dash pattern's lengths in generated Swift: a short one as a literal a reader can check, a
/// long one as one `map` whose size does not grow with it (a literal of 10,000 calls took swiftc
/// 24 GB to type-check).
struct SwiftCompositePointsTests {
    @Test func aShortListIsALiteral() {
        #expect(SwiftComposite.points([4, 5, 6]) == "[self.storedPoint(4), self.storedPoint(5), self.storedPoint(6)]")
    }

    @Test func aLongRunOfColumnsIsOneMapOverARange() {
        let code = SwiftComposite.points(Array(7..<10_007))
        #expect(code == "(7...10006).map { self.storedPoint($0) }")
    }

    @Test func longScatteredColumnsAreATypedListOfIntegers() {
        let columns = (0..<1_000).map { $0 * 2 }
        let code = SwiftComposite.points(columns)
        #expect(code.hasSuffix(" as [Int]).map { self.storedPoint($0) }"))
        #expect(code.components(separatedBy: "storedPoint").count == 2)
    }

    @Test func theLongestLiteralIsBounded() {
        let code = SwiftComposite.points(Array(0..<SwiftComposite.longList))
        #expect(code.components(separatedBy: "storedPoint").count == SwiftComposite.longList + 1)
        #expect(SwiftComposite.points(Array(0...SwiftComposite.longList)).hasSuffix(".map { self.storedPoint($0) }"))
    }
}
