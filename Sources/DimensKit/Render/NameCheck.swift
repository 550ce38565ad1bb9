/// The naming rules of each output's language, checked before anything is rendered (so `lint`
/// checks them too): Swift outputs need one distinct, unreserved property name per token; CSS
/// outputs one distinct custom property. An output is Swift when its template is `swift` or its
/// path ends in `.swift`, CSS when its template is `css` or its path ends in `.css`; other
/// outputs have no naming rules.
public enum NameCheck {
    /// Names the generated Swift API uses itself, so no token may take them.
    static let reservedSwiftNames: Set<String> = ["tableRow", "screenIDs", "forScreen", "current", "hashValue", "hash"]

    public static func diagnostics(_ table: ScaledTable, outputs: [Config.Output]) -> [Diagnostic] {
        let tokens = table.tokens.filter { if case .constant = $0.values { false } else { true } }
        var found: [Diagnostic] = [], seen = Set<Diagnostic>()
        for output in outputs {
            let options = RenderContext.Options(output.options)
            let problems: [Diagnostic]
            if output.template == "swift" || output.path.hasSuffix(".swift") {
                problems = swift(tokens, typeName: options.typeName)
            } else if output.template == "css" || output.path.hasSuffix(".css") {
                problems = css(tokens, prefix: options.cssPrefix)
            } else {
                continue
            }
            for problem in problems where seen.insert(problem).inserted { found.append(problem) }
        }
        return found
    }

    /// Two tokens with one Swift name, or a token taking a name of the generated API.
    static func swift(_ tokens: [ScaledToken], typeName: String) -> [Diagnostic] {
        var first: [String: ScaledToken] = [:], diagnostics: [Diagnostic] = []
        for token in tokens {
            let path = token.token.path.description, name = NameStyles(path: token.token.path).swiftBare
            if reservedSwiftNames.contains(name) || name == typeName {
                diagnostics.append(.error(.swiftReservedName, "'\(path)' becomes '\(name)', a name the generated type uses itself",
                                          at: token.token.token.location, token: path))
            } else if let earlier = first[name] {
                diagnostics.append(collision(token, earlier, name: "the Swift name '\(name)'", code: .swiftNameCollision))
            } else {
                first[name] = token
            }
        }
        return diagnostics
    }

    /// Two tokens with one CSS custom property.
    static func css(_ tokens: [ScaledToken], prefix: String) -> [Diagnostic] {
        var first: [String: ScaledToken] = [:], diagnostics: [Diagnostic] = []
        for token in tokens {
            let name = NameStyles(path: token.token.path, cssPrefix: prefix).cssProperty
            if let earlier = first[name] {
                diagnostics.append(collision(token, earlier, name: "the CSS custom property '\(name)'", code: .cssNameCollision))
            } else {
                first[name] = token
            }
        }
        return diagnostics
    }

    private static func collision(_ token: ScaledToken, _ earlier: ScaledToken, name: String, code: DiagnosticCode) -> Diagnostic {
        let path = token.token.path.description
        return .error(code, "'\(path)' and '\(earlier.token.path)' both become \(name)", at: token.token.token.location, token: path,
                      notes: [.init("'\(earlier.token.path)' is defined here", at: earlier.token.token.location)])
    }
}

extension DiagnosticCode {
    /// Two tokens map to one Swift name (in a Swift output).
    public static let swiftNameCollision = DiagnosticCode("swift.name-collision")
    /// A token maps to a name the generated Swift type uses itself.
    public static let swiftReservedName = DiagnosticCode("swift.reserved-name")
    /// Two tokens map to one CSS custom property (in a CSS output).
    public static let cssNameCollision = DiagnosticCode("css.name-collision")
}
