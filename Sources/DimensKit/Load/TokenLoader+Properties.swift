/// The `$` properties of a token or group, read and checked.
struct DTCGProperties {
    var type: Located<TokenType>?
    var hasInvalidType = false
    var description: String?
    var deprecated: Token.Deprecation?
    var extensions: JSONObject?
    var dimensBlock: DimensBlock?
    /// `$type` or `$description` written as `{"$ref": …}`, resolved once all is loaded.
    var references: [PropertyReference] = []
}

extension TokenLoader {
    static let tokenProperties = ["$value", "$ref", "$type", "$description", "$deprecated", "$extensions"]
    static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$ref", "$root"]

    /// `$description must be a string, not a number`; an unknown `$` key is a warning.
    static let tokenWords = words(placement: "on a token")
    static let groupWords = words(placement: "on a group")

    private static func words(placement: String) -> JSONFieldWords {
        JSONFieldWords(
            code: .tokenPropertyType, unknownKeyCode: .tokenUnknownProperty, unknownKeySeverity: .warning,
            unknownKey: { "unknown property '\($0)' \(placement) is ignored" },
            message: { mistake in "\(mistake.key) must be \(mistake.expected), not \(mistake.valueKind)" })
    }

    mutating func readProperties(of object: JSONObject, path: TokenPath, at position: SourcePosition, isToken: Bool)
        -> DTCGProperties
    {
        var properties = DTCGProperties()
        let known = isToken ? Self.tokenProperties : Self.groupProperties
        var fields = JSONFields(object, at: position, in: file, words: isToken ? Self.tokenWords : Self.groupWords)
        fields.words.token = path.segments.isEmpty ? nil : path.description
        for member in object.members where member.key.hasPrefix("$") {
            switch member.key {
            case "$type":
                if !readPropertyReference(member, into: &properties) { readType(member, into: &properties, &fields) }
            case "$description":
                if readPropertyReference(member, into: &properties) { continue }
                if let text = fields.string(member) { properties.description = text }
            case "$deprecated":
                switch member.value.kind {
                case .bool(let flag): properties.deprecated = flag ? .deprecated : nil
                case .string(let reason): properties.deprecated = .reason(reason)
                default:
                    fields.report(
                        JSONFieldMistake(
                            problem: .wrongType, key: member.key, expected: "true, false or a string",
                            value: member.value))
                }
            case "$extensions":
                readExtensions(member, into: &properties, &fields)
            case "$schema" where path.segments.isEmpty:
                continue
            case _ where known.contains(member.key):
                continue
            default:
                reportUnknownProperty(member, isToken: isToken, path: path, &fields)
            }
        }
        for diagnostic in fields.diagnostics { report(diagnostic) }
        return properties
    }

    /// Every `$` key DTCG defines, for "did you mean".
    static let dtcgKeys = [
        "$value", "$type", "$description", "$deprecated", "$extensions", "$extends", "$ref", "$root", "$schema",
    ]

    /// An unknown `$` key: a likely misspelling of a DTCG key (`$vlaue`) gets its own warning with
    /// the key it resembles; anything else is an unknown property.
    private func reportUnknownProperty(
        _ member: JSONObject.Member, isToken: Bool, path: TokenPath, _ fields: inout JSONFields
    ) {
        guard let intended = Suggestion.closest(to: member.key, in: Self.dtcgKeys) else {
            return fields.reportUnknown(member, suggesting: [])
        }
        let placement = isToken ? "on a token" : "on a group"
        let consequence =
            intended == "$value" && !isToken
            ? ": without \"$value\", '\(path.description.isEmpty ? "(root)" : path.description)' is read as a group, not a token"
            : ", and is ignored"
        fields.report(
            "'\(member.key)' \(placement) looks like a misspelt '\(intended)'\(consequence)", at: member.keyPosition,
            code: .tokenMisspeltProperty, notes: [.init("did you mean '\(intended)'?")])
    }

