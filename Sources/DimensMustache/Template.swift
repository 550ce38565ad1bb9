/// A parsed Mustache template (spec v1.4: interpolation, sections, inverted sections, comments,
/// partials, set delimiters, `~inheritance` and `~dynamic-names`; no lambdas).
public struct Template: Sendable {
    public let name: String
    let nodes: [Node]

    /// Parses `source`; errors carry `name`, line and column.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        self.name = name
        var lexer = MustacheLexer(source, template: name)
        nodes = try MustacheParser(template: name).parse(try lexer.tokens()).encodingText
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

        public init(
            missingIsError: Bool = false, escape: @escaping @Sendable (String) -> String = Template.escapeHTML,
            maximumBytes: Int = .max
        ) {
            self.missingIsError = missingIsError
            self.escape = escape
            self.maximumBytes = maximumBytes
        }
    }

    /// Renders with `context`; `partials` maps a partial or parent name to its source.
    public func render(
        _ context: MustacheValue, partials: @escaping @Sendable (String) -> String? = { _ in nil },
        options: Options = Options()
    ) throws(MustacheError) -> String {
        var renderer = Renderer(partials: partials, options: options)
        renderer.stack = [.value(context)]
        try renderer.render(nodes, template: name, overrides: [:], depth: 0)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    public static func render(_ source: String, _ context: MustacheValue, partials: [String: String] = [:])
        throws(MustacheError) -> String
    {
        try Template(source).render(context, partials: { partials[$0] })
    }

    @Sendable public static func escapeHTML(_ text: String) -> String {
        // The four characters are ASCII, so scanning and copying bytes keeps every other one as is.
        func special(_ byte: UInt8) -> Bool { byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 }
        guard text.utf8.contains(where: special) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x26: out += Array("&amp;".utf8)
            case 0x3C: out += Array("&lt;".utf8)
            case 0x3E: out += Array("&gt;".utf8)
            case 0x22: out += Array("&quot;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
