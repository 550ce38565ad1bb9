import Testing

@testable import DimensKit

/// The literal each alias leads to is found once per token: a chain of n aliases costs n hops,
/// where following every alias to its chain's end (with the index rebuilt each time) cost n².
struct AliasLiteralsTests {
    @Test func aLongChainIsFollowedOnceInAll() {
        let count = 10_000
        let literals = AliasLiterals(ResolvedTokenSet(tokens: CarriedChainTests.chain(count)))
        #expect(literals.hops <= count, "\(literals.hops) hops for a chain of \(count)")
        #expect(literals.ends.allSatisfy { $0 == count - 1 })
        #expect(literals.literal(of: TokenPath(["t0"])) == .string("v\(count - 1)"))
    }

    @Test func anAliasToATokenTheSetLacksEndsAtTheLastTokenItHas() {
        var tokens = CarriedChainTests.chain(3)
        tokens[1].aliasTarget = TokenPath(["missing"])
        let literals = AliasLiterals(ResolvedTokenSet(tokens: tokens))
        #expect(literals.ends == [1, 1, 2])
        #expect(literals.literal(of: TokenPath(["missing"])) == nil)
    }

    @Test func aValueHoldingAnAliasTakesTheLiteralAtTheChainsEnd() {
        let literals = AliasLiterals(ResolvedTokenSet(tokens: CarriedChainTests.chain(5)))
        let value = JSONValue(.array([.string("{t1}"), .string("plain")]))
        #expect(value.followingAliases(in: literals) == JSONValue(.array([.string("v4"), .string("plain")])))
    }
}
