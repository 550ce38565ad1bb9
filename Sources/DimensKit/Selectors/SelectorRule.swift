/// A per-selector value of `overrides`, `bases` or `multipliers`.
public struct SelectorRule<Value: Sendable & Hashable>: Sendable, Hashable {
    public var selector: Selector
    /// Where the selector key is written.
    public var location: SourceLocation
    public var value: Value
    public var valueLocation: SourceLocation
    /// The member of a composite token the value is for (`{"pad": {"fontSize": 20}}`); nil for
    /// the whole token.
    public var member: String?

    public init(
        selector: Selector, location: SourceLocation, value: Value, valueLocation: SourceLocation, member: String? = nil
    ) {
        self.selector = selector
        self.location = location
        self.value = value
        self.valueLocation = valueLocation
        self.member = member
    }
}
