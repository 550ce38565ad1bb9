extension DiagnosticCodeRegistry {
    /// The codes of the stages that read the files: JSON, resolvers, Figma's export, token files.
    static let readingGroups: [DiagnosticCodeGroup] = [
        .init(
            "JSON (every file dimens reads)",
            [
                .error("json.syntax", "The text is not valid JSON (a missing comma, quote or bracket)."),
                .error(
                    "json.string",
                    "A string holds invalid UTF-8, a bad escape, a raw control character or a lone surrogate."),
                .error("json.duplicate-key", "One object has the same key twice."),
                .error("json.too-deep", "Objects and arrays nest deeper than 128 levels."),
            ]),
        .init(
            "Resolvers (<doc:Resolvers>)",
            [
                .error("resolver.version", "A resolver file lacks `\"version\": \"2025.10\"`."),
                .error(
                    "resolver.structure", "A resolver key holds the wrong kind of value, or a required key is missing."),
                .error(
                    "resolver.ref",
                    "A `$ref` names nothing, a remote file, a modifier outside `resolutionOrder`, or something inside `resolutionOrder`."
                ),
                .error("resolver.cycle", "References loop, or one points at a part of the document that contains it."),
                .error(
                    "resolver.context", "A modifier has fewer than two contexts, or a default that is not one of them."),
                .error("resolver.duplicate-name", "Two items of `resolutionOrder` have the same name."),
                .warning("resolver.unknown-key", "A resolver key the DTCG resolver module does not define."),
                .error(
                    "resolver.input",
                    "The config's `modifiers` do not fit the resolver: an unknown modifier or context, an input that is not a string, or a modifier without a default left unset."
                ),
                .error(
                    "resolver.binding",
                    "A screen that no context bound to screens covers, or that two equally specific contexts both match."
                ),
                .error(
                    "resolver.context-mismatch",
                    "A token computed under one input of the build is missing, or of another kind, under another."),
                .warning(
                    "resolver.constant-varies", "A token dimens carries through differs between the build's inputs."),
                .warning("resolver.unused-set", "A set of the resolver that `resolutionOrder` never reaches."),
            ]),
        .init(
            "Figma import (`init --from` a folder of Figma's variables export, <doc:Resolvers#Figma-variables-export>)",
            [
                .error(
                    "figma.not-export",
                    "A JSON file in the folder is not a mode of Figma's variables export (no `com.figma.modeName` at its root)."
                ),
                .error("figma.duplicate-mode", "Two files of one collection's folder are for the same mode."),
                .error(
                    "figma.mode-mismatch",
                    "The modes of one collection disagree: a token in one mode's file and not another's, or of another type."
                ),
                .error(
                    "figma.collection-overlap",
                    "One token path is in two collections (or a token in one where another has a group), so one would replace the other."
                ),
                .error(
                    "figma.layout",
                    "Files directly in the export folder cannot be sorted into collections by the variables they hold (some but not all in common, or one mode named twice)."
                ),
                .warning("figma.left-out", "Entries of the export folder that are not JSON files, left out."),
            ]),
        .init(
            "Token files",
            [
                .error(
                    "token.not-object",
                    "A member that should be a token or a group is something else, or a file is not a JSON object."),
                .error(
                    "token.name",
                    "A token or group name that is empty or holds `{`, `}` or `.`, or a token path over 4,096 bytes."),
                .error("token.nested", "A token inside a token."),
                .error("token.duplicate", "The same token path is defined twice, in one file or across files."),
                .error(
                    "token.property-type", "A `$` property holds a value of the wrong kind (`\"$description\": 3`)."),
                .warning("token.unknown-property", "A `$` property DTCG does not define."),
                .error(
                    "token.misspelt-property",
                    "A `$` key one typo from a DTCG one, such as `$vlaue` (with \"did you mean\")."),
                .error(
                    "token.uncomputable",
                    "A token dimens computes needs one it carries through (an alias into it, a dimens block on it)."),
                .error("group.extends", "A group's `$extends` names no group, or groups extend each other in a loop."),
            ]),
    ]
}
