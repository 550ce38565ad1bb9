/// A template that cannot be parsed or rendered, with the template's name and the position of
/// the offending tag.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var template: String
    public var line: Int
    public var column: Int

    public init(_ message: String, template: String, line: Int, column: Int) {
        self.message = message
        self.template = template
        self.line = line
        self.column = column
    }

    /// `template:line:col: message`, the form diagnostics use.
    public var description: String { "\(template):\(line):\(column): \(message)" }
}
