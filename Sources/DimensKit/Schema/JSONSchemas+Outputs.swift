/// The parts of the config schema for its outputs and its storyboards: an output's keys and
/// options, and `interfaceBuilder`.
extension JSONSchemas {
    /// `interfaceBuilder`: one glob or a list of globs of storyboards and xibs.
    static var interfaceBuilder: JSONValue {
        let pattern = JSONValue.object([("type", .string("string")), ("pattern", .string("."))])
        return .object([
            (
                "description",
                .string(
                    "storyboards and xibs whose token names (dimensConstant, dimensFont, …) lint and build check: a glob or a list of globs, relative to the config"
                )
            ),
            (
                "anyOf",
                .array([pattern, .object([("type", .string("array")), ("minItems", .number(1)), ("items", pattern)])])
            ),
        ])
    }

    /// One entry of `outputs`, with the options its template takes.
    static var output: JSONValue {
        // Each option as its kind declares it: its type, default, meaning and which outputs take it.
        let optionSchemas = Dictionary(
            uniqueKeysWithValues: OutputKinds.table.allOptions.map { option -> (String, JSONValue) in
                let described =
                    option.constraints + [("default", option.defaultValue), ("description", .string(option.meaning))]
                let isChoice = option.constraints.contains { $0.0 == "enum" }
                return (option.name, .object(isChoice ? described : [("type", .string(option.type))] + described))
            })
        func options(for template: String?) -> JSONValue {
            let keys = OutputKinds.table.options(for: template ?? "").map {
                ($0.name, optionSchemas[$0.name]!)
            }
            let schema = JSONValue.object([
                (
                    "properties",
                    .object([
                        (
                            "options",
                            .object([
                                ("type", .string("object")), ("properties", .object(keys)),
                                ("additionalProperties", .bool(false)),
                            ])
                        )
                    ])
                )
            ])
            guard let template else { return schema }
            return .object([
                ("if", .object([("properties", .object(["template": .object(["const": .string(template)])]))])),
                ("then", schema),
            ])
        }
        let builtIn = OutputKinds.names
        let others = JSONValue.object([
            "not": .object(["anyOf": .array(builtIn.map { .object(["const": .string($0)]) })])
        ])
        return type(
            "object", "an output: a template and the file it renders, relative to outDir",
            [
                ("required", .array([.string("template"), .string("path")])),
                (
                    "properties",
                    .object([
                        (
                            "template",
                            type("string", builtIn.joined(separator: ", ") + ", or a template in the templates folder")
                        ),
                        ("path", type("string", "the file, relative to outDir")),
                        ("options", .object(["type": .string("object")])),
                    ])
                ),
                ("additionalProperties", .bool(false)),
                (
                    "allOf",
                    .array(
                        builtIn.map { options(for: $0) } + [
                            .object([
                                ("if", .object([("properties", .object(["template": others]))])),
                                ("then", options(for: nil)),
                            ])
                        ])
                ),
            ])
    }
}
