import Testing

@testable import DimensKit

/// A token aliasing, through a chain, a composite dimens carries through is carried through too.
/// Each token of the chain is followed once: a chain of n aliases costs n hops, where following
/// every token's chain to its end cost n²/2 (a 10,000-alias chain took 31 s).
struct CarriedChainTests {
    static func chain(_ count: Int) -> [ResolvedToken] {
        let location = SourceLocation(file: "t.json", position: .start)
        return (0..<count).map { i in
            ResolvedToken(
                token: Token(path: TokenPath(["t\(i)"]), location: location, value: .string("v\(i)")), type: .border,
                value: .other(.string("v\(i)")), aliasTarget: i + 1 < count ? TokenPath(["t\(i + 1)"]) : nil,
                settings: DimensSettings(), uncomputable: nil)
        }
    }

    @Test func aLongChainIsFollowedOnceInAll() {
        let count = 10_000
        let tokens = Self.chain(count)
        let (carrier, hops) = AliasResolver.carriers(of: tokens, reasons: [TokenPath(["t\(count - 1)"]): "2em"])
        #expect(carrier.allSatisfy { $0 == count - 1 })
        #expect(hops <= count, "\(hops) hops for a chain of \(count)")
    }

    @Test func everyTokenOfTheChainIsCarriedWithTheEndsValueAndReason() {
        var tokens = Self.chain(50)
        AliasResolver.carryUncomputable(&tokens, reasons: [TokenPath(["t49"]): "2em"])
        #expect(tokens.allSatisfy { $0.uncomputable == "2em" && $0.value == .other(.string("v49")) })
    }

    @Test func aTokenBeforeTheCarriedOneIsCarriedAndOneAfterIsNot() {
        let tokens = Self.chain(10)
        let (carrier, _) = AliasResolver.carriers(of: tokens, reasons: [TokenPath(["t4"]): "2em"])
        #expect(carrier == (0..<10).map { $0 <= 4 ? 4 : nil })
    }

    @Test func aLoopCarriesNothing() {
        var tokens = Self.chain(3)
        tokens[2].aliasTarget = TokenPath(["t0"])
        let (carrier, _) = AliasResolver.carriers(of: tokens, reasons: [TokenPath(["x"]): "2em"])
        #expect(carrier == [nil, nil, nil])
    }
}
