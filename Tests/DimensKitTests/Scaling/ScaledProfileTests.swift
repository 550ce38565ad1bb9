import DimensKit
import Foundation
import Testing

/// The config's `scaled` profiles: names that make enum cases, settings no factor can express
/// refused where they are written, factors that are the scale stage's own, and nothing added to
/// a build without `scaled`.
struct ScaledProfileTests {
    static let token = #"{"s": {"$type": "dimension", "m": {"$value": {"value": 16, "unit": "px"}}}}"#

    /// Compiles one token under `config` (a swift and a json output unless it says otherwise).
    func compile(_ config: String) throws -> (Pipeline.Compilation, [Diagnostic]) {
        let (parsed, found) = ConfigParser.parse(SourceFile(path: "dimens.json", text: config), directory: ".")
        let config = try #require(parsed)
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "t.tokens.json", text: Self.token)]), config: config, catalog: .builtIn)
        return (compilation, found + compilation.diagnostics.all)
    }

    func config(_ scaled: String, defaults: String = #"{"model": "fixed"}"#) -> String {
        """
        {"catalog": {"include": ["phone"]}, "defaults": \(defaults), "scaled": \(scaled),
         "outputs": [{"template": "json", "path": "d.json"}, {"template": "swift", "path": "D.swift"}]}
        """
    }

    @Test(arguments: [
        (#"{"clamped": {"model": "dynamic", "min": 4}}"#, "'min'", 1),
        (#"{"capped": {"max": 40}}"#, "'max'", 1),
        (#"{"bounded": {"model": "fluid", "minValue": 12}}"#, "'minValue'", 1),
        (#"{"byDevice": {"overrides": {"pad": 3}}}"#, "'overrides'", 1),
        (#"{"fromBase": {"bases": {"phone": 3}}}"#, "'bases'", 1),
        (#"{"more": {"multipliers": {"phone": 2}}}"#, "'multipliers'", 1),
        (#"{"inches": {"model": "physical"}}"#, "'model'", 1),
        (#"{"text": {"textStyle": "body"}}"#, "'textStyle'", 1),
    ])
    func aNonLinearProfileIsRefusedWhereItIsWritten(_ scaled: String, _ key: String, _ line: Int) throws {
        let (compilation, diagnostics) = try compile(config(scaled))
        let refusal = try #require(
            diagnostics.first { $0.code == .configScaledNonlinear }, "\(diagnostics.map(\.message))")
        #expect(refusal.severity == .error)
        #expect(refusal.message.contains(key), "\(refusal.message)")
        #expect(refusal.location?.file == "dimens.json")
        #expect(compilation.outputs.isEmpty)
    }

    @Test func fluidWithoutBoundsIsLinearAndAccepted() throws {
        let (compilation, diagnostics) = try compile(config(#"{"grow": {"model": "fluid"}}"#))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.message))")
        let swift = try #require(compilation.outputs.first { $0.path == "D.swift" }?.text)
        #expect(swift.contains("case grow"))
        #expect(swift.contains("case `default`"))
    }

    @Test func aDefaultTakenFromNonLinearDefaultsIsRefusedThere() throws {
        let (_, diagnostics) = try compile(config(#"{}"#, defaults: #"{"model": "fixed", "max": 90}"#))
        let refusal = try #require(diagnostics.first { $0.code == .configScaledNonlinear })
        #expect(refusal.message.contains("'default'") && refusal.message.contains("'max'"))
        #expect(refusal.notes.contains { $0.message.contains("defaults") })
        // A default profile of its own takes its place, but inherits the clamp.
        let (_, again) = try compile(config(#"{"default": {"model": "dynamic"}}"#, defaults: #"{"max": 90}"#))
        #expect(again.contains { $0.code == .configScaledNonlinear })
    }

    @Test func aNegativeFactorIsRefused() throws {
        let (compilation, diagnostics) = try compile(config(#"{"shrink": {"model": "fixed", "increment": -0.05}}"#))
        let refusal = try #require(
            diagnostics.first { $0.code == .configScaledFactor }, "\(diagnostics.map(\.message))")
        #expect(refusal.message.contains("'shrink'"))
        #expect(compilation.outputs.isEmpty)
    }

    @Test(arguments: ["Text", "two words", "class", "allCases", "a-b", "3x"])
    func aProfileNameMustMakeAnEnumCase(_ name: String) throws {
        let (_, diagnostics) = try compile(config(#"{"\#(name)": {"model": "dynamic"}}"#))
        #expect(diagnostics.contains { $0.code == .configValue && $0.message.contains("'\(name)'") })
    }

    /// The factor times a base, rounded as the profile rounds, is the scale stage's value of a
    /// token with the profile's settings on every screen, bit for bit.
    @Test func factorsReproduceTheScaleStageExactly() throws {
        let profiles =
            #"{"text": {"model": "dynamic", "round": "half"}, "soft": {"model": "moderate", "roundingMode": "up"}}"#
        let (compilation, _) = try compile(config(profiles))
        let table = try #require(compilation.table)
        let factors = try #require(table.factors)
        #expect(factors.profiles.map(\.name) == ["default", "text", "soft"])
        let bases = [-3.3, 0, 0.1, 1, 13.7, 16, 999.99]
        for (p, profile) in factors.profiles.enumerated() {
            let block =
                p == 0
                ? ""
                : #", "$extensions": {"dimens": \#(profile.name == "text" ? #"{"model": "dynamic", "round": "half"}"# : #"{"model": "moderate", "roundingMode": "up"}"#)}"#
            let tokens = bases.enumerated().map {
                #""b\#($0.offset)": {"$value": {"value": \#($0.element), "unit": "px"}}"#
            }
            let front = frontEnd(
                ["t.tokens.json": #"{"g": {"$type": "dimension"\#(block), \#(tokens.joined(separator: ", "))}}"#],
                defaults: #"{"model": "fixed"}"#)
            for (k, base) in bases.enumerated() {
                let token = try #require(front.token("g.b\(k)"))
                let plan = try #require(TokenPlan(token))
                for (s, screen) in table.screens.enumerated() {
                    let expected = try plan.evaluate(on: screen, reference: table.reference).get()
                    var rounded = profile.rounding.apply(base * factors.factors[p][s], scale: screen.device.scale)
                    if rounded == 0 { rounded = 0 }
                    #expect(expected == .number(rounded), "\(profile.name) \(base) on \(screen.id)")
                }
            }
        }
    }

    @Test func aBuildWithoutScaledHasNoFactorsNorScaledAPI() throws {
        let plain = #"{"catalog": {"include": ["phone"]}, "outputs": [{"template": "swift", "path": "D.swift"}]}"#
        let (compilation, _) = try compile(plain)
        #expect(compilation.table?.factors == nil)
        let swift = try #require(compilation.outputs.first?.text)
        #expect(!swift.contains("Scaling") && !swift.contains("scaledRow"))
    }
}
