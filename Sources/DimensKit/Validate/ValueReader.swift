/// Reads one `$value` against its DTCG 2025.10 type, part by part: the members of a composite
/// dimens computes (`CompositeTyping.swift`) and every value it carries through untouched
/// (`ValueReader+Carried.swift`, `ValueReader+Color.swift`), each checked as the spec states it.
///
/// It collects what it finds: composite members, the aliases written inside the value with the
/// types their places accept (the resolve stage checks them, DTCG §7.4.5), and diagnostics. A
/// malformed length makes the value invalid (`invalid`); a carried value that breaks the spec is
/// an error (`value.nonconforming`) that leaves the value usable as written, so a team that lowers
/// the error keeps its value.
struct ValueReader {
    let typing: ValueTyping
    var members: [CompositeMember] = []
    var aliases: [TypedAlias] = []
    var diagnostics: [Diagnostic] = []
    /// True when a part dimens computes is malformed (already reported).
    var invalid = false
    /// Why the token is carried through instead of computed (a unit dimens does not know).
    var carried: String?

    init(typing: ValueTyping) { self.typing = typing }

    var token: String { typing.token }

    func location(_ value: JSONValue) -> SourceLocation { typing.location(value) }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: typing.file, position: position)
    }

    /// A malformed part of a value dimens computes: the token cannot be computed.
    mutating func error(_ message: String, at value: JSONValue, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(.valueInvalid, message, at: location(value), token: token, notes: notes))
        invalid = true
    }

    /// A value dimens carries through that breaks DTCG: an error, but the value stays as written.
    mutating func nonconforming(_ message: String, at value: JSONValue, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(.valueNonconforming, message, at: location(value), token: token, notes: notes))
    }

    mutating func extensionWarning(_ message: String, at value: JSONValue) {
        guard typing.reportExtensions else { return }
        diagnostics.append(.warning(.dtcgExtension, message, at: location(value), token: token))
    }

    /// Reports every key of `object` that is not in `known` (with "did you mean"): `code` is
    /// `value.unknown-key` for a value object, `composite.unknown-member` for a composite; keys
    /// `skipping` accepts are left to the caller. One key in many values is one cause.
    mutating func checkKeys(
        of object: JSONObject, known: [String], in what: String, code: DiagnosticCode = .valueUnknownKey,
        skipping: (String) -> Bool = { _ in false }
    ) {
        for member in object.members where !known.contains(member.key) && !skipping(member.key) {
            let near = Suggestion.closest(to: member.key, in: known).flatMap { object[$0] == nil ? $0 : nil }
            diagnostics.append(
                .error(
                    code,
                    "\(what) holds only \(known.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(member.key)\"",
                    at: location(member.keyPosition), token: token,
                    notes: near.map { [.init("did you mean \"\($0)\"?")] } ?? [],
                    cause: "\(what) holding \"\(member.key)\""))
        }
    }

    /// What `alias` found where a value was expected.
    enum AliasReading {
        case notAnAlias
        case alias(Reference)
        /// A malformed alias, reported.
        case malformed

        var found: Bool { if case .notAnAlias = self { false } else { true } }
    }

    /// An alias written where DTCG expects a value: recorded with the types the place accepts
    /// (nil: any); a malformed one is reported and makes the value invalid.
    @discardableResult
    mutating func alias(
        _ value: JSONValue, member: MemberPath, accepts: [TokenType]?, tolerates: [TokenType] = []
    ) -> AliasReading {
        switch Reference.detect(in: value) {
        case .reference(let reference):
            // A pointer into another value is checked by the part it reaches, against the same types.
            aliases.append(
                TypedAlias(
                    reference: reference, location: location(value), member: member.joined(separator: "."),
                    accepts: accepts, tolerates: tolerates))
            return .alias(reference)
        case .malformed(let message):
            diagnostics.append(.error(.aliasSyntax, message, at: location(value), token: token))
            invalid = true
            return .malformed
        case .notAReference:
            return .notAnAlias
        }
    }

    /// How messages name a part: the token's value, or a member in quotes.
    func named(_ member: MemberPath, _ type: TokenType) -> String {
        member.isEmpty ? "a \(type.rawValue) token's $value" : "\"\(member.joined(separator: "."))\""
    }

    /// A value for messages: a string in quotes, a number as written, else its kind.
    func describe(_ value: JSONValue) -> String {
        value.string.map { "\"\($0)\"" } ?? value.number.map(\.literal) ?? value.kindDescription
    }
}

/// An alias written inside a value (a composite's member, a gradient stop's color, a layer of a
/// shadow list), with the `$type`s its place accepts: the resolve stage checks its target.
package struct TypedAlias: Sendable, Hashable {
    package var reference: Reference
    /// Where the alias is written.
    package var location: SourceLocation
    /// The member it stands for, dotted (`color`, `1.color`, `0.position`).
    package var member: String
    /// The `$type`s its target may have (for a pointer into a value, the types the part it reaches
    /// must be written as); nil accepts any.
    package var accepts: [TokenType]?
    /// Other `$type`s its target may have that break DTCG but leave the value usable
    /// (`value.nonconforming`).
    package var tolerates: [TokenType] = []
}

extension DiagnosticCode {
    /// A value of a type dimens carries through (a color, a duration, a gradient, …) that breaks
    /// DTCG 2025.10: an error a team may lower, and the value is then carried as written.
    package static let valueNonconforming = DiagnosticCode("value.nonconforming")
    /// A key a value object does not define (`{"value": 2, "unit": "px", "bad": true}`): an error a
    /// team may lower, and the key is then ignored.
    package static let valueUnknownKey = DiagnosticCode("value.unknown-key")
}
