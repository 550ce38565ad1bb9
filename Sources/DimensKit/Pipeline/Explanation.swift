/// The result of `dimens explain`: one token's value on one screen with every step, as text and
/// as JSON.
public struct Explanation: Sendable {
    public var token: ResolvedToken
    public var screen: Screen
    public var model: ScalingModelKind
    public var steps: [ExplainStep]
    public var outcome: Result<ScalarValue, EvaluationProblem>
    /// With a resolver: the input the screen takes.
    public var input: ResolverInput?
    /// With a resolver: the context of each modifier on this screen, and why.
    public var contexts: [String] = []
    /// The tokens its alias goes through, nearest first; the last one gives the value.
    public var chain: [ResolvedToken] = []
    /// Each setting with where it was written (defaults, a group, a rule, the token).
    public var settings: [SettingOrigins.Origin] = []

    public var valueSource: SourceLocation? { chain.last?.token.location }

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
        var lines = [
            "\(token.path) on \(screen.id) (\(screen.device.name), \(screen.orientation.rawValue)\(screen.window.map { ", \($0)" } ?? ""), \(n(screen.width))×\(n(screen.height)) \(screen.platform.unit) @\(n(screen.device.scale))x, \(screen.classText))",
            "  defined at \(token.token.location), type \(token.type?.rawValue ?? "none"), model \(model.rawValue)",
        ]
        if !contexts.isEmpty { lines.append("  context: " + contexts.joined(separator: "; ")) }
        for setting in settings {
            lines.append("  setting \(setting.key) \(setting.value) from \(setting.source) (\(setting.location))")
        }
        if let valueSource {
            lines.append(
                "  alias of " + chain.map(\.path.description).joined(separator: " → ") + ", defined at \(valueSource)")
        }
        lines += steps.enumerated().map { "  \($0 + 1). \($1.title): \($1.detail)" }
        lines.append("  = \(valueText)")
        return lines.joined(separator: "\n") + "\n"
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
        let steps: [JSONValue] = steps.map { .object(["step": .string($0.title), "detail": .string($0.detail)]) }
        return .object([
            "token": .string(token.path.description), "screen": .string(screen.id), "model": .string(model.rawValue),
            "aliasOf": .array(aliasOf), "source": .string(token.token.location.description),
            "valueSource": valueSource.map { .string($0.description) } ?? .null,
            "contexts": .array(contexts.map(JSONValue.string)),
            "settings": .array(
                settings.map {
                    .object([
                        ("key", .string($0.key)), ("value", .string($0.value)), ("from", .string($0.source)),
                        ("at", .string($0.location.description)),
                    ])
                }),
            "steps": .array(steps), "value": value,
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
