import DimensKit
import Testing

struct ModifierPlanTests {
    static let resolver = """
        {"version": "2025.10",
         "modifiers": {
           "theme": {"contexts": {"light": [], "dark": []}, "default": "light"},
           "size": {"contexts": {"mobile": [], "desktop": []}},
           "breakpoint": {"contexts": {"md": [], "lg": [], "xlg": []}}
         },
         "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}, {"$ref": "#/modifiers/breakpoint"}]}
        """

    func plan(_ modifiers: String, requireInputs: Bool = true) throws -> (ModifierPlan, [Diagnostic]) {
        let (document, problems) = ResolverParser.parse(SourceFile(path: "app.resolver.json", text: Self.resolver))
        #expect(problems.isEmpty)
        let (config, configProblems) = ConfigParser.parse(
            SourceFile(path: "dimens.json", text: #"{"resolver": "app.resolver.json", "modifiers": \#(modifiers)}"#),
            directory: ".")
        #expect(configProblems.isEmpty, "\(configProblems.map(\.message))")
        return ModifierPlan.make(
            try #require(document), settings: try #require(config).modifiers, requireInputs: requireInputs,
            deviceIDs: Set(DeviceCatalog.builtIn.ids), at: nil)
    }

    static let bindings =
        #"{"size": {"mobile": "phone", "desktop": "pad"}, "breakpoint": {"md": "w<1056", "lg": "w>=1056&w<1312", "xlg": "w>=1312"}}"#

    /// Screen → the input it takes under `bindings`: families for `size`, window widths for `breakpoint`.
    @Test(arguments: [
        ("iphone-se-3rd-generation", false, "theme=light, size=mobile, breakpoint=md"),
        ("iphone-16-pro-max", true, "theme=light, size=mobile, breakpoint=md"),
        ("ipad-10th-generation", false, "theme=light, size=desktop, breakpoint=md"),
        ("ipad-pro-11-inch-m4", true, "theme=light, size=desktop, breakpoint=lg"),
        ("ipad-pro-13-inch-m4", true, "theme=light, size=desktop, breakpoint=xlg"),
    ])
    func eachScreenTakesTheContextOfItsMostSpecificSelector(_ device: String, _ landscape: Bool, _ expected: String)
        throws
    {
        let (plan, diagnostics) = try plan(Self.bindings)
        #expect(diagnostics.isEmpty)
        let (input, reasons) = try plan.input(for: catalogScreen(device, landscape: landscape)).get()
        #expect(input.description == expected)
        #expect(reasons[0] == "theme=light (the resolver's default)")
        #expect(reasons[1].hasPrefix("size=\(input["size"]!) ('"))
    }

    @Test func screensShareInputsAndTheAssignmentNamesEachScreensOne() throws {
        let (plan, _) = try plan(Self.bindings)
        let screens = ["iphone-15", "ipad-air-13-inch-m3", "iphone-16"].map { catalogScreen($0) }
        let (assignment, diagnostics) = plan.assign(screens)
        #expect(diagnostics.isEmpty)
        #expect(
            assignment.inputs.map(\.description) == [
                "theme=light, size=mobile, breakpoint=md", "theme=light, size=desktop, breakpoint=md",
            ])
        #expect(assignment.screenInput == [0, 1, 0])
    }

    @Test func aModifierWithoutDefaultOrInputIsAnErrorNamingItsContexts() throws {
        let (_, diagnostics) = try plan(#"{"breakpoint": "md"}"#)
        #expect(diagnostics.map(\.code) == [.resolverInput])
        #expect(
            diagnostics[0].message.contains("'size' has no default")
                && diagnostics[0].message.contains("(mobile, desktop)"))
        let (lenient, none) = try plan(#"{"breakpoint": "md"}"#, requireInputs: false)
        #expect(none.isEmpty)
        #expect(lenient.baseInput.description == "theme=light, size=mobile, breakpoint=md")
    }

    @Test func inputsMatchContextsIgnoringCase() throws {
        let (plan, diagnostics) = try plan(#"{"theme": "Dark", "size": "MOBILE", "breakpoint": "lg"}"#)
        #expect(diagnostics.isEmpty)
        #expect(plan.baseInput.description == "theme=dark, size=mobile, breakpoint=lg")
    }

    @Test func lintCoversEveryContextOfEveryModifier() throws {
        let (plan, _) = try plan(#"{"size": "desktop", "breakpoint": "md"}"#)
        #expect(
            plan.coverageInputs.map(\.description) == [
                "theme=light, size=desktop, breakpoint=md", "theme=dark, size=desktop, breakpoint=md",
                "theme=light, size=mobile, breakpoint=md", "theme=light, size=desktop, breakpoint=lg",
                "theme=light, size=desktop, breakpoint=xlg",
            ])
    }

    /// One modifier gives each token its values per text size: a second bound to text sizes is an
    /// error where it is written (its per-size values were dropped without a word).
    @Test func onlyOneModifierIsBoundToTextSizes() throws {
        let (plan, diagnostics) = try plan(
            #"{"size": {"textSize": {"mobile": "large", "desktop": "extraExtraExtraLarge"}}, "breakpoint": {"textSize": {"md": "large", "lg": "accessibilityLarge"}}}"#
        )
        #expect(diagnostics.map(\.code) == [.resolverBinding])
        #expect(diagnostics.first?.message.contains("'size' is") == true)
        #expect(diagnostics.first?.location?.file == "dimens.json")
        #expect(plan.textSizes?.modifier == "size")
    }
}
