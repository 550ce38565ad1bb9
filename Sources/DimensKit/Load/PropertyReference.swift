/// A `$type` or `$description` written as `{"$ref": "#/…"}`: DTCG's pointer table (Format §7.4.2)
/// lists pointers to any property of a token, such as `#/colors/blue/$type`. The load stage
/// resolves it once every document is loaded, before groups hand their `$type` down, so a token
/// or group takes the referenced property as if it were written there.
struct PropertyReference: Sendable {
    /// `$type` or `$description`.
    var property: String
    /// The pointer as written, for messages.
    var pointer: String
    /// Where the `{"$ref": …}` object is written.
    var location: SourceLocation

    /// The properties a `$ref` may stand for, and those a pointer may reach.
    static let properties = ["$type", "$description"]
}

/// A property of a token or a group: what a `PropertyReference` names and resolves for.
struct PropertyKey: Hashable {
    var owner: TokenPath
    var property: String
    var isGroup: Bool
}

/// What a pointer on a property reached.
enum PropertyTarget {
    /// Text, and whether it is a `$type` already checked where it is written.
    case text(String, checkedType: Bool)
    /// Another property that is itself a `$ref`.
    case reference(PropertyKey)
    /// A `$type` that is invalid where it is written (already reported there).
    case invalid
    /// Nothing usable: the diagnostic says why.
    case problem(code: DiagnosticCode, message: String)
}

extension TokenLoader {
    /// Reads `member` (`$type` or `$description`) when it is `{"$ref": …}`: true when it is one,
    /// recorded in `properties` or reported as malformed.
    mutating func readPropertyReference(_ member: JSONObject.Member, into properties: inout DTCGProperties) -> Bool {
        guard let object = member.value.object, object["$ref"] != nil else { return false }
        switch Reference.detect(in: member.value) {
        case .reference(let reference) where reference.syntax == .pointer:
            properties.references.append(
                PropertyReference(
                    property: member.key, pointer: reference.text, location: location(member.value.position)))
        case .malformed(let message):
            report(.error(.aliasSyntax, "\(member.key): \(message)", at: location(member.value.position)))
            if member.key == "$type" { properties.hasInvalidType = true }
        default:
            return false
        }
        return true
    }

    /// Records the property references of a token just added, unless a definition before it
    /// stands (a duplicate, reported); a token that replaces another drops the other's.
    mutating func recordReferences(of read: ReadToken) {
        guard !read.references.isEmpty || !propertyReferences.isEmpty else { return }
        let path = read.token.path
        guard let i = tokenIndex[path], set.tokens[i].location == read.token.location else { return }
        for property in PropertyReference.properties {
            propertyReferences[PropertyKey(owner: path, property: property, isGroup: false)] = nil
        }
        for reference in read.references { recordReference(reference, owner: path, isGroup: false) }
    }

    /// Records a group's property references; the last document's `$type` or `$description`
    /// wins, written or referenced.
    mutating func recordReferences(of properties: DTCGProperties, group path: TokenPath, into record: inout GroupRecord)
    {
        if let description = properties.description { record.description = description }
        for property in PropertyReference.properties {
            if let reference = properties.references.first(where: { $0.property == property }) {
                recordReference(reference, owner: path, isGroup: true)
                if property == "$type" { (record.type, record.hasInvalidType) = (nil, false) }
            } else if property == "$type" ? properties.type != nil : properties.description != nil {
                propertyReferences[PropertyKey(owner: path, property: property, isGroup: true)] = nil
            }
        }
    }

    mutating func recordReference(_ reference: PropertyReference, owner: TokenPath, isGroup: Bool) {
        let key = PropertyKey(owner: owner, property: reference.property, isGroup: isGroup)
        propertyReferences[key] = reference
        propertyReferenceOrder.append(key)
    }
}
