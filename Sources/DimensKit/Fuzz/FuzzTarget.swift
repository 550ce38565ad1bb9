import DimensMustache

/// Entry points for the fuzzers (`Tests/Fuzz/run`) and for their regression tests: each takes
/// arbitrary bytes and must return, whatever they hold — every problem a diagnostic or an error,
/// never a crash. The harnesses and the tests call the same code.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The JSON parser (strict and with comments), and writing back what it read.
    case json
    /// A token file through everything `dimens lint` does: load, validate, resolve, scale on
    /// every screen of the catalog, and the output checks.
    case tokens
    /// The selector parser, specificity and matching; a parsed selector's text parses again.
    case selector
    /// The Mustache lexer, parser and renderer: the bytes up to the first NUL are a template,
    /// the rest a partial `p`, rendered against a small context.
    case mustache
    /// The resolver parser, composition of its default input, and the modifier plan.
    case resolver

    public func run(_ bytes: [UInt8]) {
        switch self {
        case .json: Self.json(bytes)
        case .tokens: Self.tokens(bytes)
        case .selector: Self.selector(String(decoding: bytes, as: UTF8.self))
        case .mustache: Self.mustache(bytes)
        case .resolver: Self.resolver(bytes)
        }
    }

    private static func json(_ bytes: [UInt8]) {
        let file = SourceFile(path: "f.json", bytes: bytes)
        for options in [JSONParser.Options(), JSONParser.Options(allowComments: true, rejectDuplicateKeys: false)] {
            if let value = JSONParser.parse(file, options: options).value { _ = JSONWriter.write(value) }
        }
    }

    private static func tokens(_ bytes: [UInt8]) {
        var config = Config(directory: ".")
        config.outputs = [.init(template: "swift", path: "D.swift"), .init(template: "css", path: "d.css")]
        _ = Pipeline.lint(sources: .files([SourceFile(path: "f.tokens.json", bytes: bytes)]), config: config, catalog: .builtIn)
    }

    private static let screens = ScreenList.screens(for: .builtIn, orientations: [.portrait, .landscape], multitasking: true)
        .enumerated().filter { $0.offset % 37 == 0 }.map(\.element)

    private static func selector(_ text: String) {
        guard case .success(let selector) = Selector.parse(text) else { return }
        _ = Specificity(selector).compare(Specificity(selector))
        for screen in screens { _ = selector.matches(screen) }
        guard case .success = Selector.parse(selector.description) else { fatalError("'\(selector)' does not parse back") }
    }

    private static func mustache(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let source = String(decoding: parts[0], as: UTF8.self)
        let partial = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : "{{a}}"
        let context: MustacheValue = .object(MustacheObject([
            ("a", "x"), ("b", true), ("n", 1.5), ("list", [.object(MustacheObject([("a", "y")])), "z"]),
            ("o", .object(MustacheObject([("a", "nested"), ("b", false)]))),
        ]))
        for strict in [false, true] {
            _ = try? Template(source, name: "t").render(context, partials: { $0 == "p" ? partial : nil }, options: .init(missingIsError: strict))
        }
    }

    private static func resolver(_ bytes: [UInt8]) {
        let (document, _) = ResolverParser.parse(SourceFile(path: "r/app.resolver.json", bytes: bytes))
        guard let document else { return }
        let (plan, _) = ModifierPlan.make(document, settings: [], requireInputs: false, deviceIDs: nil, at: nil)
        let composer = Composer(document: document, files: [:])
        _ = composer.check(unreadable: [:])
        for input in plan.coverageInputs.prefix(8) { _ = composer.documents(for: input) }
    }
}
