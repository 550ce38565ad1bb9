/// The DTCG 2025.10 types dimens carries through untouched, each checked as the Format module
/// states it (§8, §9): a token of the type, or a member of a composite that holds one.
extension ValueReader {
    /// `value` where DTCG expects a `type` value or an alias to a token of `accepts` (default:
    /// `type`). Problems are `value.nonconforming`: the value stays as written.
    mutating func carried(_ value: JSONValue, as type: TokenType, member: MemberPath, accepts: [TokenType]? = nil) {
        if alias(value, member: member, accepts: accepts ?? [type]).found { return }
        let what = named(member, type)
        switch type {
        case .color: color(value, what: what, member: member)
        case .duration: duration(value, what: what, member: member)
        case .cubicBezier: cubicBezier(value, what: what, member: member)
        case .fontFamily: fontFamily(value, what: what, member: member)
        case .fontWeight:
            if FontWeightName.number(value) == nil { nonconforming(fontWeightProblem(value, what), at: value) }
        case .number:
            guard let number = value.number?.double, number.isFinite else {
                return nonconforming("\(what) must be a number, not \(describe(value))", at: value)
            }
            if member.last == "position", !(0...1).contains(number) {
                diagnostics.append(
                    .warning(
                        .valueOutOfRange,
                        "gradient position \(describe(value)) is outside [0, 1]; DTCG reads it as \(number < 0 ? 0 : 1) (§9.7)",
                        at: location(value), token: token))
            }
        case .boolean:
            if value.bool == nil { nonconforming("\(what) must be true or false, not \(describe(value))", at: value) }
        case .strokeStyle:
            guard let keyword = value.string else {
                return nonconforming("\(what) must be a stroke style keyword, not \(describe(value))", at: value)
            }
            oneOf(
                keyword, Self.strokeKeywords, at: value,
                "\"\(keyword)\" in \(what) is not a stroke style keyword (§9.3.1)")
        case .transition: transition(value, what: what, member: member)
        case .gradient: gradient(value, what: what, member: member)
        default: break
        }
    }

    /// DTCG §9.3.1's keywords, and §9.3.2's line caps.
    static let strokeKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    static let lineCaps = ["round", "butt", "square"]

    /// Reports `text` unless it is one of `allowed` (case-sensitive), with "did you mean".
    mutating func oneOf(_ text: String, _ allowed: [String], at value: JSONValue, _ message: String) {
        guard !allowed.contains(text) else { return }
        let near = Suggestion.closest(to: text, in: allowed)
        nonconforming(
            message + "; it is one of " + JSONFieldWords.or(allowed.map { "\"\($0)\"" }), at: value,
            notes: near.map { [.init("did you mean \"\($0)\"?")] } ?? [])
    }

    func fontWeightProblem(_ value: JSONValue, _ what: String) -> String {
        "\(what) must be a weight from 1 to 1000 or one of DTCG's names (bold, regular, …), not \(describe(value)) (§8.4)"
    }

    /// §8.5: `{"value": 200, "unit": "ms"}`, in `ms` or `s`.
    private mutating func duration(_ value: JSONValue, what: String, member: MemberPath) {
        guard let object = value.object else {
            return nonconforming(
                "\(what) must be a duration {\"value\": 200, \"unit\": \"ms\"}, not \(describe(value)) (§8.5)",
                at: value)
        }
        checkKeys(of: object, known: ["value", "unit"], in: "a duration")
        number(object, "value", in: value, what: "a duration", member: member)
        guard let unit = object["unit"] else { return nonconforming("\(what) is missing \"unit\"", at: value) }
        if alias(unit, member: member + ["unit"], accepts: nil).found { return }
        guard let name = unit.string else {
            return nonconforming("a duration's \"unit\" must be \"ms\" or \"s\", not \(describe(unit))", at: unit)
        }
        oneOf(name, ["ms", "s"], at: unit, "duration unit \"\(name)\" is not one DTCG allows (§8.5)")
    }

