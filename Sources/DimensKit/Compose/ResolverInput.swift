/// An input of a resolver (the Resolver Module's term): the context chosen for each modifier of
/// its resolution order, such as `theme=light, size=mobile`.
package struct ResolverInput: Sendable, Hashable, CustomStringConvertible {
    /// One modifier's context.
    package struct Choice: Sendable, Hashable {
        package var modifier: String
        package var context: String

        package init(modifier: String, context: String) {
            self.modifier = modifier
            self.context = context
        }
    }

    /// In resolution order.
    package var choices: [Choice]

    package init(_ choices: [Choice] = []) { self.choices = choices }

    /// The input without modifiers: plain token files.
    package static let none = ResolverInput()

    package subscript(modifier: String) -> String? { choices.first { $0.modifier == modifier }?.context }

    /// `theme=light, size=mobile`.
    package var description: String { label(for: nil) }

    /// The choices of only `modifiers` (all when nil), as `size=mobile`: names what differs
    /// between the inputs of one build.
    package func label(for modifiers: Set<String>?) -> String {
        choices.filter { modifiers?.contains($0.modifier) ?? true }.map { "\($0.modifier)=\($0.context)" }.joined(
            separator: ", ")
    }

    /// The same input with one modifier's context changed.
    package func with(_ modifier: String, _ context: String) -> ResolverInput {
        ResolverInput(choices.map { $0.modifier == modifier ? Choice(modifier: modifier, context: context) : $0 })
    }

    /// Short names for findings that only some of `inputs` have: the first input by the modifiers
    /// that vary, every other by what differs from the first (`theme=dark`).
    package static func findingLabels(_ inputs: [ResolverInput]) -> [String] {
        guard let first = inputs.first else { return [] }
        return [first.label(for: varying(inputs))]
            + inputs.dropFirst().map { input in
                input.label(for: Set(input.choices.filter { first[$0.modifier] != $0.context }.map(\.modifier)))
            }
    }

    /// The modifiers whose context differs between some of `inputs`.
    package static func varying(_ inputs: [ResolverInput]) -> Set<String> {
        guard let first = inputs.first else { return [] }
        return Set(
            inputs.dropFirst().flatMap { input in
                input.choices.filter { first[$0.modifier] != $0.context }.map(\.modifier)
            })
    }
}
