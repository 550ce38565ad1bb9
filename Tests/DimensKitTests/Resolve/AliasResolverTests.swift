import DimensKit
import Testing

struct AliasResolverTests {
    @Test func followsChainsOfCurlyAliasesAndPointers() throws {
        let result = frontEnd(
            """
            {"a": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "b": {"$value": "{a}"}, "c": {"$value": {"$ref": "#/b"}}, "d": {"$value": {"$ref": "#/c/$value"}}}
            """)
        #expect(result.diagnostics.all.isEmpty)
        let d = try #require(result.token("d"))
        #expect(d.value == .dimension(Dimension(4, .px)))
        #expect(d.aliasTarget?.description == "c")
        #expect(result.tokens.aliasChain(of: d).map(\.path.description) == ["c", "b", "a"])
    }

    /// Chains as long as the token set, and cycles as long, resolve without recursion (they
    /// crashed the stack before) and in linear memory: one hop is stored per token.
    @Test(arguments: [5_000, 50_000])
    func longChainsAndLongCyclesDoNotExhaustTheStack(_ length: Int) throws {
        var chain = #"{"t0": {"$type": "number", "$value": 1}"#
        for i in 1..<length { chain += #", "t\#(i)": {"$value": "{t\#(i - 1)}"}"# }
        let resolved = frontEnd(chain + "}")
        #expect(resolved.diagnostics.all.isEmpty)
        let last = try #require(resolved.token("t\(length - 1)"))
        #expect(last.value == .number(1) && last.type == .number)

        var cycle = "{"
        for i in 0..<length {
            cycle += #"\#(i == 0 ? "" : ", ")"c\#(i)": {"$type": "number", "$value": "{c\#((i + 1) % length)}"}"#
        }
        let looped = frontEnd(cycle + "}")
        #expect(looped.diagnostics.all.map(\.code) == [.aliasCycle])
        #expect(looped.diagnostics.all[0].notes.count == 21)
        #expect(looped.tokens.tokens.isEmpty)
    }

    @Test func typeComesFromTokenThenAliasTargetThenGroup() throws {
        let result = frontEnd(
            """
            {"n": {"$type": "number", "$value": 2},
             "g": {"$type": "dimension", "fromTarget": {"$value": "{n}"}, "own": {"$type": "number", "$value": "{n}"}}}
            """)
        #expect(result.diagnostics.all.isEmpty)
        #expect(result.token("g.fromTarget")?.type == .number)
        #expect(result.token("g.own")?.type == .number)
    }

    @Test func pointerIntoAValueIsTypedByTheToken() throws {
        let result = frontEnd(
            """
            {"size": {"$type": "dimension", "$value": {"value": 12, "unit": "px"}},
             "amount": {"$type": "number", "$value": {"$ref": "#/size/$value/value"}}}
            """)
        #expect(result.diagnostics.all.isEmpty)
        #expect(result.token("amount")?.value == .number(12))
    }

    @Test func cycleIsOneErrorNamingEveryMember() throws {
        let result = frontEnd(#"{"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}"#)
        let cycle = try #require(result.diagnostics.all.first)
        #expect(result.codes == [.aliasCycle])
        #expect(cycle.message == "alias cycle: a → b → c → a")
        #expect(cycle.notes.count == 3)
        #expect(result.tokens.tokens.isEmpty)
    }

    @Test func tokensBehindABrokenTokenFailQuietly() {
        let result = frontEnd(
            #"{"a": {"$type": "number", "$value": "x"}, "b": {"$value": "{a}"}, "c": {"$value": "{b}"}}"#)
        #expect(result.codes == [.valueInvalid])
    }

    @Test func otherTypesAreCarriedThroughUntouched() throws {
        let text =
            ##"{"fade": {"$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}"##
        let result = frontEnd(text)
        #expect(result.diagnostics.all.isEmpty)
        guard case .other(let json)? = result.token("fade")?.value else {
            Issue.record("not carried")
            return
        }
        #expect(json.object?["duration"]?.object?["value"]?.number?.literal == "200")
    }

    @Test func misspeltAliasSuggestsTheNearestToken() throws {
        let result = frontEnd(
            #"{"spacing": {"$type": "number", "card": {"$value": 1}, "x": {"$value": "{spacing.crad}"}}}"#)
        #expect(result.diagnostics.all.first?.notes.map(\.message) == ["did you mean {spacing.card}?"])
    }

    /// A typography whose fontFamily aliases a broken fontFamily token: one error, at the broken
    /// value, and the build fails (it built with an empty font list before). A family that breaks
    /// DTCG but is carried as written keeps the typography's alias; one that cannot resolve fails
    /// the typography too, without a second error.
    @Test func aValueAliasingABrokenTokenIsReportedOnce() throws {
        let result = frontEnd(
            ##"""
            {"family": {"$type": "fontFamily", "$value": 42},
             "text": {"$type": "typography", "$value": {"fontFamily": "{family}", "fontSize": {"value": 16, "unit": "px"}}}}
            """##)
        #expect(
            result.diagnostics.sorted.map { "\($0.location!.line):\($0.location!.column) \($0.code)" } == [
                "1:46 value.nonconforming"
            ])
        #expect(result.token("text") != nil)
        let invalidFamily = frontEnd(
            ##"""
            {"family": {"$type": "fontFamily", "$value": {"$ref": "#/nowhere"}},
             "text": {"$type": "typography", "$value": {"fontFamily": "{family}", "fontSize": {"value": 16, "unit": "px"}}}}
            """##)
        #expect(invalidFamily.codes == [.aliasUnknown])
        #expect(invalidFamily.token("text") == nil && invalidFamily.token("family") == nil)
    }
}