    /// A finite number at `key`, or a pointer to one; reports it missing or of another kind.
    private mutating func number(
        _ object: JSONObject, _ key: String, in value: JSONValue, what: String, member: MemberPath
    ) {
        guard let part = object[key] else { return nonconforming("\(what) is missing \"\(key)\"", at: value) }
        if alias(part, member: member + [key], accepts: nil).found { return }
        guard let number = part.number?.double, number.isFinite else {
            return nonconforming("\(what)'s \"\(key)\" must be a number, not \(describe(part))", at: part)
        }
    }

    /// §8.6: four numbers, the x coordinates (first and third) in [0, 1].
    private mutating func cubicBezier(_ value: JSONValue, what: String, member: MemberPath) {
        guard let items = value.array, items.count == 4 else {
            return nonconforming(
                "\(what) must be four numbers [P1x, P1y, P2x, P2y], not \(value.array.map { "\($0.count) items" } ?? describe(value)) (§8.6)",
                at: value)
        }
        for (index, item) in items.enumerated() {
            if alias(item, member: member + [String(index)], accepts: nil).found { continue }
            guard let number = item.number?.double, number.isFinite else {
                nonconforming("item \(index) of \(what) must be a number, not \(describe(item))", at: item)
                continue
            }
            if index % 2 == 0, !(0...1).contains(number) {
                nonconforming("x coordinate \(describe(item)) of \(what) is outside [0, 1] (§8.6)", at: item)
            }
        }
    }

    /// §8.3: one font name, or a list of names.
    private mutating func fontFamily(_ value: JSONValue, what: String, member: MemberPath) {
        let problem = "\(what) must be a font name or a non-empty list of names, not \(describe(value)) (§8.3)"
        if let name = value.string {
            if name.isEmpty { nonconforming(problem, at: value) }
            return
        }
        guard let names = value.array, !names.isEmpty else { return nonconforming(problem, at: value) }
        for (index, name) in names.enumerated() where !alias(name, member: member + [String(index)], accepts: nil).found
        {
            if name.string?.isEmpty != false {
                nonconforming(
                    "font name \(index) of \(what) must be a non-empty string, not \(describe(name))", at: name)
            }
        }
    }

    /// §9.5: a duration, a delay and a timing function.
    private mutating func transition(_ value: JSONValue, what: String, member: MemberPath) {
        let parts: [(String, TokenType)] = [
            ("duration", .duration), ("delay", .duration), ("timingFunction", .cubicBezier),
        ]
        members(of: value, parts, what: what, member: member, type: .transition)
    }

    /// §9.7: a list of stops (a color and a position) or aliases to gradient tokens.
    private mutating func gradient(_ value: JSONValue, what: String, member: MemberPath) {
        guard let stops = value.array, !stops.isEmpty else {
            return nonconforming("\(what) must be a non-empty list of stops, not \(describe(value)) (§9.7)", at: value)
        }
        for (index, stop) in stops.enumerated() {
            let path = member + [String(index)]
            if alias(stop, member: path, accepts: [.gradient]).found { continue }
            members(
                of: stop, [("color", .color), ("position", .number)], what: "gradient stop \(index)", member: path,
                type: .gradient)
        }
    }

    /// An object of the members `parts`, each required and typed; others are unknown members.
    private mutating func members(
        of value: JSONValue, _ parts: [(name: String, type: TokenType)], what: String, member: MemberPath,
        type: TokenType
    ) {
        guard let object = value.object else {
            return nonconforming(
                "\(what) must be an object of \(JSONFieldWords.or(parts.map { "\"\($0.name)\"" })), not \(describe(value))",
                at: value)
        }
        checkKeys(of: object, known: parts.map(\.name), in: "a \(type.rawValue)", code: .compositeUnknownMember)
        for part in parts {
            guard let found = object[part.name] else {
                nonconforming("\(what) is missing \"\(part.name)\"", at: value)
                continue
            }
            carried(found, as: part.type, member: member + [part.name])
        }
    }
}

extension DiagnosticCode {
    /// A gradient stop's position outside [0, 1], which DTCG reads as clamped (a warning).
    package static let valueOutOfRange = DiagnosticCode("value.out-of-range")
}
