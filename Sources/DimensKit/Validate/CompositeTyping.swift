/// Types the value of a `typography`, `shadow`, `border` or `strokeStyle` token member by member
/// (DTCG 2025.10 §9): each member that holds a length becomes one dimens computes per screen; the
/// others are carried as written, with their aliases followed later. A missing required member or
/// a member of the wrong kind is an error where it is written; a length in a unit dimens does not
/// know carries the whole token through, with a warning, as for a dimension token.
///
/// What real files write is accepted where the meaning is plain: members DTCG requires but
/// design systems leave out (`letterSpacing`, `lineHeight`, `fontWeight`) may be missing; a zero
/// without a unit (`0`, `{"value": 0, "unit": ""}`) is zero; `letterSpacing` may be in `em`.
extension ValueTyping {
    /// How one member may be written.
    struct MemberRule {
        var name: String
        var role: MemberRole
        var required: Bool
    }

    static let typographyMembers = [
        MemberRule(name: "fontFamily", role: .carried, required: true),
        MemberRule(name: "fontSize", role: .length, required: true),
        MemberRule(name: "fontWeight", role: .fontWeight, required: false),
        MemberRule(name: "letterSpacing", role: .letterSpacing, required: false),
        MemberRule(name: "lineHeight", role: .lineHeight, required: false),
    ]
    static let shadowMembers = [
        MemberRule(name: "color", role: .carried, required: true),
        MemberRule(name: "offsetX", role: .length, required: true),
        MemberRule(name: "offsetY", role: .length, required: true),
        MemberRule(name: "blur", role: .length, required: true),
        MemberRule(name: "spread", role: .length, required: true),
        MemberRule(name: "inset", role: .carried, required: false),
    ]
    static let borderMembers = [
        MemberRule(name: "color", role: .carried, required: true),
        MemberRule(name: "width", role: .length, required: true),
        MemberRule(name: "style", role: .carried, required: true),
    ]

    /// The member rules of a composite type, for messages and the schema.
    static func memberRules(of type: TokenType) -> [MemberRule] {
        switch type {
        case .typography: typographyMembers
        case .shadow: shadowMembers
        case .border: borderMembers
        default:
            [
                MemberRule(name: "dashArray", role: .carried, required: true),
                MemberRule(name: "lineCap", role: .carried, required: true),
            ]
        }
    }

    /// A composite `$value`. A stroke style written as a keyword has nothing to compute: it is
    /// carried as it is.
    func composite(_ value: JSONValue, as type: TokenType, into diagnostics: inout [Diagnostic]) -> Outcome {
        var reader = CompositeReader(typing: self)
        switch (type, value.kind) {
        case (.strokeStyle, .string):
            return .value(.other(value))
        case (.shadow, .array(let layers)):
            guard !layers.isEmpty else {
                diagnostics.append(
                    .error(.valueInvalid, "a shadow list needs at least one shadow", at: location(value), token: token))
                return .invalid
            }
            for (index, layer) in layers.enumerated() {
                // A layer may be another shadow token: `["{shadow.low}", {…}]`.
                if case .reference(let reference) = Reference.detect(in: layer) {
                    reader.members.append(
                        CompositeMember(
                            path: [String(index)], role: .carried, value: .alias(reference), location: location(layer)))
                } else {
                    reader.object(layer, type: type, prefix: [String(index)])
                }
            }
        default:
            reader.object(value, type: type, prefix: [])
        }
        diagnostics += reader.diagnostics
        if reader.invalid { return .invalid }
        if let reason = reader.carried { return .carried(reason) }
        return .value(
            .composite(
                CompositeValue(type: type, members: reader.members, isList: type == .shadow && value.array != nil)))
    }
}

/// Reads the members of one composite value, collecting them and what is wrong with them.
struct CompositeReader {
    let typing: ValueTyping
    var members: [CompositeMember] = []
    var diagnostics: [Diagnostic] = []
    var invalid = false
    /// Why the token is carried through instead of computed (a unit dimens does not know).
    var carried: String?

    init(typing: ValueTyping) { self.typing = typing }

    private var token: String { typing.token }

