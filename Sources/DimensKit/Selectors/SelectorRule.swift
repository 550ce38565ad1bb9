/// A per-selector value of `overrides`, `bases` or `multipliers`.
package struct SelectorRule<Value: Sendable & Hashable>: Sendable, Hashable {
    package var selector: Selector
    /// Where the selector key is written.
    package var location: SourceLocation
    package var value: Value
    package var valueLocation: SourceLocation
    /// The member of a composite token the value is for (`{"pad": {"fontSize": 20}}`); nil for
    /// the whole token.
    package var member: String?

    package init(
        selector: Selector, location: SourceLocation, value: Value, valueLocation: SourceLocation, member: String? = nil
    ) {
        self.selector = selector
        self.location = location
        self.value = value
        self.valueLocation = valueLocation
        self.member = member
    }
}
