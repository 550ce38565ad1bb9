/// A parsed Mustache template (spec v1.4: interpolation, sections, inverted sections, comments,
/// partials, set delimiters, `~inheritance` and `~dynamic-names`; no lambdas).
public struct Template: Sendable {
    public let name: String
    let nodes: [Node]

    /// Parses `source`; errors carry `name`, line and column.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        self.name = name
        var lexer = MustacheLexer(source, template: name)
        nodes = try MustacheParser(template: name).parse(try lexer.tokens())
    }

    /// How rendering treats missing names and escaping.
    public struct Options: Sendable {
        /// An interpolated name found nowhere in the context (or a missing partial) is an error
        /// instead of empty text. Sections on missing names still render as false.
        public var missingIsError = false
        /// Escaping for `{{name}}`; HTML by default (`&`, `<`, `>`, `"`).
        public var escape: @Sendable (String) -> String = Template.escapeHTML
        /// Rendering stops with an error once the output passes this many bytes, before it can
        /// exhaust memory.
        public var maximumBytes = Int.max

        public init(missingIsError: Bool = false, escape: @escaping @Sendable (String) -> String = Template.escapeHTML, maximumBytes: Int = .max) {
            self.missingIsError = missingIsError
            self.escape = escape
            self.maximumBytes = maximumBytes
        }
    }

    /// Renders with `context`; `partials` maps a partial or parent name to its source.
    public func render(
        _ context: MustacheValue, partials: @escaping @Sendable (String) -> String? = { _ in nil }, options: Options = Options()
    ) throws(MustacheError) -> String {
        var renderer = Renderer(partials: partials, options: options)
        renderer.stack = [.value(context)]
        try renderer.render(nodes, template: name, overrides: [:], depth: 0)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    public static func render(_ source: String, _ context: MustacheValue, partials: [String: String] = [:]) throws(MustacheError) -> String {
        try Template(source).render(context, partials: { partials[$0] })
    }

    @Sendable public static func escapeHTML(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
