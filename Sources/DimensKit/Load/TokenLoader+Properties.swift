/// The `$` properties of a token or group, read and checked.
struct DTCGProperties {
    var type: Located<TokenType>?
    var hasInvalidType = false
    var description: String?
    var deprecated: Token.Deprecation?
    var extensions: JSONObject?
    var dimensBlock: DimensBlock?
}

extension TokenLoader {
    static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions"]
    static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]

    mutating func readProperties(of object: JSONObject, path: TokenPath, isToken: Bool) -> DTCGProperties {
        var properties = DTCGProperties()
        let known = isToken ? Self.tokenProperties : Self.groupProperties
        let token = path.segments.isEmpty ? nil : path.description
        for member in object.members where member.key.hasPrefix("$") {
            let value = member.value
            switch member.key {
            case "$type":
                readType(value, into: &properties, token: token)
            case "$description":
                if let text = value.string {
                    properties.description = text
                } else {
                    reportPropertyType("$description", expected: "a string", value, token: token)
                }
            case "$deprecated":
                switch value.kind {
                case .bool(let flag): properties.deprecated = flag ? .deprecated : nil
                case .string(let reason): properties.deprecated = .reason(reason)
                default: reportPropertyType("$deprecated", expected: "true, false or a string", value, token: token)
                }
            case "$extensions":
                readExtensions(value, into: &properties, token: token)
            case "$schema" where path.segments.isEmpty:
                continue
            case _ where known.contains(member.key):
                continue
            default:
                reportUnknownProperty(member, known: known, isToken: isToken, path: path)
            }
        }
        return properties
    }

    /// Every `$` key DTCG defines, for "did you mean".
    static let dtcgKeys = [
        "$value", "$type", "$description", "$deprecated", "$extensions", "$extends", "$root", "$schema",
    ]

    /// An unknown `$` key: a likely misspelling of a DTCG key (`$vlaue`) gets its own warning with
    /// the key it resembles; anything else is an unknown property.
    private mutating func reportUnknownProperty(
        _ member: JSONObject.Member, known: [String], isToken: Bool, path: TokenPath
    ) {
        let token = path.segments.isEmpty ? nil : path.description
        let placement = isToken ? "on a token" : "on a group"
        guard let intended = Suggestion.closest(to: member.key, in: Self.dtcgKeys) else {
            report(
                .warning(
                    .tokenUnknownProperty, "unknown property '\(member.key)' \(placement) is ignored",
                    at: location(member.keyPosition), token: token))
            return
        }
        let consequence =
            intended == "$value" && !isToken
            ? ": without \"$value\", '\(path.description.isEmpty ? "(root)" : path.description)' is read as a group, not a token"
            : ", and is ignored"
        report(
            .warning(
                .tokenMisspeltProperty,
                "'\(member.key)' \(placement) looks like a misspelt '\(intended)'\(consequence)",
                at: location(member.keyPosition), token: token, notes: [.init("did you mean '\(intended)'?")]))
    }

    private mutating func readType(_ value: JSONValue, into properties: inout DTCGProperties, token: String?) {
        guard let name = value.string else {
            properties.hasInvalidType = true
            reportPropertyType("$type", expected: "a string", value, token: token)
            return
        }
        let type = TokenType(rawValue: name)
        if !type.isKnown {
            report(
                .warning(
                    .typeUnknown,
                    "unknown $type \"\(name)\": tokens of this type are carried through untouched, not computed per screen",
                    at: location(value.position), token: token,
                    notes: Suggestion.note(for: name, in: TokenType.known.map(\.rawValue))))
        }
        properties.type = Located(type, at: location(value.position))
    }

    private mutating func readExtensions(_ value: JSONValue, into properties: inout DTCGProperties, token: String?) {
        guard let extensions = value.object else {
            reportPropertyType("$extensions", expected: "an object", value, token: token)
            return
        }
        properties.extensions = extensions
        guard let dimens = extensions.member("dimens") else { return }
        guard let block = dimens.value.object else {
            reportPropertyType("$extensions.dimens", expected: "an object", dimens.value, token: token)
            return
        }
        properties.dimensBlock = DimensBlock(
            object: block, file: file, location: location(dimens.keyPosition), owner: token)
    }

    private mutating func reportPropertyType(_ name: String, expected: String, _ value: JSONValue, token: String?) {
        report(
            .error(
                .tokenPropertyType, "\(name) must be \(expected), not \(value.kindDescription)",
                at: location(value.position), token: token))
    }

    /// DTCG name rules: not empty, no leading `$`, no `{`, `}` or `.`.
    mutating func checkName(_ name: String, at position: SourcePosition, path: TokenPath) -> Bool {
        let problem: String? =
            if name.isEmpty {
                "a token or group name cannot be empty"
            } else if let bad = name.first(where: { "{}.".contains($0) }) {
                "name '\(name)' cannot contain '\(bad)' (DTCG reserves '{', '}' and '.' for references)"
            } else { nil }
        guard let problem else { return true }
        report(.error(.tokenName, problem, at: location(position), token: path.appending(name).description))
        return false
    }
}

extension DiagnosticCode {
    /// An illegal token or group name.
    public static let tokenName = DiagnosticCode("token.name")
    /// A `$` property with a value of the wrong kind (`$description: 3`).
    public static let tokenPropertyType = DiagnosticCode("token.property-type")
    /// A `$` property DTCG does not define (a warning; an error under `--strict`).
    public static let tokenUnknownProperty = DiagnosticCode("token.unknown-property")
    /// A `$` key one typo away from a DTCG key, such as `$vlaue` (a warning with did-you-mean).
    public static let tokenMisspeltProperty = DiagnosticCode("token.misspelt-property")
    /// A `$type` that is not a DTCG type nor a dimens extension type: its tokens are carried
    /// through (a warning).
    public static let typeUnknown = DiagnosticCode("type.unknown")
}
