/// One entry of `outputs`: its template, path and options, each checked where it is written.
extension ConfigParser {
    static let outputKeys = ["template", "path", "options"]

    /// The built-in templates with options of their own (every other template takes the user set).
    static let builtInOptionTemplates = ["json", "swift", "css", "report"]

    /// The options each template reads; a user template may read any of the render context's.
    static func optionKeys(for template: String) -> [String] {
        switch template {
        case "json": ["schema"]
        case "swift": ["typeName", "accessLevel", "strict"]
        case "css": ["cssPrefix", "strict"]
        case "report": ["jumpRatio", "strict"]
        default: ["typeName", "accessLevel", "cssPrefix", "rows", "jumpRatio", "strict"]
        }
    }

    mutating func readOutput(_ item: JSONValue) -> Config.Output? {
        guard let object = item.object, let template = object["template"]?.string, let path = object["path"]?.string else {
            diagnostics.append(error("each output needs \"template\" and \"path\" strings", at: item))
            return nil
        }
        for member in object.members where !Self.outputKeys.contains(member.key) {
            diagnostics.append(.error(.configUnknownKey, "unknown key '\(member.key)' in an output", at: keyLocation(member),
                                      notes: Suggestion.note(for: member.key, in: Self.outputKeys)))
        }
        if let problem = OutputPathRule.problem(with: path) {
            diagnostics.append(.error(.configPath, problem, at: location(object["path"]!)))
            return nil
        }
        var options = JSONObject()
        if let value = object["options"] {
            guard let given = value.object else {
                diagnostics.append(error("\"options\" must be an object", at: value))
                return nil
            }
            options = given
            checkOptions(given, template: template)
        }
        return Config.Output(template: template, path: path, options: options, location: location(item))
    }

    private mutating func checkOptions(_ options: JSONObject, template: String) {
        let known = Self.optionKeys(for: template)
        for member in options.members {
            let value = member.value
            guard known.contains(member.key) else {
                let why = known.isEmpty ? "the \(template) output takes no options" : "the \(template) output takes \(known.joined(separator: ", "))"
                diagnostics.append(.error(.configUnknownKey, "unknown option '\(member.key)': \(why)", at: keyLocation(member),
                                          notes: Suggestion.note(for: member.key, in: known)))
                continue
            }
            switch member.key {
            case "schema":
                guard let name = value.string, JSONOutput.Schema(rawValue: name) != nil else {
                    diagnostics.append(error("\"schema\" must be \"dimens/2\" (the default) or \"dimens/1\", not \(describe(value))", at: value))
                    continue
                }
            case "typeName":
                guard let name = value.string, SwiftIdentifier.isValid(name) else {
                    diagnostics.append(error("\"typeName\" must be a Swift type name such as \"Dimens\" (letters, digits and _, not starting with a digit, not a keyword), not \(describe(value))", at: value))
                    continue
                }
            case "accessLevel":
                guard let level = value.string, ["public", "package", "internal"].contains(level) else {
                    diagnostics.append(error("\"accessLevel\" must be \"public\", \"package\" or \"internal\", not \(describe(value))", at: value))
                    continue
                }
            case "jumpRatio":
                guard let ratio = value.number?.double, ratio > 1, ratio.isFinite else {
                    diagnostics.append(error("\"jumpRatio\" must be a number above 1, such as 1.5, not \(describe(value))", at: value))
                    continue
                }
            case "cssPrefix":
                guard let prefix = value.string, prefix.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }) else {
                    diagnostics.append(error("\"cssPrefix\" must be letters, digits, '-' and '_', not \(describe(value))", at: value))
                    continue
                }
            default:
                if value.bool == nil { diagnostics.append(error("\"\(member.key)\" must be true or false, not \(describe(value))", at: value)) }
            }
        }
    }

    private func keyLocation(_ member: JSONObject.Member) -> SourceLocation { SourceLocation(file: file, position: member.keyPosition) }

    private func describe(_ value: JSONValue) -> String { value.string.map { "\"\($0)\"" } ?? value.kindDescription }
}

/// Swift's rules for a type or property name, as the generated code needs them.
public enum SwiftIdentifier {
    /// An ASCII identifier: letters, digits and `_`, not starting with a digit, not a keyword.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let allowed = name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
        return allowed && !NameStyles.swiftKeywords.contains(name)
    }
}
