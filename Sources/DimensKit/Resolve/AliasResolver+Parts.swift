/// Pointers into part of another token's value (`#/blue/$value/components`, `#/base/$value/fontSize`):
/// the part must fit the place it is used in (DTCG §7.4.5 and §7.5.3: "type mismatches: referenced
/// value incompatible with expected type"), as a whole-token alias of the wrong `$type` must. The
/// part is typed as each type the place accepts; when none takes it, the error is at the `$ref`,
/// naming what the place expects and what the pointer reaches.
extension AliasResolver {
    /// The part of token `target`'s value at `path`, following whole-token aliases to the literal
    /// they end at (`#/alias/$value/fontSize`); nil when there is none (the pointer is reported
    /// elsewhere) or the chain ends in another pointer into a value.
    func literalPart(of target: Int, path: [String]) -> (part: JSONValue, owner: Token)? {
        var hop = target
        var seen: Set<Int> = [target]
        while case .reference(let reference) = Reference.detect(in: tokens[hop].value) {
            guard reference.valuePath?.isEmpty ?? true, let next = index[reference.target],
                seen.insert(next).inserted
            else { return nil }
            hop = next
        }
        return tokens[hop].value.descend(path).map { ($0, tokens[hop]) }
    }

    /// Why `part` fits none of `types`, nil when one takes it: its JSON kind must be one the type
    /// is written as (§8, §9), and typing it as that type must not find it malformed. Problems a
    /// team may accept (a color component out of range) stay the target's own. An alias written
    /// there stands for its token, checked where that is resolved.
    func misfit(_ part: JSONValue, as types: [TokenType], in file: String, token name: String) -> String? {
        if Reference.detect(in: part).isReference { return nil }
        var first: String?
        for type in types where type.isKnown {
            if let shape = Self.shape(of: type), !shape.kinds.contains(part.kindDescription) {
                first = first ?? "a \(type.rawValue) is written as \(shape.text)"
                continue
            }
            var found: [Diagnostic] = []
            var inside: [TypedAlias] = []
            let typing = ValueTyping(file: file, token: name, reportExtensions: false)
            guard case .invalid = typing.type(part, as: type, into: &found, aliases: &inside) else { return nil }
            first = first ?? found.first(where: { $0.severity == .error })?.message
        }
        return first
    }

    /// The JSON kinds each type is written as (`kindDescription`), and how messages say it; nil
    /// for a type any kind may be typed as.
    static func shape(of type: TokenType) -> (kinds: Set<String>, text: String)? {
        switch type {
        case .color: (["an object", "a string"], "an object of colorSpace and components")
        case .dimension: (["an object", "a string"], "an object of value and unit")
        case .duration: (["an object"], "an object of value and unit")
        case .number: (["a number"], "a number")
        case .fontWeight: (["a number", "a string"], "a number or a weight's name")
        case .fontFamily: (["a string", "an array"], "a string or a list of strings")
        case .cubicBezier, .gradient: (["an array"], "an array")
        case .strokeStyle: (["a string", "an object"], "a keyword or an object")
        case .shadow: (["an object", "an array"], "an object of its members, or a list of them")
        case .typography, .border, .transition: (["an object"], "an object of its members")
        case .string: (["a string"], "a string")
        case .boolean: (["a boolean"], "true or false")
        default: nil
        }
    }

    /// What a pointer reaches, for messages: a string or number as written, else its kind.
    static func reached(_ part: JSONValue) -> String {
        switch part.kind {
        case .string(let text): "the string \"\(text)\""
        case .number(let number): "the number \(number.literal)"
        default: part.kindDescription
        }
    }

    /// A member alias `alias` points into token `target`'s value: an error at the `$ref` when the
    /// part does not fit the member. Returns false when it does not.
    mutating func checkPart(of alias: TypedAlias, path: [String], target: Int, in token: Token) -> Bool {
        guard let accepted = alias.accepts, let (part, owner) = literalPart(of: target, path: path),
            let reason = misfit(part, as: accepted + alias.tolerates, in: owner.file, token: token.path.description)
        else { return true }
        let reference = alias.reference
        diagnostics.append(
            .error(
                .aliasTypeMismatch,
                "\"\(alias.member)\" of '\(token.path)' must be \(accepted.map(\.rawValue).joined(separator: " or ")), but \(reference) points to \(Self.reached(part))",
                at: alias.location, token: token.path.description,
                notes: [.init("\(reason)", at: owner.location.at(part.position))],
                cause: "\"\(alias.member)\" points into '\(reference.target)'"))
        return false
    }

    /// A token's whole value is a pointer into another's: an error at the `$ref` when the part
    /// is not a `type` value, in place of the errors typing it finds where the part is written.
    mutating func reportPartMismatch(
        _ reference: Reference, part: JSONValue, owner: Token, type: TokenType, reason: String, from token: Token
    ) {
        diagnostics.append(
            .error(
                .aliasTypeMismatch,
                "'\(token.path)' is declared \(type.rawValue), but \(reference) points to \(Self.reached(part))",
                at: token.valueLocation, token: token.path.description,
                notes: [.init(reason, at: owner.location.at(part.position))],
                cause: "a \(type.rawValue) points into '\(reference.target)'"))
    }
}
