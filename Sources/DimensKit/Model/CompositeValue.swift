/// A composite token's value (`typography`, `shadow`, `border`, `strokeStyle` with a dash
/// pattern) typed member by member: what the validate stage makes of it, and what the scale stage
/// computes on every screen.
///
/// Members are the leaves the outputs write: `fontSize`; `1.blur` for the second layer of a
/// shadow list; `style.dashArray.0` for a border's dash pattern. A member is a length (scaled per
/// screen like a dimension token), a number, a reference to another token, or a value carried as
/// written (a color, a font family).
package struct CompositeValue: Sendable, Hashable {
    package var type: TokenType
    /// Source order, nested members flattened.
    package var members: [CompositeMember]
    /// A shadow written as a list of layers (the outputs write a list, even of one).
    package var isList: Bool

    package init(type: TokenType, members: [CompositeMember], isList: Bool = false) {
        self.type = type
        self.members = members
        self.isList = isList
    }

    /// The member at this path, if the value has it.
    package func member(_ path: MemberPath) -> CompositeMember? { members.first { $0.path == path } }
}

/// Where a member sits in its composite: `["fontSize"]`, `["1", "blur"]`, `["style", "dashArray", "0"]`.
package typealias MemberPath = [String]

/// One member of a composite value.
package struct CompositeMember: Sendable, Hashable {
    package var path: MemberPath
    package var role: MemberRole
    package var value: MemberValue
    /// Where the member's value is written.
    package var location: SourceLocation

    package init(path: MemberPath, role: MemberRole, value: MemberValue, location: SourceLocation) {
        self.path = path
        self.role = role
        self.value = value
        self.location = location
    }

    /// The member's own name (`blur` for `1.blur`): what overrides, bases and multipliers name.
    package var name: String { path.last ?? "" }

    /// `fontSize`, `1.blur`.
    package var dotted: String { path.joined(separator: ".") }
}

/// What a member is for, which decides what it may hold and how it is computed.
package enum MemberRole: String, Sendable, Hashable, CaseIterable {
    /// A length scaled per screen: `fontSize`, shadow offsets, blur and spread, a border's
    /// `width`, the items of a `dashArray`.
    case length
    /// A length, or in `em` a fraction of the same screen's font size.
    case letterSpacing
    /// A number is a ratio of the font size and stays one; a length is scaled like `fontSize`.
    case lineHeight
    /// 1–1000 (DTCG's keywords are mapped to their numbers).
    case fontWeight
    /// The rest, carried as written with aliases followed: font families, colors, a stroke
    /// style's keyword or line cap, a shadow's `inset`, and members DTCG does not define.
    case carried

    /// True for roles whose value is a number on every screen.
    package var isNumeric: Bool { self != .carried }
}

/// A member's value as written.
package enum MemberValue: Sendable, Hashable {
    /// A length in a unit dimens computes with.
    case length(Dimension)
    /// `letterSpacing` in `em`: this fraction of the font size.
    case fontRelative(Double)
    /// A plain number (`lineHeight` ratio, `fontWeight`).
    case number(Double)
    /// Another token's value (or part of it), taken on each screen.
    case alias(Reference)
    /// Carried as written.
    case json(JSONValue)
}

/// DTCG's font weight keywords and their numeric values.
package enum FontWeightName {
    package static let values: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400,
        "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700, "extra-bold": 800,
        "ultra-bold": 800,
        "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// A weight as a number: a number from 1 to 1000 as written, or a keyword's number.
    package static func number(_ value: JSONValue) -> Double? {
        if let number = value.number?.double, number >= 1, number <= 1000 { return number }
        return value.string.flatMap { values[$0] }
    }
}
