/// The scale stage for composite tokens, member by member, after every other token is scaled.
///
/// A length member is evaluated exactly as a dimension token with the composite's settings
/// would be, its overrides, bases and multipliers narrowed to the member (`memberPlan`). A member
/// that aliases another token takes that token's values on each screen, already scaled, and only
/// an override naming the member changes them. `letterSpacing` in `em` is that fraction of the
/// same screen's `fontSize`. Numbers (a `lineHeight` ratio, a `fontWeight`) stay as written unless
/// overridden; other members are carried with their aliases followed. A member that aliases a
/// composite (a border's `style`) takes that composite's members.
package struct CompositeScaler {
    let screens: [Screen]
    let reference: ScalingReference
    var cache: ScaleCache
    let context: Scaler.Context
    /// Every token of the set by path, and the values of those scaled so far.
    private let tokens: [TokenPath: ResolvedToken]
    private var scaled: [TokenPath: ScaledToken.Values] = [:]
    private var visiting: Set<TokenPath> = []
    /// Composites that could not be computed (reported once): a list aliasing a failed list twice
    /// per level asks for each again, which would repeat the work and the errors on every path.
    private var failed: Set<TokenPath> = []
    var reportedRules: Set<SourceLocation> = []
    var reportedTies: Set<SourceLocation> = []
    var diagnostics: [Diagnostic] = []
    /// One array per number written on every screen, shared by the members that hold it (by bit
    /// pattern, so -0 stays -0): every typography's `fontWeight` and `lineHeight` on every screen,
    /// and on an Android output's 700 probe screens, would otherwise be a copy per token.
    private var repeatedNumbers: [UInt64: [Double]] = [:]

    init(
        screens: [Screen], reference: ScalingReference, cache: ScaleCache, context: Scaler.Context,
        plain: [ScaledToken?], set: ResolvedTokenSet
    ) {
        self.screens = screens
        self.reference = reference
        self.cache = cache
        self.context = context
        tokens = Dictionary(set.tokens.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for token in plain.compactMap({ $0 }) { scaled[token.token.path] = token.values }
    }

    /// The model a composite's lengths use: its settings' model, `fixed` by default, as for a
    /// dimension token.
    static func model(of token: ResolvedToken) -> ScalingModelKind { token.settings.model?.value ?? .fixed }

    /// The token's members on every screen; nil when a member could not be computed (reported).
    mutating func scale(_ token: ResolvedToken) -> ScaledComposite? {
        if case .composite(let done)? = scaled[token.path] { return done }
        guard !failed.contains(token.path), case .composite(let value) = token.value,
            visiting.insert(token.path).inserted
        else { return nil }
        defer { visiting.remove(token.path) }
        checkMemberRules(of: token, value: value)
        // A letter spacing in em needs its layer's font size, wherever it is written: every
        // other member first, then those, each put back in its place.
        var computed: [Int: [ScaledMember]] = [:]
        // What is computed so far, in the order computed (members look theirs up by path).
        var done: [ScaledMember] = []
        var failed = false
        for pass in [false, true] {
            for (index, member) in value.members.enumerated() where member.value.isFontRelative == pass {
                guard let values = values(of: member, token: token, done: done) else {
                    failed = true
                    continue
                }
                computed[index] = values
                done += values
            }
        }
        guard !failed else {
            self.failed.insert(token.path)
            return nil
        }
        let result = ScaledComposite(
            type: value.type, isList: value.isList, members: computed.keys.sorted().flatMap { computed[$0]! })
        scaled[token.path] = .composite(result)
        return result
    }

    /// One member's values, or the members it stands for when it aliases a composite; nil, with
    /// an error reported, when it cannot be computed.
    private mutating func values(of member: CompositeMember, token: ResolvedToken, done: [ScaledMember])
        -> [ScaledMember]?
    {
        func one(_ values: MemberValues, isLength: Bool) -> [ScaledMember] {
            [ScaledMember(path: member.path, role: member.role, isLength: isLength, values: values)]
        }
        switch member.value {
        case .length(let length):
            return evaluate(member, of: token, length: length).map { one(.numbers($0), isLength: true) }
        case .fontRelative(let em):
            let fontSize = Array(member.path.dropLast()) + ["fontSize"]
            guard case .numbers(let sizes)? = done.first(where: { $0.path == fontSize })?.values else {
                return fail(
                    "\"\(member.dotted)\" of '\(token.path)' is in em, but its fontSize has no value to take it from",
                    member, token)
            }
            return one(
                .numbers(overridden(finished(sizes.map { em * $0 }, token: token), member: member, token: token)),
                isLength: true)
        case .number(let number):
            return one(
                .numbers(overridden(repeated(number), member: member, token: token)),
                isLength: false)
        case .json(let json):
            return one(.constant(json), isLength: false)
        case .alias(let reference):
            return aliased(member, reference: reference, token: token, done: done)
        }
    }

    /// `number` on every screen, shared with the other members that hold it.
    private mutating func repeated(_ number: Double) -> [Double] {
        if let shared = repeatedNumbers[number.bitPattern] { return shared }
        let values = Array(repeating: number, count: screens.count)
        if repeatedNumbers.count < 4096 { repeatedNumbers[number.bitPattern] = values }
        return values
    }

    /// Reports why a member has no value, and gives none.
    private mutating func fail(
        _ message: String, _ member: CompositeMember, _ token: ResolvedToken, code: DiagnosticCode = .valueInvalid
    ) -> [ScaledMember]? {
        diagnostics.append(.error(code, message, at: member.location, token: token.path.description))
        return nil
    }

    /// A length derived from another (em of a font size) on every screen: `finished(_:of:scale:trace:)`.
    private func finished(_ values: [Double], token: ResolvedToken) -> [Double] {
        var noTrace: EvaluationTrace? = nil
        return values.indices.map { Self.finished(values[$0], of: token, scale: context.scales[$0], trace: &noTrace) }
    }

    /// A member alias: the target's values on each screen (a part of a composite's for a pointer
    /// into its value), converted to what the member holds.
    private mutating func aliased(
        _ member: CompositeMember, reference: Reference, token: ResolvedToken, done: [ScaledMember]
    ) -> [ScaledMember]? {
        guard let target = tokens[reference.target] else { return nil }
        let inside = reference.valuePath ?? []
        if case .composite = target.value {
            guard let parts = aliasedParts(of: target, for: member, reference: reference, token: token, done: done)
            else { return nil }
            return members(member, takingParts: parts, of: target, reference: reference, token: token)
        }
        let values: ScaledToken.Values?
        if !inside.isEmpty {
            guard let part = target.token.value.descend(inside) else {
                return fail(
                    "\(reference) points to nothing inside the value of '\(target.path)'", member, token,
                    code: .aliasUnknown)
            }
            values = .constant(part)
        } else {
            values =
                scaled[target.path] ?? { if case .other(let json) = target.value { .constant(json) } else { nil } }()
        }
        guard let values else { return nil }
        return members(member, taking: values, of: target, reference: reference, token: token)
    }

    /// The members of composite `target` a member alias stands for: those under the pointer's
    /// path (all of them without one), of the token itself when it points into its own value;
    /// nil, with an error reported, when there are none or the alias leads back to the token.
    private mutating func aliasedParts(
        of target: ResolvedToken, for member: CompositeMember, reference: Reference, token: ResolvedToken,
        done: [ScaledMember]
    ) -> [ScaledMember]? {
        let name = token.path.description
        let inside = reference.valuePath ?? []
        if target.path == token.path {
            // A member of the same token, computed before this one.
            let parts = done.filter { $0.path.starts(with: inside) }
            guard !parts.isEmpty else {
                return fail(
                    "\"\(member.dotted)\" of '\(name)' points to its own \"\(inside.joined(separator: "."))\", which has no value before it; write the value, or point to another token",
                    member, token, code: .aliasCycle)
            }
            return parts
        }
        guard !visiting.contains(target.path) else {
            return fail(
                "\"\(member.dotted)\" of '\(name)' refers back to '\(name)' through \(reference)", member,
                token, code: .aliasCycle)
        }
        guard let composite = scale(target) else { return nil }
        let parts = composite.members.filter { $0.path.starts(with: inside) }
        guard !parts.isEmpty else {
            return fail(
                "\(reference) points to nothing inside the value of '\(target.path)'", member, token,
                code: .aliasUnknown)
        }
        if inside.isEmpty, composite.isList, member.path.count == 1, Int(member.path[0]) != nil {
            return fail(
                "\(reference) is a list of shadows; a shadow list can only hold single shadows", member, token,
                code: .aliasTypeMismatch)
        }
        return parts
    }

    /// What a member makes of the composite parts it aliases: the one number it points to, with
    /// its overrides, where it holds a number; else the parts, moved under the member's path.
    private mutating func members(
        _ member: CompositeMember, takingParts parts: [ScaledMember], of target: ResolvedToken, reference: Reference,
        token: ResolvedToken
    ) -> [ScaledMember]? {
        let name = token.path.description
        let inside = reference.valuePath ?? []
        if parts.count == 1, parts[0].path == inside, member.role.isNumeric {
            guard case .numbers(let numbers) = parts[0].values else {
                return fail(
                    "\"\(member.dotted)\" of '\(name)' needs a number, but \(reference) is not one", member, token,
                    code: .aliasTypeMismatch)
            }
            return [
                ScaledMember(
                    path: member.path, role: member.role, isLength: parts[0].isLength,
                    values: .numbers(overridden(numbers, member: member, token: token)))
            ]
        }
        guard !member.role.isNumeric else {
            return fail(
                "\"\(member.dotted)\" of '\(name)' needs a number, but \(reference) is \(target.type?.rawValue ?? "a composite")",
                member, token, code: .aliasTypeMismatch)
        }
        return parts.map { part in
            ScaledMember(
                path: member.path + part.path.dropFirst(inside.count), role: part.role, isLength: part.isLength,
                values: part.values)
        }
    }

    /// What a member makes of the values of the (not composite) token it aliases: numbers, with
    /// its overrides, where it holds a number (a weight's name read as one); else the values
    /// carried as JSON on each screen.
    private mutating func members(
        _ member: CompositeMember, taking values: ScaledToken.Values, of target: ResolvedToken, reference: Reference,
        token: ResolvedToken
    ) -> [ScaledMember]? {
        /// The member carried through with `values`, not computed.
        func carried(_ values: MemberValues) -> [ScaledMember] {
            [ScaledMember(path: member.path, role: .carried, isLength: false, values: values)]
        }
        switch values {
        case .numbers(let numbers):
            guard member.role.isNumeric else { return carried(.perScreen(numbers.map(JSONValue.number))) }
            let isLength = target.type == .dimension && member.role != .fontWeight
            return [
                ScaledMember(
                    path: member.path, role: member.role, isLength: isLength,
                    values: .numbers(overridden(numbers, member: member, token: token)))
            ]
        case .composite:
            return nil
        case .strings(let texts):
            return carried(.perScreen(texts.map(JSONValue.string)))
        case .booleans(let flags):
            return carried(.perScreen(flags.map(JSONValue.bool)))
        case .constant(let json):
            guard member.role.isNumeric else { return carried(.constant(json)) }
            guard let number = member.role == .fontWeight ? FontWeightName.number(json) : json.number?.double else {
                let name = token.path.description
                diagnostics.append(
                    .error(
                        .aliasTypeMismatch,
                        "\"\(member.dotted)\" of '\(name)' needs a number, but \(reference) holds \(json.kindDescription)",
                        at: member.location, token: name))
                return nil
            }
            return [
                ScaledMember(
                    path: member.path, role: member.role, isLength: false,
                    values: .numbers(overridden(repeated(number), member: member, token: token)))
            ]
        }
    }

    /// A length member evaluated on every screen as a dimension token with the composite's
    /// narrowed settings.
    private mutating func evaluate(_ member: CompositeMember, of token: ResolvedToken, length: Dimension) -> [Double]? {
        guard let plan = Self.memberPlan(token, member: member, length: length) else { return nil }
        let problems = plan.signProblems()
        guard problems.isEmpty else {
            diagnostics += problems
            return nil
        }
        let result = Scaler.Job(plan, cache: &cache).run(context)
        guard result.problems.isEmpty, case .numbers(let values) = result.values else {
            diagnostics += Scaler.report(
                result.problems.map { ($0.0, screens[$0.1]) }, plan: plan, reference: reference)
            return nil
        }
        return values
    }
}
