import DimensMustache

/// The keys of one view of the render context, in the order `dimens context` lists them.
protocol ContextKey: RawRepresentable<String>, CaseIterable, Sendable {
    /// The keys by name (`KeyTable<Self>()`).
    static var byName: KeyTable<Self> { get }
}

/// A view of the render context whose keys are one enum: `keys` lists its cases and
/// `value(forKey:)` answers through an exhaustive switch over them (`value(_:)`), so no key is
/// listed without an answer or answered without being listed. A key the view has no value for
/// answers nil: `dimens context` leaves it out and a template looks further up.
protocol KeyedView: MustacheLazyObject {
    associatedtype Key: ContextKey
    /// The key's value in this view, or nil where the view has none.
    func value(_ key: Key) -> MustacheValue?
}

extension KeyedView {
    var keys: [String] { Key.allCases.map(\.rawValue) }

    func value(forKey name: String) -> MustacheValue? { Key.byName[name].flatMap(value) }
}
