/// The options an output may take, typed. Every option is declared once, in `OutputOption.all`
/// below: its name, type, default, meaning and how a value is checked (each output kind says
/// which it takes). The config parser, the JSON Schema, `templates/README.md` (checked by a test) and the
/// render context's `options` read that list, so a new option is a field here and a line there.
package struct OutputOptions: Sendable, Hashable {
    /// The json output's shape.
    package var schema = JSONOutputSchema.byRow
    /// The generated Swift type (also the SwiftUI environment key's name, lowercased first).
    package var typeName = "Dimens"
    /// The access level of the generated API: `internal` (the app's own module, the default),
    /// `package` or `public` (a design-system package that exports its tokens).
    package var accessLevel = "internal"
    /// The prefix of CSS custom properties (`--PREFIX-spacing-card`).
    package var cssPrefix = ""
    /// Add `rows` (every distinct row of values, formatted) for templates that list values.
    package var rows = false
    /// The report's findings: a step between neighbouring screens above this ratio.
    package var jumpRatio = 1.5
    /// A missing interpolated name is an error.
    package var strict = false
    /// The language a user template writes, which decides escaping and naming rules.
    package var language = OutputLanguage.plain
    /// The Android output's folders: by smallest width (`values-swNNNdp`) or current width.
    package var qualifier = WidthQualifier.sw
    /// The Android output's largest relative step error between catalogued widths.
    package var tolerance = 0.02
    /// The package of generated Kotlin.
    package var kotlinPackage = "dimens"
    /// The swift output's Interface Builder support: token names on storyboard objects.
    package var inspectables = false
    /// The typescript output's `useDimens()` hook, which imports React and React Native; false
    /// for a TypeScript app without them.
    package var reactNative = true
    /// The css output writes each length whose values are linear in the viewport's width between
    /// two widths as one `clamp()` (text sizes in `rem`), the rest on the `min-width` ladder.
    package var fluid = false
    /// The css output's container variant: the same values under `@container NAME` queries, its
    /// clamps in `cqi`, for elements inside a `container: NAME / inline-size` element; empty: none.
    package var container = ""
    /// The compose output's `…FromWindow` reads Compose UI 1.8's `LocalWindowInfo.current.containerSize`
    /// (also in Compose Multiplatform's common code) instead of Android's `LocalConfiguration`
    /// (every Compose version).
    package var containerSize = false
    /// The swift output's accessor files besides its table's (`Dimens+Tokens1.swift`, …); 1
    /// writes one file.
    package var split = 1
    /// Where the swift output's fixed code lives: the `DimensRuntime` library (the default), or
    /// the generated file itself.
    package var runtime = SwiftRuntime.module

    package init() {}

    /// The most accessor files a swift output may be split into.
    package static let maximumSplit = 64

    /// Options read from an options object without checking them (`dimens context`, tests); a
    /// config's are checked by `init(checking:template:kinds:)`.
    package init(_ object: JSONObject) {
        var fields = JSONFields(object, at: .start, in: "", words: OutputOption.words("", kinds: OutputKindTable([])))
        for member in object.members {
            OutputOption.all.first { $0.name == member.key }?.read(&fields, member, &self)
        }
    }

    /// The options of an output of `template`, each checked by its declaration in
    /// `OutputOption.all`: taken by that output (`kinds`), and of the right type and range.
    init(checking fields: inout JSONFields, template: String, kinds: OutputKindTable) {
        let known = OutputOption.all.filter { kinds.takes(template, option: $0.name) }
        for member in fields.object.members {
            guard let option = known.first(where: { $0.name == member.key }) else {
                fields.reportUnknown(member, suggesting: known.map(\.name))
                continue
            }
            option.read(&fields, member, &self)
        }
    }

    /// Every option's value by name, for templates (`{{options.jumpRatio}}`).
    package var values: [(String, JSONValue)] { OutputOption.all.map { ($0.name, $0.value(self)) } }
}

/// The json output's `schema` option: values by row (the default) or keyed by screen id.
package enum JSONOutputSchema: String, CaseIterable, Sendable, Hashable {
    case byRow = "dimens/2"
    case keyedByScreen = "dimens/1"
}

/// The swift output's `runtime` option: the generated files import the `DimensRuntime` library
/// for the table's reader, the screen lookup and the UIKit and SwiftUI glue (the default), or
/// hold all of it themselves (for a project that runs dimens without SwiftPM).
package enum SwiftRuntime: String, CaseIterable, Sendable, Hashable {
    case module
    case embedded
}

