/// Types the value of a `typography`, `shadow`, `border` or `strokeStyle` token member by member
/// (DTCG 2025.10 §9): each member that holds a length becomes one dimens computes per screen; the
/// others are carried as written, each checked as the DTCG type it holds, with their aliases
/// followed later. A missing required member or a member of the wrong kind is an error where it is
/// written; a member DTCG does not define is an error (§9.2: it makes the token invalid) that a
/// team may lower, but for a typography's CSS font and text properties, carried with a warning
/// (`TypographyExtraMembers`); a length in a unit dimens does not compute carries the whole token
/// through.
///
/// What real files write is accepted where the meaning is plain, as dimens extensions that
/// `--strict` names: members DTCG requires but design systems leave out (`letterSpacing`,
/// `lineHeight`, `fontWeight`) may be missing; a zero without a unit (`0`, `{"value": 0,
/// "unit": ""}`) is zero; `letterSpacing` may be in `em`; `lineHeight` may be a length.
extension ValueTyping {
    /// How one member may be written: its role, and for a carried member the DTCG type it holds.
    struct MemberRule {
        var name: String
        var role: MemberRole
        var required: Bool
        var type: TokenType? = nil
    }

    static let typographyMembers = [
        MemberRule(name: "fontFamily", role: .carried, required: true, type: .fontFamily),
        MemberRule(name: "fontSize", role: .length, required: true),
        MemberRule(name: "fontWeight", role: .fontWeight, required: false),
        MemberRule(name: "letterSpacing", role: .letterSpacing, required: false),
        MemberRule(name: "lineHeight", role: .lineHeight, required: false),
    ]
    static let shadowMembers = [
        MemberRule(name: "color", role: .carried, required: true, type: .color),
        MemberRule(name: "offsetX", role: .length, required: true),
        MemberRule(name: "offsetY", role: .length, required: true),
        MemberRule(name: "blur", role: .length, required: true),
        MemberRule(name: "spread", role: .length, required: true),
        MemberRule(name: "inset", role: .carried, required: false, type: .boolean),
    ]
    static let borderMembers = [
        MemberRule(name: "color", role: .carried, required: true, type: .color),
        MemberRule(name: "width", role: .length, required: true),
        MemberRule(name: "style", role: .carried, required: true, type: .strokeStyle),
    ]
    static let strokeStyleMembers = [
        MemberRule(name: "dashArray", role: .carried, required: true),
        MemberRule(name: "lineCap", role: .carried, required: true),
    ]

    /// The member rules of a composite type, for messages and the schema.
    static func memberRules(of type: TokenType) -> [MemberRule] {
        switch type {
        case .typography: typographyMembers
        case .shadow: shadowMembers
        case .border: borderMembers
        default: strokeStyleMembers
        }
    }

    /// A composite `$value`. A stroke style written as a keyword has nothing to compute: it is
    /// carried as it is.
    func composite(_ value: JSONValue, as type: TokenType, reader: inout ValueReader) -> Outcome {
        switch (type, value.kind) {
        case (.strokeStyle, .string):
            reader.carried(value, as: .strokeStyle, member: [])
            return .value(.other(value))
        case (.shadow, .array(let layers)):
            guard !layers.isEmpty else {
                reader.error("a shadow list needs at least one shadow", at: value)
                return .invalid
            }
            for (index, layer) in layers.enumerated() {
                // A layer may be another shadow token: `["{shadow.low}", {…}]`.
                switch reader.alias(layer, member: [String(index)], accepts: [.shadow]) {
                case .alias(let reference):
                    reader.members.append(
                        CompositeMember(
                            path: [String(index)], role: .carried, value: .alias(reference), location: location(layer)))
                case .malformed: continue
                case .notAnAlias: reader.object(layer, type: type, prefix: [String(index)])
                }
            }
        default:
            reader.object(value, type: type, prefix: [])
        }
        if reader.invalid { return .invalid }
        if let reason = reader.carried { return .carried(reason) }
        return .value(
            .composite(
                CompositeValue(type: type, members: reader.members, isList: type == .shadow && value.array != nil)))
    }
}

