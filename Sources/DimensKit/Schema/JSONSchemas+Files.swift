/// The whole-file schemas: token files and the config.
extension JSONSchemas {
    /// A DTCG token file (format 2025.10) with dimens' block under `$extensions.dimens`.
    package static var tokenFile: JSONValue {
        let deprecated = JSONValue.object([
            ("type", .array([.string("boolean"), .string("string")])),
            ("description", .string("true, or why the token is deprecated")),
        ])
        // Either may be {"$ref": "#/…/$type"} instead, another property's (§7.4.2).
        let types = anyOf(
            enumeration(
                TokenType.known.map(\.rawValue), "the token's DTCG type; a group's applies to the tokens below it"),
            pointer)
        let description = anyOf(type("string", "what the token or group is for"), pointer)
        let extensions = type(
            "object", "tools' own data; dimens reads `dimens`", [("properties", .object(["dimens": dimensBlock]))])
        // A name may not start with `$` or hold `{`, `}` or `.` (DTCG).
        let name = "^[^${}.][^{}.]*$"
        // A token that states its own $type has its $value checked (one typed by its group cannot
        // be: a schema does not carry the group's type down).
        func typed(_ type: TokenType) -> JSONValue {
            .object([
                (
                    "if",
                    .object([
                        ("required", .array([.string("$type")])),
                        ("properties", .object(["$type": .object(["const": .string(type.rawValue)])])),
                    ])
                ),
                (
                    "then",
                    .object(["properties": .object(["$value": anyOf(alias, pointer, value(of: type))])])
                ),
            ])
        }
        let reference = JSONValue.object([
            ("type", .string("string")), ("pattern", .string("^#")),
            ("description", .string("a JSON Pointer to the token (or group) this one is: #/group/token")),
        ])
        let token = type(
            "object", "a token: its $value (or $ref), and its $type unless a group gives one",
            [
                (
                    "allOf",
                    .array(
                        TokenType.known.map(typed) + [
                            anyOf(
                                .object(["required": .array([.string("$value")])]),
                                .object(["required": .array([.string("$ref")])]))
                        ])
                ),
                (
                    "properties",
                    .object([
                        ("$value", .object(["description": .string("the value, or an alias such as {spacing.m}")])),
                        ("$ref", reference), ("$type", types), ("$description", description),
                        ("$deprecated", deprecated), ("$extensions", extensions),
                    ])
                ),
                ("additionalProperties", .bool(false)),
            ])
        let group = type(
            "object", "a group of tokens and groups",
            [
                (
                    "properties",
                    .object([
                        ("$type", types), ("$description", description), ("$deprecated", deprecated),
                        ("$extensions", extensions),
                        ("$extends", type("string", "a group this one copies, as {path}")),
                        ("$ref", reference),
                        ("$root", .object(["$ref": .string("#/$defs/token")])),
                        ("$schema", type("string", "this schema, for editors")),
                    ])
                ),
                ("patternProperties", .object([(name, .object(["$ref": .string("#/$defs/node")]))])),
                ("additionalProperties", .bool(false)),
            ])
        let node = JSONValue.object([
            ("if", .object([("type", .string("object")), ("required", .array([.string("$value")]))])),
            ("then", .object(["$ref": .string("#/$defs/token")])),
            ("else", .object(["$ref": .string("#/$defs/group")])),
        ])
        return .object([
            ("$schema", .string(draft)), ("title", .string("dimens token file")),
            (
                "description",
                .string("DTCG 2025.10 design tokens with dimens' per-screen block under $extensions.dimens")
            ),
            ("$ref", .string("#/$defs/group")),
            ("$defs", .object([("group", group), ("node", node), ("token", token), ("dimens", dimensBlock)])),
        ])
    }

