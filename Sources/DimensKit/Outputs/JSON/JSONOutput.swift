/// The `json` output (the reference's "The json output" (Dimens.docc)): every screen and every token's values,
/// written by code so it is always valid JSON, byte-identical for identical inputs. Its shape does
/// not depend on the build's size: `dimens/2` gives each screen a row and each token its values by
/// row (`JSONOutput+Rows`), so the file grows with the distinct rows rather than the screens; the
/// `schema` option asks for `dimens/1` instead, which keys every value by screen id.
package enum JSONOutput {
    /// The schema name of `dimens/1`, values keyed by screen id.
    package static let schema = "dimens/1"

    /// The `schema` option of the json output.
    package typealias Schema = JSONOutputSchema

    /// The json output in the schema `choice` asks for; `model` holds the table's rows.
    package static func render(
        _ table: ScaledTable, model: RenderModel, choice: Schema, source: @escaping @Sendable (SourceLocation) -> String
    ) -> String {
        choice == .byRow ? renderByRow(table, packed: model.packed, source: source) : render(table, source: source)
    }

    /// About how many bytes `render` would write (at least that many), found without writing:
    /// each value's text per screen (or per row), its screen key, and each token's header.
    package static func estimatedBytes(_ table: ScaledTable, model: RenderModel, choice: Schema) -> Int {
        let byRow = choice == .byRow
        let places = byRow ? model.packed.screenRowCount : table.screens.count
        let keys = byRow ? 0 : table.screens.reduce(0) { $0 + $1.id.utf8.count + 8 }
        var total = table.screens.count * 300
        for token in table.tokens {
            let sizes = 1 + token.textSizes.count
            switch token.values {
            case .numbers: total += sizes * (keys + places * 12)
            case .booleans: total += sizes * (keys + places * 6)
            case .strings(let texts):
                total += sizes * (keys + places * 2 + (texts.map(\.utf8.count).max() ?? 0) * places)
            case .composite(let composite):
                total += table.screens.isEmpty ? 0 : sizes * (keys + places * (composite.json(0).compactLength + 8))
            case .constant(let json): total += json.compactLength
            }
            total += 200 + token.token.path.description.utf8.count
            // The rules that apply, each pattern once: thousands of rules matching every token add up.
            total += token.token.token.rules.reduce(0) { $0 + $1.utf8.count + 12 }
        }
        return total
    }

    /// `dimens/1`. `source` maps a token's location to the text of its `source` field (`file:line:col`).
    package static func render(_ table: ScaledTable, source: (SourceLocation) -> String) -> String {
        var out = JSONTextBuffer(capacity: table.tokens.count * table.screens.count * 48)
        out.open("{")
        out.key("schema")
        out.string(schema)
        out.key("reference")
        out.value(.object(["width": .number(table.reference.width), "height": .number(table.reference.height)]))
        out.key("screens")
        let platforms = table.namesPlatforms
        out.value(.array(table.screens.indices.map { screen(table, $0, platforms: platforms) }))
        out.key("tokens")
        out.open("[")
        let keys = table.screens.map { JSONTextBuffer.encodedKey($0.id) }
        let labels = table.inputs.map { $0.label(for: ResolverInput.varying(table.inputs)) }
        for token in table.tokens {
            out.item()
            write(token, keys: keys, labels: labels, textSizes: table.textSizes, source: source, to: &out)
        }
        out.close("]")
        out.close("}")
        out.byte(UInt8(ascii: "\n"))
        return out.text
    }

    /// A screen; with a resolver, also `contexts`: the context of every modifier it was computed with.
    /// When the build has screens off the default platforms (Android's), every screen says its
    /// `platform`; a platform that classes windows (Android) gives its screens' `density`,
    /// `smallestWidth` and window classes instead of `ppi` and `sizeClass`.
    static func screen(_ table: ScaledTable, _ index: Int, row: Int? = nil, platforms: Bool) -> JSONValue {
        let screen = table.screens[index]
        var members: [(String, JSONValue)] = [
            ("id", .string(screen.id)), ("device", .string(screen.device.id)), ("name", .string(screen.device.name)),
            ("family", .string(screen.device.family.rawValue)),
        ]
        if platforms { members.append(("platform", .string(screen.platform.rawValue))) }
        members += [
            ("orientation", .string(screen.orientation.rawValue)),
            ("width", .number(screen.width)), ("height", .number(screen.height)),
            ("scale", .number(screen.device.scale)),
        ]
        switch screen.platform.sizeClasses {
        case .windowClasses:
            members += [
                ("density", screen.device.density.map(JSONValue.number) ?? .null),
                ("smallestWidth", screen.device.smallestWidth.map(JSONValue.number) ?? .null),
                ("windowWidthClass", .string(screen.windowWidthClass?.rawValue ?? "")),
                ("windowHeightClass", .string(screen.windowHeightClass?.rawValue ?? "")),
            ]
        case .traits:
            members += [
                ("ppi", screen.device.ppi.map(JSONValue.number) ?? .null),
                ("sizeClass", screen.sizeClass.map { JSONValue.string($0.rawValue) } ?? .null),
            ]
        }
        if let input = table.input(ofScreen: index) {
            members.append(("contexts", .object(input.choices.map { ($0.modifier, .string($0.context)) })))
        }
        if let row { members.append(("row", .number(row))) }
        return .object(members)
    }

    /// One token, its per-screen values written straight into the buffer; `keys` are the screen
    /// ids, encoded once per build.
    /// A token's `path`, `type`, `model`, `source`, with a resolver `sources`, and for per-screen
    /// tokens what they are defined with — the `base` value, `overrides`, the other `settings` in
    /// words and the config `rules` that apply — so `dimens diff` can say which changed.
    static func writeHeader(
        _ token: ScaledToken, labels: [String], source: (SourceLocation) -> String, to out: inout JSONTextBuffer
    ) {
        out.key("path")
        out.string(token.token.path.description)
        if let type = token.token.type {
            out.key("type")
            out.string(type.rawValue)
        }
        if let model = token.model {
            out.key("model")
            out.string(model.rawValue)
        }
        out.key("source")
        out.string(source(token.token.token.location))
        if !token.sourcesByInput.isEmpty {
            out.key("sources")
            out.value(
                .object(
                    zip(labels, token.sourcesByInput).compactMap { label, location in
                        location.map { (label, .string(source($0))) }
                    }))
        }
        if case .constant = token.values { return }
        if let base = baseText(token.token.value) {
            out.key("base")
            out.string(base)
        }
        if let overrides = token.token.settings.overrides, !overrides.isEmpty {
            out.key("overrides")
            out.value(overridesJSON(overrides))
        }
        let settings = token.token.settings.summary(includingOverrides: false)
        if !settings.isEmpty {
            out.key("settings")
            out.string(settings)
        }
        if !token.token.token.rules.isEmpty {
            out.key("rules")
            out.value(.array(token.token.token.rules.map(JSONValue.string)))
        }
    }

    /// Overrides as written: selector → value, or selector → {member: value} for a composite's.
    static func overridesJSON(_ overrides: [SelectorRule<ScalarValue>]) -> JSONValue {
        var members: [(String, JSONValue)] = []
        for rule in overrides {
            let selector = rule.selector.description
            guard let member = rule.member else {
                members.append((selector, rule.value.json))
                continue
            }
            if let at = members.firstIndex(where: { $0.0 == selector }), case .object(var object) = members[at].1.kind {
                object.members.append(.init(key: member, keyPosition: .start, value: rule.value.json))
                members[at].1 = JSONValue(.object(object))
            } else {
                members.append((selector, .object([(member, rule.value.json)])))
            }
        }
        return .object(members)
    }

    /// A composite's value on each screen, as one compact line.
    static func compositeLines(_ composite: ScaledComposite, screens: [Int]) -> [[UInt8]] {
        screens.map { Array(JSONWriter.write(composite.json($0), pretty: false).utf8) }
    }

    /// `textSizes`: the token's values at each text size of the table where they differ, each
    /// written as `values` is by `write`.
    static func writeTextSizes(
        _ token: ScaledToken, sizes: [ContentSizeCategory], to out: inout JSONTextBuffer,
        _ write: (ScaledToken.Values, inout JSONTextBuffer) -> Void
    ) {
        let present = sizes.filter { token.textSizes[$0] != nil }
        guard !present.isEmpty else { return }
        out.key("textSizes")
        out.open("{")
        for size in present {
            out.key(size.rawValue)
            write(token.textSizes[size]!, &out)
        }
        out.close("}")
    }

    /// The value a per-screen token is defined with, before scaling: `16px`, `1.4`, `"Home"`.
    static func baseText(_ value: TokenValue) -> String? {
        switch value {
        case .dimension(let dimension): NumberText.plain(dimension.value) + dimension.unit.rawValue
        case .number(let number): NumberText.plain(number)
        case .string(let text): "\"\(text)\""
        case .boolean(let flag): String(flag)
        case .composite, .other: nil
        }
    }

    /// `labels` name the build's inputs, for `sources` (where the token is defined under each).
    static func write(
        _ token: ScaledToken, keys: [[UInt8]], labels: [String], textSizes: [ContentSizeCategory],
        source: (SourceLocation) -> String,
        to out: inout JSONTextBuffer
    ) {
        out.open("{")
        writeHeader(token, labels: labels, source: source, to: &out)
        func perScreen<T>(_ values: [T], _ out: inout JSONTextBuffer, _ write: (T, inout JSONTextBuffer) -> Void) {
            out.open("{")
            for (key, value) in zip(keys, values) {
                out.key(encoded: key)
                write(value, &out)
            }
            out.close("}")
        }
        func values(_ values: ScaledToken.Values, _ out: inout JSONTextBuffer) {
            switch values {
            case .numbers(let values): perScreen(values, &out) { $1.number($0) }
            case .strings(let values): perScreen(values, &out) { $1.string($0) }
            case .booleans(let values): perScreen(values, &out) { $1.value(.bool($0)) }
            case .composite(let composite):
                perScreen(compositeLines(composite, screens: Array(keys.indices)), &out) { $1.raw($0) }
            case .constant(let json): out.value(json)
            }
        }
        if case .constant = token.values { out.key("value") } else { out.key("values") }
        values(token.values, &out)
        writeTextSizes(token, sizes: textSizes, to: &out, values)
        out.close("}")
    }
}

extension ScalarValue {
    /// The value as JSON: an override's value in the json output.
    var json: JSONValue {
        switch self {
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .boolean(let flag): .bool(flag)
        }
    }
}

extension JSONValue {
    /// The length of the value written compactly, counted without writing it.
    var compactLength: Int {
        switch kind {
        case .null: 4
        case .bool(let flag): flag ? 4 : 5
        case .number(let number): number.literal.utf8.count
        case .string(let text): text.utf8.count + 2
        case .array(let items): items.reduce(2) { $0 + $1.compactLength + 1 }
        case .object(let object): object.members.reduce(2) { $0 + $1.key.utf8.count + 4 + $1.value.compactLength }
        }
    }
}
