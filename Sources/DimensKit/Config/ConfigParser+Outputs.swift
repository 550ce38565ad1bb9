/// One entry of `outputs`: its template, path and options, each checked where it is written.
extension ConfigParser {
    static let outputKeys = ["template", "path", "options"]

    mutating func readOutput(_ item: JSONValue) -> Config.Output? {
        guard let object = item.object, let template = object["template"]?.string, let path = object["path"]?.string
        else {
            diagnostics.append(error("each output needs \"template\" and \"path\" strings", at: item))
            return nil
        }
        for member in object.members where !Self.outputKeys.contains(member.key) {
            diagnostics.append(
                .error(
                    .configUnknownKey, "unknown key '\(member.key)' in an output", at: keyLocation(member),
                    notes: Suggestion.note(for: member.key, in: Self.outputKeys)))
        }
        if let problem = OutputPathRule.problem(with: path) {
            diagnostics.append(.error(.configPath, problem, at: location(object["path"]!)))
            return nil
        }
        var options = OutputOptions()
        if let value = object["options"] {
            guard let given = value.object else {
                diagnostics.append(error("\"options\" must be an object", at: value))
                return nil
            }
            readOptions(given, template: template, into: &options)
        }
        return Config.Output(template: template, path: path, options: options, location: location(item))
    }

    /// Each option checked against the one declaration of every option (`OutputOption.all`):
    /// known to this output's template, and of the right type and range.
    private mutating func readOptions(_ given: JSONObject, template: String, into options: inout OutputOptions) {
        let known = OutputOption.all.filter { $0.isTaken(by: template) }
        for member in given.members {
            guard let option = known.first(where: { $0.name == member.key }) else {
                let names = known.map(\.name)
                let why =
                    names.isEmpty
                    ? "the \(template) output takes no options"
                    : "the \(template) output takes \(names.joined(separator: ", "))"
                diagnostics.append(
                    .error(
                        .configUnknownKey, "unknown option '\(member.key)': \(why)", at: keyLocation(member),
                        notes: Suggestion.note(for: member.key, in: names)))
                continue
            }
            if let expected = option.read(member.value, &options) {
                diagnostics.append(
                    error("\"\(option.name)\" must be \(expected), not \(describe(member.value))", at: member.value))
            }
        }
    }

    private func keyLocation(_ member: JSONObject.Member) -> SourceLocation {
        SourceLocation(file: file, position: member.keyPosition)
    }

    private func describe(_ value: JSONValue) -> String { value.string.map { "\"\($0)\"" } ?? value.kindDescription }
}
