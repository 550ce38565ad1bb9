/// A profile of the config's `scaled`, typed: a model whose value on one screen is the base times
/// a factor of that screen, and the rounding after it. `d.scaled(x, as: profile)` in the generated
/// code equals, on every screen, a dimension token of base `x` whose dimens block is the profile's
/// (over the config's `defaults`, as every token's is).
package struct ScaledProfile: Sendable, Hashable {
    package var name: String
    package var model: ModelParameters
    package var rounding: Rounding
    /// Where the profile's name is written (`scaled` itself for the `default` profile taken from
    /// `defaults`).
    package var location: SourceLocation?

    /// The config's profiles, `default` first (the config's `defaults` when `scaled` has no
    /// `default`), the others in the order written; a profile with settings no factor can express
    /// is left out and reported (`config.scaled-nonlinear`).
    package static func profiles(of config: Config) -> ([ScaledProfile], [Diagnostic]) {
        guard let specs = config.scaled else { return ([], []) }
        var defaults = DimensSettings()
        if let block = config.defaults {
            // Its own findings are the front end's, which reads it under every token.
            var parser = DimensBlockParser(block: block, deviceIDs: nil)
            defaults = parser.parse()
        }
        var diagnostics: [Diagnostic] = []
        var profiles: [ScaledProfile] = []
        let written = specs.first { $0.name == "default" }
        let ordered = [written] + specs.filter { $0.name != "default" }.map { Optional($0) }
        for spec in ordered {
            var own: DimensSettings?
            if let spec {
                var parser = DimensBlockParser(block: spec.block, deviceIDs: nil)
                own = parser.parse()
                diagnostics += parser.diagnostics
            }
            let settings = own.map { $0.merged(over: defaults) } ?? defaults
            let name = spec?.name ?? "default"
            let problems = Self.problems(settings, own: own, name: name, at: spec?.location ?? config.scaledLocation)
            diagnostics += problems
            guard problems.isEmpty else { continue }
            let kind = settings.model?.value ?? .fixed
            profiles.append(
                ScaledProfile(
                    name: name, model: ModelParameters(kind: kind, settings: settings),
                    rounding: Rounding(
                        target: settings.round?.value ?? .pixel, mode: settings.roundingMode?.value ?? .nearest),
                    location: spec?.location ?? config.scaledLocation))
        }
        return (profiles, diagnostics)
    }

    /// The settings of a profile that no factor per screen can express, each where it is written:
    /// selectors (`overrides`, `bases`, `multipliers`) and clamps vary by screen or by value, a
    /// `physical` length is in inches, and `fluid` with `minValue` or `maxValue` adds a constant.
    static func problems(_ settings: DimensSettings, own: DimensSettings?, name: String, at location: SourceLocation?)
        -> [Diagnostic]
    {
        var found: [(key: String, why: String, at: SourceLocation, inherited: Bool)] = []
        func add(_ key: String, _ why: String, _ at: SourceLocation?, ownValue: Bool) {
            if let at { found.append((key, why, at, !ownValue)) }
        }
        let selectorWhy = "applies on the screens a selector matches, not as a factor of the value"
        add("overrides", selectorWhy, settings.overrides?.first?.location, ownValue: own?.overrides != nil)
        add("bases", selectorWhy, settings.bases?.first?.location, ownValue: own?.bases != nil)
        add("multipliers", selectorWhy, settings.multipliers?.first?.location, ownValue: own?.multipliers != nil)
        add("min", "clamps the value, which no factor does", settings.min?.location, ownValue: own?.min != nil)
        add("max", "clamps the value, which no factor does", settings.max?.location, ownValue: own?.max != nil)
        let kind = settings.model?.value ?? .fixed
        if kind == .physical {
            add(
                "model", "physical converts a length in mm, cm or in, and a profile scales points",
                settings.model?.location, ownValue: own?.model != nil)
        }
        if kind == .fluid {
            for parameter in [ModelParameter.minValue, .maxValue] {
                add(
                    parameter.rawValue, "makes fluid add a constant to the value (v·f + c), which no factor does",
                    settings.parameters[parameter]?.location, ownValue: own?.parameters[parameter] != nil)
            }
        }
        if let style = own?.textStyle {
            found.append(("textStyle", "is Dynamic Type, which a profile does not apply", style.location, false))
        }
        return found.map { entry in
            .error(
                .configScaledNonlinear,
                "the scaled profile '\(name)' cannot be computed in code: '\(entry.key)' \(entry.why), so d.scaled(x) could not equal a token of base x",
                at: entry.at,
                notes: (entry.inherited
                    ? [
                        .init(
                            "'\(entry.key)' comes from the config's \"defaults\"; give the profile settings of its own")
                    ]
                    : [])
                    + (location.map { [.init("the profile '\(name)' is here", at: $0)] } ?? []))
        }
    }
}

extension ModelParameters {
    /// Whether the model's value on every screen is the base times a factor of that screen (no
    /// constant added): every model but `fluid` with explicit bounds. (`physical` is too, in
    /// inches; profiles refuse it for its unit.)
    package var isLinearInBase: Bool { kind != .fluid || (minValue == nil && maxValue == nil) }
}

extension DiagnosticCode {
    /// A scaled profile with settings no factor per screen can express (clamps, selectors,
    /// fluid bounds, a physical model).
    package static let configScaledNonlinear = DiagnosticCode("config.scaled-nonlinear")
    /// A scaled profile whose factor is negative or not finite on a screen.
    package static let configScaledFactor = DiagnosticCode("config.scaled-factor")
}