/// Composite members (DTCG §9): each member read by its rule, lengths as lengths, the rest as
/// the DTCG type they hold.
extension ValueReader {
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
        for rule in rules where object[rule.name] == nil {
            if rule.required {
                error(
                    "\(what) is missing \"\(rule.name)\"", at: value,
                    notes: [.init("a \(type.rawValue) has \(known.map { "\"\($0)\"" }.joined(separator: ", "))")])
            } else if type == .typography {
                extensionWarning(
                    "a typography without \"\(rule.name)\" is a dimens extension to DTCG (§9.8 requires every member)",
                    at: value)
            }
        }
        if type == .typography {
            checkTypographyKeys(of: object, known: known)
        } else {
            checkKeys(of: object, known: known, in: "a \(type.rawValue)", code: .compositeUnknownMember)
        }
        for member in object.members {
            let path = prefix + [member.key]
            guard let rule = rules.first(where: { $0.name == member.key }) else {
                add(path, .carried, .json(member.value), at: member.value)
                continue
            }
            read(member.value, rule: rule, type: type, path: path)
        }
    }

    private mutating func add(_ path: MemberPath, _ role: MemberRole, _ value: MemberValue, at json: JSONValue) {
        members.append(CompositeMember(path: path, role: role, value: value, location: location(json)))
    }

    /// The `$type`s an alias in a member may name (DTCG §9 lists each member's type; a line
    /// height may also be a length, a font family a dimens `string`); nil accepts any (a line cap).
    static func accepted(_ rule: ValueTyping.MemberRule) -> [TokenType]? {
        switch rule.role {
        case .length, .letterSpacing: [.dimension]
        case .lineHeight: [.number, .dimension]
        case .fontWeight: [.fontWeight]
        case .carried: rule.type.map { $0 == .fontFamily ? [.fontFamily, .string] : [$0] }
        }
    }

    /// Types an alias in a member breaks DTCG with but dimens can still use: a `fontWeight` that
    /// names a `number` token (§9.8 wants a font weight), a `value.nonconforming` error.
    static func tolerated(_ rule: ValueTyping.MemberRule) -> [TokenType] { rule.role == .fontWeight ? [.number] : [] }

    private mutating func read(_ value: JSONValue, rule: ValueTyping.MemberRule, type: TokenType, path: MemberPath) {
        switch alias(value, member: path, accepts: Self.accepted(rule), tolerates: Self.tolerated(rule)) {
        case .alias(let reference): return add(path, rule.role, .alias(reference), at: value)
        case .malformed: return
        case .notAnAlias: break
        }
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
            extensionWarning("a lineHeight that is a length is a dimens extension to DTCG (§9.8: a number)", at: value)
            if let length = length(value, member: name, relative: false) { add(path, .lineHeight, length, at: value) }
        case .fontWeight:
            guard let weight = FontWeightName.number(value) else {
                return error(
                    fontWeightProblem(value, "\"\(name)\""), at: value,
                    notes: Suggestion.note(for: value.string ?? "", in: FontWeightName.values.keys.sorted()))
            }
            add(path, .fontWeight, .number(weight), at: value)
        case .carried:
            carriedMember(value, rule: rule, type: type, path: path)
        }
    }

    /// Members kept as written, each checked as its DTCG type; a border's dash-pattern `style`
    /// and a `dashArray` hold lengths that are computed.
    private mutating func carriedMember(
        _ value: JSONValue, rule: ValueTyping.MemberRule, type: TokenType, path: MemberPath
    ) {
        switch rule.name {
        case "style" where value.object != nil:
            return object(value, type: .strokeStyle, prefix: path)
        case "dashArray":
            guard let items = value.array else {
                return error(
                    "\"dashArray\" must be a list of lengths such as [{\"value\": 4, \"unit\": \"px\"}], not \(describe(value))",
                    at: value)
            }
            if items.isEmpty {
                nonconforming("\"dashArray\" is empty; DTCG needs at least one length (§9.3.2)", at: value)
            }
            for (index, item) in items.enumerated() {
                read(
                    item, rule: .init(name: "dashArray", role: .length, required: true), type: type,
                    path: path + [String(index)])
            }
            return
        case "lineCap":
            if let cap = value.string {
                oneOf(cap, Self.lineCaps, at: value, "lineCap \"\(cap)\" is not one DTCG allows (§9.3.2)")
            } else {
                nonconforming(
                    "\"lineCap\" must be \"round\", \"butt\" or \"square\", not \(describe(value))", at: value)
            }
        default:
            if let memberType = rule.type { carried(value, as: memberType, member: path) }
        }
        add(path, .carried, .json(value), at: value)
    }
}

extension DiagnosticCode {
    /// A member a composite type does not define (an error a team may lower), with "did you mean"
    /// when it is spelt like one it does.
    package static let compositeUnknownMember = DiagnosticCode("composite.unknown-member")
}
