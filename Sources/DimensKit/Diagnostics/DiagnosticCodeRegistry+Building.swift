extension DiagnosticCodeRegistry {
    /// The codes of the config, the inputs and the stages that compute and write the outputs.
    static let buildingGroups: [DiagnosticCodeGroup] = [
        .init(
            "Config",
            [
                .error("config.value", "A config value of the wrong kind (in the config or an output's options)."),
                .error(
                    "config.unknown-key",
                    "A config key dimens does not know (an error, so that a misspelt key never falls back to a default)."
                ),
                .warning("config.rule-unused", "A config rule whose pattern matches no token."),
                .error(
                    "config.path",
                    "An output path that is absolute, leaves the output folder (`..`), names no file, or holds a control character."
                ),
                .error("config.template", "An output names a template that cannot be found."),
                .error(
                    "config.scaled-nonlinear",
                    "A `scaled` profile with settings no factor per screen can express (clamps, selectors, fluid bounds, a physical model)."
                ),
                .error(
                    "config.scaled-factor", "A `scaled` profile whose factor is negative or not finite on a screen."),
            ]),
        .init(
            "Inputs",
            [
                .error("input.missing", "An input file that does not exist or cannot be read."),
                .error("input.too-large", "An input file over the size limit."),
                .error(
                    "input.outside",
                    "A file a resolver, a token or storyboard pattern or `init --from` names outside the project's folder, which is not read (unless the config sets `allowFilesOutside`)."
                ),
                .error(
                    "input.no-files",
                    "A token, storyboard or xib pattern that matches no file, or a folder `init --from` or `dimens diff` reads that holds none."
                ),
                .error("input.too-many-tokens", "More than 250,000 tokens in one build."),
            ]),
        .init(
            "Catalog",
            [.error("catalog.entry", "A device catalog entry with a missing or invalid field, or a repeated id.")]),
        .init(
            "Scale",
            [
                .error("scale.non-finite", "A scaling model produced infinity or NaN."),
                .error(
                    "scale.negative",
                    "A positive value turns negative on a screen (by its model, or after clamping or rounding)."),
                .error("scale.unknown-density", "A physical length on a screen whose pixel density is unknown."),
                .warning(
                    "scale.nothing-computed",
                    "Every token is carried through and none computed, though some hold lengths."),
                .warning(
                    "scale.double-adaptation",
                    "A token whose value differs between the contexts bound to screens and that a model scales as well, so it adapts twice."
                ),
                .error("scale.memory-limit", "The scale stage's estimated memory exceeds `--max-memory`."),
                .warning("scale.fractional-number", "A number written whole that a scaling model makes fractional."),
            ]),
        .init(
            "Screens",
            [
                .warning(
                    "screens.orientation-left-out",
                    "A config computing one orientation whose tokens depend on it: they read a width, a height or a size class, which turning changes (<doc:Screens>)."
                )
            ]),
        .init(
            "Accessibility rules (above)",
            [
                .warning(
                    "a11y.tap-target",
                    "A dimension marked `\"tapTarget\": true` below 44 pt on an Apple screen or 48 dp on an Android one."
                ),
                .warning(
                    "a11y.min-text",
                    "Text (a `textStyle` token, a typography's `fontSize`) below 11 pt on an Apple screen or 12 sp on an Android one, at some text size."
                ),
                .warning(
                    "a11y.line-height",
                    "A typography's `lineHeight` below its `fontSize` on a screen, at some text size."),
            ]),
        .init(
            "Storyboards and xibs (above)",
            [
                .error("ib.xml", "A storyboard or xib that is not well-formed XML."),
                .error("ib.no-runtime", "Storyboards are checked, but no output generates the properties they name."),
                .error("ib.unknown-token", "A name in a storyboard or xib that is no token (or a group's)."),
                .error(
                    "ib.token-type",
                    "A token of a type the inspectable property does not take (a color on a constraint)."),
                .error(
                    "ib.property", "An inspectable key path on an element without it, a misspelt one, or not a string."),
                .error(
                    "ib.token-unapplied",
                    "A token the generated runtime has no row for (carried through, a deprecated typography): the app would keep the storyboard's value."
                ),
            ]),
        .init(
            "Outputs",
            [
                .error("output.write", "An output file that could not be written."),
                .error(
                    "output.too-large",
                    "An output too large to write or to compile: over 1 GiB, a table of more than 65,535 rows, a Swift or Kotlin file over its compiler's limit, or an android output whose probe screens' values would pass their limit."
                ),
                .error(
                    "output.conflict",
                    "An output that would land on an input, on another output, on dimens' own files, on a resource dimens did not write, or outside the output folder."
                ),
                .error(
                    "output.platform",
                    "An output written for one platform in a build without that platform's screens (add it to `platforms`)."
                ),
                .error("output.unlistable-path", "A path `dimens xcfilelists` cannot write as one line of a list."),
                .warning(
                    "output.interrupted",
                    "The last build was interrupted while replacing outputs, and this one writes them all again."),
            ]),
        .init("Templates", [.error("template.error", "A template that cannot be parsed or rendered.")]),
    ]

    /// The codes of the commands other than `build` and `lint`, after the output kinds'.
    package static let commandGroups: [DiagnosticCodeGroup] = [
        .init(
            "`dimens diff` (above)",
            [
                .error(
                    "diff.revision",
                    "`dimens diff --against REV`: the revision cannot be read (no git, no repository, no such revision)."
                ),
                .error(
                    "diff.folder",
                    "`dimens diff FOLDER`: a folder without a config that dimens cannot build alone (several resolvers)."
                ),
            ])
    ]
}
