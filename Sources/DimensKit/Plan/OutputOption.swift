/// One output option as a config, the JSON Schema, `templates/README.md` and the render context
/// see it: its name, type, default and meaning, and how a written value is checked and read.
/// Declared once, by the output kind that takes it (or in `TemplateOptions.swift`).
package struct OutputOption: Sendable {
    /// Its key in an output's `options` object.
    package let name: String
    /// The JSON type it is written as: `string`, `boolean`, `number` or `integer`.
    package let type: String
    /// Its default, as the reference and the JSON Schema show it.
    package let defaultValue: JSONValue
    /// What it does, for the reference and the JSON Schema's `description`.
    package let meaning: String
    /// JSON Schema keywords beyond the type: `enum`, `pattern`, `exclusiveMinimum`.
    package let constraints: [(String, JSONValue)]
    /// Reads a written value into the options, reporting it to the fields when it is not valid.
    let read: @Sendable (inout JSONFields, JSONObject.Member, inout OutputOptions) -> Void
    let value: @Sendable (OutputOptions) -> JSONValue

    /// A string matching `pattern` that `valid` accepts.
    package static func text(
        _ key: OptionKey<String>, _ meaning: String, pattern: String, expected: String,
        valid: @escaping @Sendable (String) -> Bool
    ) -> OutputOption {
        OutputOption(
            name: key.name, type: "string", defaultValue: .string(key.defaultValue), meaning: meaning,
            constraints: [("pattern", .string(pattern))],
            read: { fields, member, options in
                if let text = fields.string(member, expected, where: valid) { options[key] = text }
            },
            value: { .string($0[key]) })
    }

    /// One of the strings `choices`.
    package static func words(_ key: OptionKey<String>, _ choices: [String], _ meaning: String) -> OutputOption {
        OutputOption(
            name: key.name, type: "string", defaultValue: .string(key.defaultValue), meaning: meaning,
            constraints: [("enum", .array(choices.map(JSONValue.string)))],
            read: { fields, member, options in
                if let text = fields.oneOf(member, choices) { options[key] = text }
            },
            value: { .string($0[key]) })
    }

    /// One case of a string enum, the first the default.
    package static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ key: OptionKey<Choice>, _ meaning: String
    ) -> OutputOption where Choice.RawValue == String {
        let choices = Choice.allCases.map(\.rawValue)
        let expected = JSONFieldWords.or(choices.enumerated().map { "\"\($1)\"" + ($0 == 0 ? " (the default)" : "") })
        return OutputOption(
            name: key.name, type: "string", defaultValue: .string(key.defaultValue.rawValue), meaning: meaning,
            constraints: [("enum", .array(choices.map(JSONValue.string)))],
            read: { fields, member, options in
                if let choice = fields.choice(member, as: Choice.self, expected: expected) { options[key] = choice }
            },
            value: { .string($0[key].rawValue) })
    }

    /// `true` or `false`.
    package static func flag(_ key: OptionKey<Bool>, _ meaning: String) -> OutputOption {
        OutputOption(
            name: key.name, type: "boolean", defaultValue: .bool(key.defaultValue), meaning: meaning,
            constraints: [],
            read: { fields, member, options in
                if let flag = fields.bool(member) { options[key] = flag }
            },
            value: { .bool($0[key]) })
    }

    /// A number that `valid` accepts, described to the user as `expected` and to the JSON Schema
    /// as `constraints`.
    package static func number(
        _ key: OptionKey<Double>, _ meaning: String, constraints: [(String, JSONValue)], expected: String,
        valid: @escaping @Sendable (Double) -> Bool
    ) -> OutputOption {
        OutputOption(
            name: key.name, type: "number", defaultValue: .number(key.defaultValue), meaning: meaning,
            constraints: constraints,
            read: { fields, member, options in
                if let number = fields.number(member, expected, where: valid) { options[key] = number }
            },
            value: { .number($0[key]) })
    }

    /// A whole number from `range`.
    package static func count(
        _ key: OptionKey<Int>, _ meaning: String, range: ClosedRange<Int>, expected: String
    ) -> OutputOption {
        OutputOption(
            name: key.name, type: "integer", defaultValue: .number(key.defaultValue), meaning: meaning,
            constraints: [("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))],
            read: { fields, member, options in
                let valid = { (count: Double) in
                    count >= Double(range.lowerBound) && count <= Double(range.upperBound) && count.rounded() == count
                }
                if let count = fields.number(member, expected, where: valid) { options[key] = Int(count) }
            },
            value: { .number(Double($0[key])) })
    }

    /// `"typeName" must be …, not "9x"`; an option the output does not take names those it does.
    static func words(_ template: String, kinds: OutputKindTable) -> JSONFieldWords {
        let names = kinds.options(for: template).map(\.name)
        let takes = names.isEmpty ? "takes no options" : "takes \(names.joined(separator: ", "))"
        return JSONFieldWords(
            code: .configValue, unknownKeyCode: .configUnknownKey,
            unknownKey: { "unknown option '\($0)': the \(template) output \(takes)" },
            message: { mistake in "\"\(mistake.key)\" must be \(mistake.expected), not \(mistake.shown)" })
    }
}
