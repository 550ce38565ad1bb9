/// A property dimens' generated UIKit code adds for Interface Builder (`@IBInspectable`): the key
/// path a storyboard's user-defined runtime attribute names, the token types it takes, and the
/// elements (the objects of a storyboard or xib) that have it.
public struct InspectableProperty: Sendable, Hashable {
    public var keyPath: String
    /// The `$type`s of the tokens it may name (a token's own, or its alias target's).
    public var types: [TokenType]
    /// The element names that have it; nil for every view: any element but `<constraint>`.
    public var elements: Set<String>?
    /// What has it, for messages: "labels, buttons, text fields and text views".
    public var owners: String

    /// Every inspectable key path, in the order the generated code declares them.
    public static let all: [InspectableProperty] = [
        InspectableProperty(
            keyPath: "dimensConstant", types: [.dimension, .number], elements: ["constraint"],
            owners: "constraints (NSLayoutConstraint)"),
        InspectableProperty(
            keyPath: "dimensSpacing", types: [.dimension, .number], elements: ["stackView"],
            owners: "stack views (UIStackView)"),
        InspectableProperty(
            keyPath: "dimensFont", types: [.dimension, .typography],
            elements: ["label", "button", "textField", "textView"],
            owners: "labels, buttons, text fields and text views"),
        InspectableProperty(
            keyPath: "dimensCornerRadius", types: [.dimension, .number], elements: nil, owners: "views"),
        InspectableProperty(
            keyPath: "dimensBorderWidth", types: [.dimension, .number], elements: nil, owners: "views"),
    ]

    /// Whether an element of this name has the property.
    public func isProperty(of element: String) -> Bool { elements?.contains(element) ?? (element != "constraint") }

    /// "a dimension or number token".
    var typeList: String {
        types.map(\.rawValue).enumerated().map { $0 == 0 ? $1 : ($0 == types.count - 1 ? " or " : ", ") + $1 }
            .joined() + " token"
    }
}
