import DimensMustache

/// Entry points for the fuzzers (`Tests/Fuzz/run`) and for their regression tests: each takes
/// arbitrary bytes and must return, whatever they hold — every problem a diagnostic or an error,
/// never a crash. The harnesses and the tests call the same code.
package enum FuzzTarget: String, CaseIterable, Sendable {
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
    /// Names, descriptions and string values from a token file in generated code: the bytes up to
    /// the first NUL are a token's name, up to the next its description, the rest a string
    /// token's value; the Swift, CSS, Android, Kotlin and Compose outputs must hold no line break,
    /// control or bidi character outside an escape, every Swift name must be an identifier, and
    /// no comment of the Android resources may end the Javadoc aapt copies it into.
    case names
    /// The validate and resolve stages on any `$value`: the first byte picks a `$type`, the rest is
    /// the value (JSON), beside one well-formed token of every type to alias; the verdict must not
    /// depend on how the value is written (written back compact and pretty, it is judged alike).
    case values

    /// Called once by the libFuzzer harness, before any input: each stage frees what it leaves
    /// behind on its own thread, so the leak check at each input's return sees nothing still being
    /// freed on another. (Not for tests: it changes how every build in the process frees memory.)
    package static func prepareForLeakChecks() { ParallelChunks.releasesInline = true }

    package func run(_ bytes: [UInt8]) {
        switch self {
        case .json: Self.json(bytes)
        case .tokens: Self.tokens(bytes)
        case .selector: Self.selector(String(decoding: bytes, as: UTF8.self))
        case .mustache: Self.mustache(bytes)
        case .resolver: Self.resolver(bytes)
        case .names: Self.names(bytes)
        case .values: Self.values(bytes)
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
        _ = Pipeline.lint(
            sources: .files([SourceFile(path: "f.tokens.json", bytes: bytes)]), config: config, catalog: .builtIn)
    }

    private static func values(_ bytes: [UInt8]) {
        guard let first = bytes.first,
            let value = JSONParser.parse(SourceFile(path: "v.json", bytes: Array(bytes.dropFirst()))).value
        else { return }
        let type = TokenType.known[Int(first) % TokenType.known.count]
        func verdict(pretty: Bool) -> [String] {
            let text =
                #"{"t": {"$type": "\#(type)", "$value": "# + JSONWriter.write(value, pretty: pretty) + "}, "
                + Self.referenced + "}"
            let front = Pipeline.frontEnd(.files([SourceFile(path: "f.tokens.json", text: text)]))
            return front.diagnostics.all.map { "\($0.severity) \($0.code) \($0.tokenPath ?? "")" }
        }
        let compact = verdict(pretty: false)
        guard compact == verdict(pretty: true) else { fatalError("\(type) \(JSONWriter.write(value)): \(compact)") }
    }

    /// One well-formed token of every type, for the `values` target's aliases (`{r.color}`, …).
    static let referenced = #"""
        "r": {"color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}},
        "dimension": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}, "number": {"$type": "number", "$value": 1},
        "duration": {"$type": "duration", "$value": {"value": 1, "unit": "s"}}, "cubicBezier": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]},
        "fontFamily": {"$type": "fontFamily", "$value": "A"}, "fontWeight": {"$type": "fontWeight", "$value": 400},
        "strokeStyle": {"$type": "strokeStyle", "$value": "solid"}, "gradient": {"$type": "gradient", "$value": [{"color": "{r.color}", "position": 0}]}}
        """#

    private static let screens = ScreenList.screens(
        for: .builtIn, orientations: [.portrait, .landscape], multitasking: true
    )
    .enumerated().filter { $0.offset % 37 == 0 }.map(\.element)

    private static func selector(_ text: String) {
        guard case .success(let selector) = Selector.parse(text) else { return }
        _ = Specificity(selector).compare(Specificity(selector))
        for screen in screens { _ = selector.matches(screen) }
        guard case .success = Selector.parse(selector.description) else {
            fatalError("'\(selector)' does not parse back")
        }
    }

    private static func mustache(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        let source = String(decoding: parts[0], as: UTF8.self)
        let partial = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : "{{a}}"
        let context: MustacheValue = .object(
            MustacheObject([
                ("a", "x"), ("b", true), ("n", 1.5), ("list", [.object(MustacheObject([("a", "y")])), "z"]),
                ("o", .object(MustacheObject([("a", "nested"), ("b", false)]))),
            ]))
        for strict in [false, true] {
            _ = try? Template(source, name: "t").render(
                context, partials: { $0 == "p" ? partial : nil }, options: .init(missingIsError: strict))
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

    /// The outputs of a token file holding `bytes` as a name, a description and a string value, on
    /// the iPod and the Android foldables: Swift (`D.swift`, type `typeName`), CSS, the report,
    /// Android resources (under `res/`), Kotlin and Compose (`D.kt`, `C.kt`, in `kotlinPackage`);
    /// nil when the file does not build (a name DTCG forbids, a name collision).
    package static func namesOutputs(_ bytes: [UInt8], typeName: String = "Dimens", kotlinPackage: String = "dimens")
        -> [RenderedOutput]?
    {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        let name = parts[0]
        let description = parts.count > 1 ? parts[1] : ""
        let text = parts.count > 2 ? parts[2] : ""
        let token: JSONValue = .object([
            ("$type", .string("dimension")), ("$value", .object([("value", .number(4)), ("unit", .string("px"))])),
            ("$description", .string(description)), ("$deprecated", .string(description)),
        ])
        let label: JSONValue = .object([
            ("$type", .string("string")), ("$value", .string(text)), ("$description", .string(description)),
        ])
        let root: JSONValue = .object([("g", .object([(name, token), ("label", label)]))])
        var config = Config(directory: ".")
        config.platforms = [.apple, .android]
        config.catalog.include = [.pod, .androidFoldable]
        var options = OutputOptions()
        options.typeName = typeName
        options.kotlinPackage = kotlinPackage
        config.outputs = [
            .init(template: "swift", path: "D.swift", options: options),
            .init(template: "css", path: "d.css"), .init(template: "report", path: "r.html"),
            .init(template: "android", path: "res"), .init(template: "kotlin", path: "D.kt", options: options),
            .init(template: "compose", path: "C.kt", options: options),
        ]
        let file = SourceFile(path: "f.tokens.json", text: JSONWriter.write(root))
        let compilation = Pipeline.compile(sources: .files([file]), config: config, catalog: .builtIn)
        return compilation.diagnostics.hasErrors ? nil : compilation.outputs
    }

    /// The first XML comment of an Android resource file that would not stay a comment where aapt
    /// copies it into `R.java`: one holding `*/`, or a `\\u` javac reads as an escape (a `u` after
    /// an odd number of backslashes).
    static func javadocBreakingComment(_ xml: String) -> Substring? {
        var rest = xml[...]
        while let start = rest.range(of: "<!--"), let end = rest[start.upperBound...].range(of: "-->") {
            let comment = rest[start.upperBound..<end.lowerBound]
            var backslashes = 0
            var previous: Unicode.Scalar = " "
            for scalar in comment.unicodeScalars {
                if scalar == "u" && backslashes % 2 == 1 || previous == "*" && scalar == "/" { return comment }
                backslashes = scalar == "\\" ? backslashes + 1 : 0
                previous = scalar
            }
            rest = rest[end.upperBound...]
        }
        return nil
    }

    private static func names(_ bytes: [UInt8]) {
        guard let outputs = namesOutputs(bytes) else { return }
        for output in outputs where output.path != "r.html" {
            if let scalar = output.text.unicodeScalars.first(where: {
                TextScalars.isLineBreak($0) && $0 != "\n" || TextScalars.isInvisibleControl($0) && $0 != "\t"
            }) {
                fatalError("\(output.path) holds U+\(String(scalar.value, radix: 16))")
            }
            if output.path.hasPrefix("res/"), let comment = javadocBreakingComment(output.text) {
                fatalError("\(output.path): the comment '\(comment)' ends R.java's Javadoc")
            }
        }
        guard let swift = outputs.first(where: { $0.path == "D.swift" })?.text else { return }
        // Accessors are declared with the output's access level: the check must see the two tokens'.
        let declaration = "    \(OutputOptions().accessLevel) var "
        var declared = 0
        for line in swift.split(separator: "\n") where line.hasPrefix(declaration) {
            declared += 1
            let name = line.dropFirst(declaration.count).prefix { $0 != ":" }
            let bare = name.hasPrefix("`") ? name.dropFirst().dropLast() : name
            guard let first = bare.unicodeScalars.first, NameScalars.isSwiftIdentifierHead(first),
                bare.unicodeScalars.allSatisfy({ NameScalars.isWordScalar($0) || $0 == "_" })
            else { fatalError("'\(name)' is not a Swift identifier") }
        }
        guard declared >= 2 else { fatalError("no accessor declared with '\(declaration)': the names went unchecked") }
    }
}
