/// A template that cannot be parsed or rendered, with the template's name and the position of
/// the offending tag.
public struct MustacheError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var template: String
    public var line: Int
    public var column: Int
    /// True when rendering stopped because the output passed `Template.Options.maximumBytes`.
    public var isSizeLimit = false

    public init(_ message: String, template: String, line: Int, column: Int, isSizeLimit: Bool = false) {
        self.message = message
        self.template = template
        self.line = line
        self.column = column
        self.isSizeLimit = isSizeLimit
    }

    /// `template:line:col: message`, the form diagnostics use.
    public var description: String { "\(template):\(line):\(column): \(message)" }
}
