/// The result of `dimens explain`: one token's value (or a composite's member's) on one screen
/// with every step, as text and as JSON. A step that takes another token's value holds that
/// token's explanation, printed indented under it.
public struct Explanation: Sendable {
    package var token: ResolvedToken
    package var screen: Screen
    /// What computes the value: a model, or what a member is that no model scales.
    package var computation: Computation
    public var steps: [Step]
    package var outcome: Result<ScalarValue, EvaluationProblem>
    /// With a resolver: the input the screen takes.
    package var input: ResolverInput?
    /// With a resolver: the context of each modifier on this screen, and why.
    public var contexts: [String] = []
    /// The tokens its alias goes through, nearest first; the last one gives the value.
    package var chain: [ResolvedToken] = []
    /// Each setting with where it was written (defaults, a group, a rule, the token).
    package var settings: [SettingOrigins.Origin] = []

    public var valueSource: SourceLocation? { chain.last?.token.location }

    /// One step: an evaluation's (`ExplainStep`), and where the step takes another token's value
    /// (a member alias's target, an em letter spacing's fontSize), that value's explanation,
    /// printed indented under it.
    public struct Step: Sendable {
        public var title: String
        public var detail: String
        public var explained: Explanation?

        package init(title: String, detail: String, explained: Explanation? = nil) {
            (self.title, self.detail, self.explained) = (title, detail, explained)
        }

        package init(_ step: ExplainStep) { self.init(title: step.title, detail: step.detail) }
    }

    /// The model that computed the value (through a member alias, the target's); nil when none
    /// scales it.
    package var model: ScalingModelKind? { computation.model }

    public var valueText: String {
        switch outcome {
        case .success(.number(let x)): NumberText.plain(x)
        case .success(.string(let s)): "\"\(s)\""
        case .success(.boolean(let b)): String(b)
        case .failure(let problem): "error: \(problem)"
        }
    }

    public var text: String {
        let n = NumberText.plain
        let screenLine =
            "\(token.path) on \(screen.id) (\(screen.device.name), \(screen.orientation.rawValue)\(screen.window.map { ", \($0)" } ?? ""), \(n(screen.width))×\(n(screen.height)) \(screen.platform.unit) @\(n(screen.device.scale))x, \(screen.classText))"
        return ([screenLine] + lines(indent: "  ", named: false)).joined(separator: "\n") + "\n"
    }

    /// The explanation under its screen line, each line starting with `indent`; `named` puts the
    /// token's path first (a nested explanation, whose screen is its parent's).
    private func lines(indent: String, named: Bool) -> [String] {
        let name = named ? "\(token.path), defined" : "defined"
        var lines = [
            "\(indent)\(name) at \(token.token.location), type \(token.type?.rawValue ?? "none"), \(computation.text)"
        ]
        if !contexts.isEmpty { lines.append("\(indent)context: " + contexts.joined(separator: "; ")) }
        for setting in settings {
            lines.append(
                "\(indent)setting \(setting.key) \(setting.value) from \(setting.source) (\(setting.location))")
        }
        if let valueSource {
            lines.append(
                "\(indent)alias of " + chain.map(\.path.description).joined(separator: " → ")
                    + ", defined at \(valueSource)")
        }
        for (i, step) in steps.enumerated() {
            let number = "\(i + 1). "
            lines.append("\(indent)\(number)\(step.title): \(step.detail)")
            if let nested = step.explained {
                lines += nested.lines(indent: indent + String(repeating: " ", count: number.count), named: true)
            }
        }
        lines.append("\(indent)= \(valueText)")
        return lines
    }

    public var json: JSONValue {
        var value: JSONValue = .null
        if case .success(let scalar) = outcome {
            switch scalar {
            case .number(let x): value = .number(x)
            case .string(let s): value = .string(s)
            case .boolean(let b): value = .bool(b)
            }
        }
        let aliasOf: [JSONValue] = chain.map { .string($0.path.description) }
        let steps: [JSONValue] = steps.map { step in
            var fields: [(String, JSONValue)] = [("step", .string(step.title)), ("detail", .string(step.detail))]
            if let nested = step.explained { fields.append(("explained", nested.json)) }
            return .object(fields)
        }
        return .object([
            ("token", .string(token.path.description)), ("screen", .string(screen.id)),
            ("model", model.map { .string($0.rawValue) } ?? .null), ("scaling", .string(computation.text)),
            ("aliasOf", .array(aliasOf)), ("source", .string(token.token.location.description)),
            ("valueSource", valueSource.map { .string($0.description) } ?? .null),
            ("contexts", .array(contexts.map(JSONValue.string))),
            (
                "settings",
                .array(
                    settings.map {
                        .object([
                            ("key", .string($0.key)), ("value", .string($0.value)), ("from", .string($0.source)),
                            ("at", .string($0.location.description)),
                        ])
                    })
            ),
            ("steps", .array(steps)), ("value", value),
        ])
    }
}

extension Screen {
    /// The screen's size class, or on Android its window classes: `compact`, `width-medium, height-medium`.
    var classText: String {
        if let sizeClass { return sizeClass.rawValue }
        return [windowWidthClass?.selector, windowHeightClass?.selector].compactMap { $0 }.joined(separator: ", ")
    }
}