/// One output option, declared once.
package struct OutputOption: Sendable {
    package let name: String
    /// The JSON type it is written as: `string`, `boolean` or `number`.
    package let type: String
    /// Its default, as the reference and the JSON Schema show it.
    package let defaultValue: JSONValue
    package let meaning: String
    /// JSON Schema keywords beyond the type: `enum`, `pattern`, `exclusiveMinimum`.
    package let constraints: [(String, JSONValue)]
    /// Reads a written value into the options, reporting it to the fields when it is not valid.
    let read: @Sendable (inout JSONFields, JSONObject.Member, inout OutputOptions) -> Void
    let value: @Sendable (OutputOptions) -> JSONValue

    package static let all: [OutputOption] = [
        choice(
            "schema", \.schema, "the json output's shape: values by row, or `\"dimens/1\"`, keyed by screen id"),
        text(
            "typeName", \.typeName,
            "name of the generated Swift, Kotlin or TypeScript type (also decides `environmentName`)",
            pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
            expected:
                "a Swift type name such as \"Dimens\" (letters, digits and _, not starting with a digit, not a keyword)",
            valid: SwiftIdentifier.isValid),
        words(
            "accessLevel", \.accessLevel, ["internal", "package", "public"],
            "access level of the generated API: `internal` (the tokens used in the module that generates them), `package`, or `public` for a design-system library that exports them"
        ),
        text(
            "cssPrefix", \.cssPrefix, "prefix of CSS custom properties: `--PREFIX-spacing-card`",
            pattern: "^[A-Za-z0-9_-]*$", expected: "letters, digits, '-' and '_'",
            valid: {
                $0.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
                }
            }),
        flag("rows", \.rows, "add `rows` (every distinct row of values) to the context"),
        OutputOption(
            name: "jumpRatio", type: "number", defaultValue: .number(1.5),
            meaning: "the report's findings: a change between neighbouring screens above this ratio",
            constraints: [("exclusiveMinimum", .number(1))],
            read: { fields, member, options in
                let valid = { (ratio: Double) in ratio > 1 && ratio.isFinite }
                if let ratio = fields.number(member, "a number above 1, such as 1.5", where: valid) {
                    options.jumpRatio = ratio
                }
            },
            value: { .number($0.jumpRatio) }),
        flag(
            "strict", \.strict, "a missing interpolated name is an error (the built-in templates always are strict)"),
        choice(
            "language", \.language,
            "the language a user template writes: its escaping and naming rules (`swift`, `css`, `html`, `json`, `kotlin`, `typescript`, `plain`)"
        ),
        choice(
            "qualifier", \.qualifier,
            "the Android output's folders: by smallest width (`\"sw\"`, `values-sw411dp`) or by current width (`\"w\"`, `values-w411dp`)"
        ),
        OutputOption(
            name: "tolerance", type: "number", defaultValue: .number(0.02),
            meaning:
                "the Android output's folders: the largest relative error a width between two catalogued ones may get (0.02 is 2%)",
            constraints: [("exclusiveMinimum", .number(0)), ("exclusiveMaximum", .number(1))],
            read: { fields, member, options in
                let valid = { (tolerance: Double) in tolerance > 0 && tolerance < 1 }
                if let tolerance = fields.number(member, "a number between 0 and 1, such as 0.02", where: valid) {
                    options.tolerance = tolerance
                }
            },
            value: { .number($0.tolerance) }),
        text(
            "kotlinPackage", \.kotlinPackage, "the package of generated Kotlin",
            pattern: "^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*$",
            expected: "a Kotlin package such as \"com.example.design\" (lowercase names joined by dots, no keyword)",
            valid: KotlinIdentifier.isValidPackage),
        OutputOption(
            name: "split", type: "integer", defaultValue: .number(1),
            meaning:
                "the swift output as a table file and this many accessor files (`Dimens+Tokens1.swift`, …), each token in the one its path hashes to: editing a token recompiles two files, and the compiler takes the files in parallel; 1 writes one file",
            constraints: [("minimum", .number(1)), ("maximum", .number(Double(OutputOptions.maximumSplit)))],
            read: { fields, member, options in
                let valid = { (count: Double) in
                    count >= 1 && count <= Double(OutputOptions.maximumSplit) && count.rounded() == count
                }
                if let count = fields.number(
                    member, "a whole number from 1 to \(OutputOptions.maximumSplit), such as 8", where: valid)
                {
                    options.split = Int(count)
                }
            },
            value: { .number(Double($0.split)) }),
        choice(
            "runtime", \.runtime,
            "where the swift output's fixed code lives (the table's reader, the screen lookup, the composite tokens' value types, the UIKit and SwiftUI glue): `\"module\"`, the `DimensRuntime` library the generated files import (add its product to the target), or `\"embedded\"`, in the generated file itself, which then needs no dependency"
        ),
        flag(
            "inspectables", \.inspectables,
            "the swift output's Interface Builder support: a storyboard or xib names tokens on constraints, stack views, text views and any view's corner radius and border width (`dimensConstant`, `dimensSpacing`, `dimensFont`, `dimensCornerRadius`, `dimensBorderWidth`), UIKit only"
        ),
        flag(
            "reactNative", \.reactNative,
            "the typescript output's `useDimens()` hook, which imports React and React Native; `false` for a TypeScript app without them"
        ),
        flag(
            "fluid", \.fluid,
            "the css output writes a length whose unrounded model is linear in the viewport's width as one `clamp()` with the model's own bounds (`min()`/`max()` where it has none; text sizes in `rem`, so the reader's font size applies), within one rounding step of every native screen's value; other values keep the `min-width` ladder; a token's dimens block `\"fluid\"` overrides it"
        ),
        flag(
            "containerSize", \.containerSize,
            "the compose output's `DimensFromWindow` reads the window's size from `LocalWindowInfo.current.containerSize` (public from Compose UI 1.8 and Compose Multiplatform 1.8, where the file can go in common code) instead of Android's `LocalConfiguration.current` (every Compose version)"
        ),
        text(
            "container", \.container,
            "the css output's container variant: every value again under `@container NAME` queries (clamps in `cqi`), for elements inside an element with `container: NAME / inline-size`; empty for none",
            pattern: "^([A-Za-z_][A-Za-z0-9_-]*)?$",
            expected: "a CSS name such as \"card\" (letters, digits, '-' and '_', not starting with a digit), or \"\"",
            valid: isContainerName),
    ]

    /// A `<container-name>`: a CSS identifier that is not `none`, `and`, `or`, `not` or a CSS-wide
    /// keyword (or empty: no container variant).
    static func isContainerName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return true }
        let reserved: Set<String> = [
            "none", "and", "or", "not", "initial", "inherit", "unset", "revert", "revert-layer", "default",
        ]
        return first.isASCII && (first.properties.isAlphabetic || first == "_") && !reserved.contains(name.lowercased())
            && name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }
    }

    static func text(
        _ name: String, _ field: WritableKeyPath<OutputOptions, String> & Sendable, _ meaning: String, pattern: String,
        expected: String, valid: @escaping @Sendable (String) -> Bool
    ) -> OutputOption {
        OutputOption(
            name: name, type: "string", defaultValue: .string(OutputOptions()[keyPath: field]), meaning: meaning,

            constraints: [("pattern", .string(pattern))],
            read: { fields, member, options in
                if let text = fields.string(member, expected, where: valid) { options[keyPath: field] = text }
            },
            value: { .string($0[keyPath: field]) })
    }

    static func words(
        _ name: String, _ field: WritableKeyPath<OutputOptions, String> & Sendable, _ choices: [String],
        _ meaning: String
    ) -> OutputOption {
        OutputOption(
            name: name, type: "string", defaultValue: .string(OutputOptions()[keyPath: field]), meaning: meaning,

            constraints: [("enum", .array(choices.map(JSONValue.string)))],
            read: { fields, member, options in
                if let text = fields.oneOf(member, choices) { options[keyPath: field] = text }
            },
            value: { .string($0[keyPath: field]) })
    }

    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ field: WritableKeyPath<OutputOptions, Choice> & Sendable, _ meaning: String,
    ) -> OutputOption where Choice.RawValue == String {
        let choices = Choice.allCases.map(\.rawValue)
        let expected = JSONFieldWords.or(choices.enumerated().map { "\"\($1)\"" + ($0 == 0 ? " (the default)" : "") })
        return OutputOption(
            name: name, type: "string", defaultValue: .string(OutputOptions()[keyPath: field].rawValue),
            meaning: meaning,
            constraints: [("enum", .array(choices.map(JSONValue.string)))],
            read: { fields, member, options in
                if let choice = fields.choice(member, as: Choice.self, expected: expected) {
                    options[keyPath: field] = choice
                }
            },
            value: { .string($0[keyPath: field].rawValue) })
    }

    static func flag(
        _ name: String, _ field: WritableKeyPath<OutputOptions, Bool> & Sendable, _ meaning: String
    ) -> OutputOption {
        OutputOption(
            name: name, type: "boolean", defaultValue: .bool(OutputOptions()[keyPath: field]), meaning: meaning,
            constraints: [],
            read: { fields, member, options in
                if let flag = fields.bool(member) { options[keyPath: field] = flag }
            },
            value: { .bool($0[keyPath: field]) })
    }

    /// `"typeName" must be …, not "9x"`; an option the output does not take names those it does.
    static func words(_ template: String, kinds: OutputKindTable) -> JSONFieldWords {
        let names = all.filter { kinds.takes(template, option: $0.name) }.map(\.name)
        let takes = names.isEmpty ? "takes no options" : "takes \(names.joined(separator: ", "))"
        return JSONFieldWords(
            code: .configValue, unknownKeyCode: .configUnknownKey,
            unknownKey: { "unknown option '\($0)': the \(template) output \(takes)" },
            message: { mistake in "\"\(mistake.key)\" must be \(mistake.expected), not \(mistake.shown)" })
    }
}
