/// One entry of `outputs`: its template, path and options, each checked where it is written.
extension ConfigParser {
    static let outputKeys = ["template", "path", "options"]

    mutating func readOutput(_ item: JSONValue) -> Config.Output? {
        let needs = "each output needs \"template\" and \"path\" strings"
        guard let object = item.object else {
            fields.report(needs, at: item.position)
            return nil
        }
        var output = fields.reading(object, at: item.position, words: Self.words(in: "an output"))
        defer { output.flush(into: &fields.diagnostics) }
        output.checkKeys(Self.outputKeys)
        guard let template = object["template"]?.string, let path = object["path"]?.string else {
            // A misspelt key (`"paht"`) is the cause, reported above with its "did you mean".
            if output.diagnostics.isEmpty { output.report(needs, at: item.position) }
            return nil
        }
        if let problem = OutputPathRule.problem(with: path) {
            output.report(problem, at: object["path"]!.position, code: .configPath)
            return nil
        }
        var options = OutputOptions()
        if object["options"] != nil {
            guard let given = output.object("options") else { return nil }
            var reader = output.reading(
                given, at: object["options"]!.position, words: OutputOption.words(template, kinds: kinds))
            options = OutputOptions(checking: &reader, template: template, kinds: kinds)
            reader.flush(into: &output.diagnostics)
        }
        return Config.Output(template: template, path: path, options: options, location: fields.location(of: item))
    }
}