    private func readType(
        _ member: JSONObject.Member, into properties: inout DTCGProperties, _ fields: inout JSONFields
    ) {
        guard let name = fields.string(member) else {
            properties.hasInvalidType = true
            return
        }
        let type = TokenType(rawValue: name)
        if !type.isKnown {
            // A near miss of a known type (`dimensoin`, `Color`: §5.2.2 types are case-sensitive)
            // is an error, so a typo never turns tokens into carried ones without a word; one edit
            // at most, so other tools' own types (`sizing`, `boxShadow`) stay carried.
            if let intended = Suggestion.closest(to: name, in: TokenType.known.map(\.rawValue), limit: 1) {
                fields.report(
                    "$type \"\(name)\" looks like a misspelt \"\(intended)\"", at: member.value.position,
                    code: .typeMisspelt, notes: [.init("did you mean '\(intended)'?")])
            } else {
                fields.report(
                    "unknown $type \"\(name)\": tokens of this type are carried through untouched, not computed per screen",
                    at: member.value.position, code: .typeUnknown, severity: .warning)
            }
        }
        properties.type = Located(type, at: location(member.value.position))
    }

    private func readExtensions(
        _ member: JSONObject.Member, into properties: inout DTCGProperties, _ fields: inout JSONFields
    ) {
        guard let extensions = fields.object(member) else { return }
        properties.extensions = extensions
        guard let dimens = extensions.member("dimens") else { return }
        guard let block = dimens.value.object else {
            return fields.report(
                JSONFieldMistake(
                    problem: .wrongType, key: "$extensions.dimens", expected: "an object", value: dimens.value))
        }
        properties.dimensBlock = DimensBlock(
            object: block, file: file, location: location(dimens.keyPosition), owner: fields.words.token)
    }

    /// Generated code names each token from its whole path: longer paths would pass what Java's
    /// class files hold for a name (65,535 bytes, `R.java`), so they are refused where written.
    package static let maximumPathBytes = 4_096

    /// DTCG name rules: not empty, no leading `$`, no `{`, `}` or `.`; and a path of at most
    /// `maximumPathBytes`.
    mutating func checkName(_ name: String, at position: SourcePosition, path: TokenPath) -> Bool {
        let bytes = path.segments.reduce(name.utf8.count) { $0 + $1.utf8.count + 1 }
        let problem: String? =
            if bytes > Self.maximumPathBytes {
                "a token's path is limited to \(Self.maximumPathBytes) bytes (its names in generated code come from it); this one has \(bytes)"
            } else if name.isEmpty {
                "a token or group name cannot be empty"
            } else if let bad = name.utf8.first(where: { $0 == 0x7B || $0 == 0x7D || $0 == 0x2E }) {
                "name '\(name)' cannot contain '\(Character(Unicode.Scalar(bad)))' (DTCG reserves '{', '}' and '.' for references)"
            } else { nil }
        guard let problem else { return true }
        report(.error(.tokenName, problem, at: location(position), token: path.appending(name).description))
        return false
    }
}

extension DiagnosticCode {
    /// An illegal token or group name.
    package static let tokenName = DiagnosticCode("token.name")
    /// A `$` property with a value of the wrong kind (`$description: 3`).
    package static let tokenPropertyType = DiagnosticCode("token.property-type")
    /// A `$` property DTCG does not define (a warning; an error under `--strict`).
    package static let tokenUnknownProperty = DiagnosticCode("token.unknown-property")
    /// A `$` key one typo away from a DTCG key, such as `$vlaue`: an error with did-you-mean (not
    /// one a team may lower: a misspelt `$value` leaves no token to carry).
    package static let tokenMisspeltProperty = DiagnosticCode("token.misspelt-property")
    /// A `$type` that is not a DTCG type nor a dimens extension type: its tokens are carried
    /// through (a warning).
    package static let typeUnknown = DiagnosticCode("type.unknown")
    /// A `$type` one typo from a known one (`dimensoin`): an error with did-you-mean (a team may
    /// lower it; the tokens are then carried through).
    package static let typeMisspelt = DiagnosticCode("type.misspelt")
}
