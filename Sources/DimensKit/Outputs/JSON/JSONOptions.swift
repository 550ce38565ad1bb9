/// The json output's option: its shape.
extension OptionKey where Value == JSONOutputSchema {
    static let schema = OptionKey("schema", default: JSONOutputSchema.byRow)
}

/// The json output's `schema` option: values by row (the default) or keyed by screen id.
package enum JSONOutputSchema: String, CaseIterable, Sendable, Hashable {
    case byRow = "dimens/2"
    case keyedByScreen = "dimens/1"
}

extension OutputOptions {
    /// The json output's shape.
    package var schema: JSONOutputSchema {
        get { self[.schema] }
        set { self[.schema] = newValue }
    }
}

extension JSONKind {
    /// The options a json output takes.
    static let declaredOptions: [OutputOption] = [
        .choice(.schema, "the json output's shape: values by row, or `\"dimens/1\"`, keyed by screen id")
    ]
}
