/// Colors as the DTCG Color module 2025.10 writes them (§4): `{"colorSpace", "components",
/// "alpha", "hex"}`, each space with its three components and their ranges; `"none"` for a
/// missing component; `alpha` from 0 to 1; a 6-digit `hex` fallback. A color written as a hex
/// string (`"#0066cc"`, DTCG's earlier drafts) is a dimens extension.
extension ValueReader {
    /// The range of one component: `upper` excluded for a hue, nil bounds unbounded.
    struct ComponentRange {
        var name: String
        var lower: Double?
        var upper: Double?
        var upperExcluded = false

        func contains(_ x: Double) -> Bool {
            if let lower, x < lower { return false }
            guard let upper else { return true }
            return upperExcluded ? x < upper : x <= upper
        }

        var text: String {
            let low = lower.map(NumberText.plain) ?? "-∞"
            let high = upper.map(NumberText.plain) ?? "∞"
            return "[\(low), \(high)\(upperExcluded ? ")" : "]")"
        }
    }

    /// Color module §4.2: every space DTCG 2025.10 supports, with its components in order.
    static let colorSpaces: [(name: String, components: [ComponentRange])] = {
        func unit(_ names: String...) -> [ComponentRange] { names.map { ComponentRange(name: $0, lower: 0, upper: 1) } }
        let hue = ComponentRange(name: "hue", lower: 0, upper: 360, upperExcluded: true)
        func percent(_ name: String) -> ComponentRange { ComponentRange(name: name, lower: 0, upper: 100) }
        func free(_ name: String) -> ComponentRange { ComponentRange(name: name, lower: nil, upper: nil) }
        let rgb = unit("red", "green", "blue")
        let xyz = unit("x", "y", "z")
        return [
            ("srgb", rgb), ("srgb-linear", rgb), ("hsl", [hue, percent("saturation"), percent("lightness")]),
            ("hwb", [hue, percent("whiteness"), percent("blackness")]),
            ("lab", [percent("lightness"), free("a"), free("b")]),
            ("lch", [percent("lightness"), ComponentRange(name: "chroma", lower: 0, upper: nil), hue]),
            ("oklab", unit("lightness") + [free("a"), free("b")]),
            ("oklch", unit("lightness") + [ComponentRange(name: "chroma", lower: 0, upper: nil), hue]),
            ("display-p3", rgb), ("a98-rgb", rgb), ("prophoto-rgb", rgb), ("rec2020", rgb), ("xyz-d65", xyz),
            ("xyz-d50", xyz),
        ]
    }()

    static let colorKeys = ["colorSpace", "components", "alpha", "hex"]

    mutating func color(_ value: JSONValue, what: String, member: MemberPath) {
        if let text = value.string {
            guard HexColor.rgba(text) != nil else {
                return nonconforming(
                    "\(what) \"\(text)\" is not a color", at: value,
                    notes: [
                        .init("write {\"colorSpace\": \"srgb\", \"components\": [0, 0.4, 0.8]} (Color module §4.1)")
                    ])
            }
            return extensionWarning(
                "a color written as the string \"\(text)\" is a dimens extension to DTCG", at: value)
        }
        guard let object = value.object else {
            return nonconforming(
                "\(what) must be an object of \"colorSpace\" and \"components\", not \(describe(value))", at: value)
        }
        checkKeys(of: object, known: Self.colorKeys, in: "a color")
        let space = colorSpace(object, in: value, what: what, member: member)
        components(object, space: space, in: value, what: what, member: member)
        if let alpha = object["alpha"], !alias(alpha, member: member + ["alpha"], accepts: nil).found {
            if !(alpha.number.map { (0...1).contains($0.double) } ?? false) {
                nonconforming("a color's \"alpha\" must be a number from 0 to 1, not \(describe(alpha))", at: alpha)
            }
        }
        if let hex = object["hex"], !alias(hex, member: member + ["hex"], accepts: nil).found { hexFallback(hex) }
    }

    /// The components' ranges of the color's space; nil when the space is missing or unknown (reported).
    private mutating func colorSpace(_ object: JSONObject, in value: JSONValue, what: String, member: MemberPath)
        -> [ComponentRange]?
    {
        guard let space = object["colorSpace"] else {
            nonconforming("\(what) is missing \"colorSpace\"", at: value)
            return nil
        }
        if alias(space, member: member + ["colorSpace"], accepts: nil).found { return nil }
        let names = Self.colorSpaces.map(\.name)
        guard let name = space.string, let found = Self.colorSpaces.first(where: { $0.name == name }) else {
            nonconforming(
                "colorSpace \(describe(space)) is not one of the Color module's (§4.2)", at: space,
                notes: Suggestion.closest(to: space.string ?? "", in: names).map { [.init("did you mean \"\($0)\"?")] }
                    ?? [.init("DTCG 2025.10 spaces: \(names.joined(separator: ", "))")])
            return nil
        }
        return found.components
    }

    private mutating func components(
        _ object: JSONObject, space: [ComponentRange]?, in value: JSONValue, what: String, member: MemberPath
    ) {
        guard let components = object["components"] else {
            return nonconforming("\(what) is missing \"components\"", at: value)
        }
        if alias(components, member: member + ["components"], accepts: nil).found { return }
        guard let items = components.array, items.count == 3 else {
            let count = components.array.map { "\($0.count) items" } ?? describe(components)
            let names = space.map { " (" + $0.map(\.name).joined(separator: ", ") + ")" } ?? ""
            return nonconforming("a color has three components\(names), not \(count)", at: components)
        }
        for (index, item) in items.enumerated() {
            if alias(item, member: member + ["components", String(index)], accepts: nil).found { continue }
            if item.string == "none" { continue }
            guard let number = item.number?.double, number.isFinite else {
                nonconforming("color component \(index) must be a number or \"none\", not \(describe(item))", at: item)
                continue
            }
            guard let range = space?[index], !range.contains(number) else { continue }
            nonconforming(
                "\(range.name) \(describe(item)) is outside \(range.text), its range in this color space (Color module §4.2)",
                at: item)
        }
    }

    /// §4.1: the fallback is 6-digit CSS hex. Other CSS hex lengths are a warning (`color.hex`):
    /// real files write `#fff`, and the components decide the color.
    private mutating func hexFallback(_ hex: JSONValue) {
        guard let text = hex.string, let digits = HexColor.digits(text) else {
            return nonconforming(
                "a color's \"hex\" must be a 6-digit hex color such as \"#0066cc\", not \(describe(hex))", at: hex)
        }
        guard digits.count != 6 else { return }
        diagnostics.append(
            .warning(
                .colorHex, "hex fallback \"\(text)\" is not 6-digit hex as the Color module requires (§4.1)",
                at: location(hex), token: token,
                notes: [.init("the components decide the color; the fallback is for tools that cannot read them")]))
    }
}

extension DiagnosticCode {
    /// A color's `hex` fallback in another CSS hex length than six digits (`#fff`): a warning.
    package static let colorHex = DiagnosticCode("color.hex")
}