    private mutating func error(_ message: String, at value: JSONValue, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(.valueInvalid, message, at: typing.location(value), token: token, notes: notes))
        invalid = true
    }

    /// One object of members (a typography, a border, a shadow or one layer of a shadow list, a
    /// stroke style's dash pattern), its members under `prefix`.
    mutating func object(_ value: JSONValue, type: TokenType, prefix: MemberPath) {
        let what =
            prefix.isEmpty
            ? "a \(type.rawValue) token's $value"
            : type == .shadow ? "shadow \(prefix[0]) of the list" : "\"\(prefix.joined(separator: "."))\""
        guard let object = value.object else {
            let shape =
                type == .shadow
                ? "an object of color, offsetX, offsetY, blur and spread, or a list of them"
                : "an object of its members"
            return error("\(what) must be \(shape), not \(value.kindDescription)", at: value)
        }
        let rules = ValueTyping.memberRules(of: type)
        let known = rules.map(\.name)
        for rule in rules where rule.required && object[rule.name] == nil {
            error(
                "\(what) is missing \"\(rule.name)\"", at: value,
                notes: [.init("a \(type.rawValue) has \(known.map { "\"\($0)\"" }.joined(separator: ", "))")])
        }
        for member in object.members {
            let path = prefix + [member.key]
            guard let rule = rules.first(where: { $0.name == member.key }) else {
                if let near = Suggestion.closest(to: member.key, in: known), !object.keys.contains(near) {
                    diagnostics.append(
                        .warning(
                            .compositeUnknownMember,
                            "\"\(member.key)\" is not a member of \(type.rawValue); it is carried through as written",
                            at: SourceLocation(file: typing.file, position: member.keyPosition), token: token,
                            notes: [.init("did you mean \"\(near)\"?")]))
                }
                add(path, .carried, .json(member.value), at: member.value)
                continue
            }
            read(member.value, rule: rule, type: type, path: path)
        }
    }

    private mutating func add(_ path: MemberPath, _ role: MemberRole, _ value: MemberValue, at json: JSONValue) {
        members.append(CompositeMember(path: path, role: role, value: value, location: typing.location(json)))
    }

    private mutating func read(_ value: JSONValue, rule: ValueTyping.MemberRule, type: TokenType, path: MemberPath) {
        if case .reference(let reference) = Reference.detect(in: value) {
            return add(path, rule.role, .alias(reference), at: value)
        }
        if case .malformed(let message) = Reference.detect(in: value) { return error(message, at: value) }
        let name = path.joined(separator: ".")
        switch rule.role {
        case .length, .letterSpacing:
            if let length = length(value, member: name, relative: rule.role == .letterSpacing) {
                add(path, rule.role, length, at: value)
            }
        case .lineHeight:
            if let number = value.number?.double, number.isFinite {
                return add(path, .lineHeight, .number(number), at: value)
            }
            if let length = length(value, member: name, relative: false) { add(path, .lineHeight, length, at: value) }
        case .fontWeight:
            guard let weight = FontWeightName.number(value) else {
                return error(
                    "\"\(name)\" must be a weight from 1 to 1000 or one of DTCG's names (bold, regular, …), not \(describe(value))",
                    at: value,
                    notes: Suggestion.note(for: value.string ?? "", in: FontWeightName.values.keys.sorted()))
            }
            add(path, .fontWeight, .number(weight), at: value)
        case .carried:
            carriedMember(value, name: rule.name, type: type, path: path)
        }
    }

    /// Members kept as written: a font family is a name or a list of names; a shadow's `inset`
    /// true or false; a border's `style` a keyword or a dash pattern whose lengths are computed.
    private mutating func carriedMember(_ value: JSONValue, name: String, type: TokenType, path: MemberPath) {
        switch name {
        case "fontFamily":
            let names = value.array?.allSatisfy { $0.string != nil } == true && value.array?.isEmpty == false
            guard value.string != nil || names else {
                return error("\"fontFamily\" must be a font name or a list of names, not \(describe(value))", at: value)
            }
        case "inset" where type == .shadow:
            guard value.bool != nil else {
                return error(
                    "\"\(path.joined(separator: "."))\" must be true or false, not \(describe(value))", at: value)
            }
        case "style" where type == .border:
            if value.object != nil { return object(value, type: .strokeStyle, prefix: path) }
            guard value.string != nil else {
                return error(
                    "a border's \"style\" must be a keyword such as \"solid\" or a dash pattern {\"dashArray\", \"lineCap\"}, not \(describe(value))",
                    at: value)
            }
        case "dashArray":
            guard let items = value.array else {
                return error(
                    "\"dashArray\" must be a list of lengths such as [{\"value\": 4, \"unit\": \"px\"}], not \(describe(value))",
                    at: value)
            }
            for (index, item) in items.enumerated() {
                read(
                    item, rule: .init(name: "dashArray", role: .length, required: true), type: type,
                    path: path + [String(index)])
            }
            return
        default:
            break
        }
        add(path, .carried, .json(value), at: value)
    }

    /// A length: `{"value": 16, "unit": "px"}`, `"16px"`, a unitless zero, or in `em` where
    /// `relative` (a letter spacing). A unit dimens does not know carries the token through.
    private mutating func length(_ value: JSONValue, member: String, relative: Bool) -> MemberValue? {
        let amount: Double
        let unitName: String
        switch value.kind {
        case .object(let object):
            guard let number = object["value"]?.number?.double, number.isFinite, let unit = object["unit"]?.string
            else {
                error(
                    "\"\(member)\" must be a length {\"value\": 16, \"unit\": \"px\"}, not \(describe(value))",
                    at: value)
                return nil
            }
            (amount, unitName) = (number, unit)
            if unit.isEmpty, number != 0 {
                error("\"\(member)\" has no unit; only zero may be written without one", at: value)
                return nil
            }
        case .string(let text):
            if typing.reportExtensions {
                extensionWarning("string length \"\(text)\" is a dimens extension to DTCG", at: value)
            }
            if let parsed = ValueTyping.legacyDimension(text) { return .length(parsed) }
            if let em = Self.emAmount(text) { return checkRelative(em, member: member, relative: relative, at: value) }
            error(
                "\"\(text)\" is not a length", at: value,
                notes: [.init("write it as {\"value\": 16, \"unit\": \"px\"}")])
            return nil
        case .number(let number) where number.double == 0:
            return .length(Dimension(0, .px))
        default:
            error("\"\(member)\" must be a length {\"value\": 16, \"unit\": \"px\"}, not \(describe(value))", at: value)
            return nil
        }
        if unitName.isEmpty { return .length(Dimension(0, .px)) }
        if unitName == "em" { return checkRelative(amount, member: member, relative: relative, at: value) }
        guard let unit = DimensionUnit(rawValue: unitName) else {
            diagnostics.append(
                .warning(
                    .valueUnit,
                    "unknown unit \"\(unitName)\" in \"\(member)\": '\(token)' is carried through untouched, not computed per screen",
                    at: typing.location(value), token: token,
                    notes: [.init(ValueTyping.unitsNote + "; em only in letterSpacing")]))
            carried = carried ?? "the unit \"\(unitName)\" of its \"\(member)\" is not one dimens knows"
            return nil
        }
        if unit.isExtension, typing.reportExtensions {
            extensionWarning("unit \"\(unitName)\" is a dimens extension to DTCG", at: value)
        }
        return .length(Dimension(amount, unit))
    }

    /// `em` is a fraction of the font size: meaningful for a letter spacing only.
    private mutating func checkRelative(_ amount: Double, member: String, relative: Bool, at value: JSONValue)
        -> MemberValue?
    {
        guard relative else {
            diagnostics.append(
                .warning(
                    .valueUnit,
                    "\"\(member)\" is in em, relative to a surrounding font size dimens does not know: '\(token)' is carried through untouched",
                    at: typing.location(value), token: token,
                    notes: [.init("em is computed in letterSpacing only, as a fraction of the token's fontSize")]))
            carried = carried ?? "its \"\(member)\" is in em"
            return nil
        }
        if typing.reportExtensions { extensionWarning("em in \"\(member)\" is a dimens extension to DTCG", at: value) }
        return .fontRelative(amount)
    }

    /// `"0.05em"`: the amount in em.
    private static func emAmount(_ text: String) -> Double? {
        guard text.hasSuffix("em"), !text.hasSuffix("rem"), let amount = Double(text.dropLast(2)), amount.isFinite
        else { return nil }
        return amount
    }

    private mutating func extensionWarning(_ message: String, at value: JSONValue) {
        diagnostics.append(.warning(.dtcgExtension, message, at: typing.location(value), token: token))
    }

    private func describe(_ value: JSONValue) -> String {
        value.string.map { "\"\($0)\"" } ?? value.number.map(\.literal) ?? value.kindDescription
    }
}

extension DiagnosticCode {
    /// A member a composite type does not define, spelt like one it does (a warning).
    public static let compositeUnknownMember = DiagnosticCode("composite.unknown-member")
}