    /// `dimens.json`.
    package static var config: JSONValue {
        let families = JSONValue.object([
            ("type", .string("array")),
            ("items", enumeration(DeviceFamily.allCases.map(\.rawValue), "a device family")),
        ])
        let catalog = type(
            "object", "the devices: families to include, a catalog file to add or to use instead",
            [
                (
                    "properties",
                    .object([
                        ("include", families), ("extend", type("string", "a catalog file whose devices are added")),
                        ("replace", type("string", "a catalog file used instead of the built-in one")),
                    ])
                ),
                ("additionalProperties", .bool(false)),
            ])
        let reference = JSONValue.object([
            ("description", .string("the screen every model is the identity on: a size, \"appdimens\" or a device id")),
            (
                "anyOf",
                .array([
                    .object([
                        ("type", .string("object")), ("required", .array([.string("width"), .string("height")])),
                        (
                            "properties",
                            .object([
                                ("width", .object([("type", .string("number")), ("exclusiveMinimum", .number(0))])),
                                ("height", .object([("type", .string("number")), ("exclusiveMinimum", .number(0))])),
                            ])
                        ),
                        ("additionalProperties", .bool(false)),
                    ]),
                    .object(["type": .string("string")]),
                ])
            ),
        ])
        let textSize = type(
            "object", "contexts bound to the reader's text sizes",
            [
                ("required", .array([.string("textSize")])), ("additionalProperties", .bool(false)),
                (
                    "properties",
                    .object([
                        "textSize": type(
                            "object",
                            "context → text size, as UIContentSizeCategory names it without prefix; one bound to large",
                            [
                                (
                                    "additionalProperties",
                                    enumeration(ContentSizeCategory.allCases.map(\.rawValue), "a text size")
                                )
                            ])
                    ])
                ),
            ])
        let modifiers = type(
            "object",
            "each resolver modifier: a context name, contexts bound to selectors, or contexts bound to text sizes",
            [
                (
                    "additionalProperties",
                    .object([
                        "anyOf": .array([
                            .object(["type": .string("string")]),
                            type(
                                "object", "context → the selector of the screens that take it",
                                [
                                    (
                                        "additionalProperties",
                                        .object([("type", .string("string")), ("pattern", .string(selectorPattern))])
                                    )
                                ]),
                            textSize,
                        ])
                    ])
                )
            ])
        let lint = type(
            "object", "diagnostic code → severity",
            [
                (
                    "propertyNames",
                    .object(["enum": .array(DiagnosticCode.registry.entries.map { .string($0.code.rawValue) })])
                ),
                ("additionalProperties", .object(["enum": .array(["error", "warning", "off"].map(JSONValue.string))])),
            ])
        let references = JSONValue.object([
            ("type", .string("array")),
            ("items", .object([("type", .string("string")), ("pattern", .string("^#/(sets|modifiers)/"))])),
        ])
        let resolverOrder = type(
            "object", "steps added to the resolver's resolutionOrder: before its own (prepend) or after (append)",
            [
                ("properties", .object([("prepend", references), ("append", references)])),
                ("additionalProperties", .bool(false)),
            ])
        return .object([
            ("$schema", .string(draft)), ("title", .string("dimens.json")),
            ("description", .string("the dimens configuration")),
            ("type", .string("object")),
            (
                "properties",
                .object([
                    ("$schema", type("string", "this schema, for editors")),
                    (
                        "tokens",
                        .object([
                            ("type", .string("array")), ("items", .object(["type": .string("string")])),
                            ("description", .string("token files or globs, relative to the config")),
                        ])
                    ),
                    ("interfaceBuilder", interfaceBuilder),
                    ("resolver", type("string", "a DTCG resolver file, instead of tokens")), ("modifiers", modifiers),
                    ("resolverOrder", resolverOrder),
                    ("catalog", catalog),
                    (
                        "platforms",
                        .object([
                            ("type", .string("array")), ("minItems", .number(1)),
                            ("items", enumeration(Platform.allCases.map(\.rawValue), "a platform")),
                            (
                                "description",
                                .string("the platforms whose devices are screens (default: [\"apple\"])")
                            ),
                        ])
                    ),
                    (
                        "orientations",
                        .object([
                            ("type", .string("array")),
                            ("items", enumeration(Config.Orientation.allCases.map(\.rawValue), "an orientation")),
                        ])
                    ),
                    (
                        "multitasking",
                        type(
                            "boolean",
                            "iPad Split View and Slide Over windows as screens (default: on when pads are included)")
                    ),
                    (
                        "allowFilesOutside",
                        type("boolean", "let the resolver name files outside this config's folder (default: false)")
                    ),
                    ("reference", reference), ("defaults", .object(["$ref": .string("#/$defs/dimens")])),
                    ("scaled", scaledProfiles),
                    (
                        "rules",
                        .object([
                            ("type", .string("array")), ("items", configRule),
                            ("description", .string("dimens blocks by token path, in order; a later rule wins")),
                        ])
                    ),
                    (
                        "outDir",
                        type(
                            "string", "where outputs are written, relative to the config", [("default", .string("out"))]
                        )
                    ),
                    ("templates", type("string", "the folder of your templates", [("default", .string("templates"))])),
                    (
                        "outputs",
                        .object([("type", .string("array")), ("items", .object(["$ref": .string("#/$defs/output")]))])
                    ), ("lint", lint),
                ])
            ),
            ("additionalProperties", .bool(false)),
            ("$defs", .object([("dimens", dimensBlock), ("output", output)])),
        ])
    }
}
