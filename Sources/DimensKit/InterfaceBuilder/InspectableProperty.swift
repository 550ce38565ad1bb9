/// A property dimens' generated UIKit code adds for Interface Builder (`@IBInspectable`): the key
/// path a storyboard's user-defined runtime attribute names, the token types it takes, and the
/// elements (the objects of a storyboard or xib) that have it.
package struct InspectableProperty: Sendable, Hashable {
    package var keyPath: String
    /// The `$type`s of the tokens it may name (a token's own, or its alias target's).
    package var types: [TokenType]
    /// The element names that have it; nil for every view: any element that is not one of
    /// `notViews` (a constraint, a controller, a bar item, a gesture recognizer, …).
    package var elements: Set<String>?
    /// What has it, for messages: "labels, buttons, text fields and text views".
    package var owners: String

    /// Every inspectable key path, in the order the generated code declares them.
    package static let all: [InspectableProperty] = [
        InspectableProperty(
            keyPath: "dimensConstant", types: [.dimension, .number], elements: ["constraint"],
            owners: "constraints (NSLayoutConstraint)"),
        InspectableProperty(
            keyPath: "dimensSpacing", types: [.dimension, .number], elements: ["stackView"],
            owners: "stack views (UIStackView)"),
        InspectableProperty(
            keyPath: "dimensFont", types: [.dimension, .number, .typography],
            elements: ["label", "button", "textField", "textView"],
            owners: "labels, buttons, text fields and text views"),
        InspectableProperty(
            keyPath: "dimensCornerRadius", types: [.dimension, .number], elements: nil, owners: "views"),
        InspectableProperty(
            keyPath: "dimensBorderWidth", types: [.dimension, .number], elements: nil, owners: "views"),
    ]

    /// Whether an element of this name has the property.
    package func isProperty(of element: String) -> Bool {
        elements?.contains(element) ?? !Self.isNotView(element)
    }

    /// Elements of storyboards and xibs that are objects but not views, which a view's property
    /// would make raise `NSUnknownKeyException` when the file loads.
    static let notViews: Set<String> = [
        "constraint", "placeholder", "customObject", "layoutGuide", "viewLayoutGuide", "navigationItem",
        "barButtonItem", "tabBarItem", "segue", "scene", "exit", "action", "outlet", "connections",
    ]

    static func isNotView(_ element: String) -> Bool {
        notViews.contains(element) || element.hasSuffix("Controller") || element.hasSuffix("GestureRecognizer")
            || element.hasSuffix("Item")
    }

    /// "a dimension or number token".
    var typeList: String {
        types.map(\.rawValue).enumerated().map { $0 == 0 ? $1 : ($0 == types.count - 1 ? " or " : ", ") + $1 }
            .joined() + " token"
    }
}
