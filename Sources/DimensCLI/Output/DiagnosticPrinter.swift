import DimensKit

/// The one place diagnostics become text, in the chosen format, sorted by file and position.
struct DiagnosticPrinter {
    var format: DiagnosticFormat
    var style: TerminalStyle
    /// The inputs by path, for code frames.
    var sources: [String: SourceFile]

    func render(_ log: DiagnosticLog) -> String {
        switch format {
        case .text: text(log)
        case .json: JSONWriter.write(DiagnosticJSON.document(log))
        case .github: GitHubAnnotations.render(log.folded)
        }
    }

    /// Each finding with its notes; findings of one cause once, with where the others are.
    private func text(_ log: DiagnosticLog) -> String {
        var out = ""
        for folded in log.folded {
            let diagnostic = folded.diagnostic
            out += headline(diagnostic)
            if style.codeFrames, let location = diagnostic.location, let frame = codeFrame(at: location) {
                out += frame
            }
            for note in diagnostic.notes + folded.placeNotes {
                let place = (note.location ?? diagnostic.location).map { "\(style.bold($0.description)): " } ?? ""
                out += "\(place)\(style.cyan("note:")) \(Self.visible(note.message))\n"
            }
        }
        if log.errorCount + log.warningCount > 0 { out += summary(log) + "\n" }
        return out
    }

    private func headline(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { "\(style.bold($0.description)): " } ?? "dimens: "
        let severity = diagnostic.severity == .error ? style.red("error:") : style.yellow("warning:")
        return "\(place)\(severity) \(style.bold(Self.visible(diagnostic.message))) [\(diagnostic.code)]\n"
    }

    /// The source line with a caret under the column, as compilers show it.
    private func codeFrame(at location: SourceLocation) -> String? {
        guard let line = sources[location.file]?.line(location.line) else { return nil }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let prefix = line.unicodeScalars.prefix(max(0, location.column - 1))
        let padding = String(String.UnicodeScalarView(prefix.map { $0 == "\t" ? "\t" : " " }))
        return " \(style.dim(number + " |")) \(line)\n \(style.dim(gutter + " |")) \(padding)\(style.red("^"))\n"
    }

    /// A message as a terminal should get it: text from token files may hold escape sequences or
    /// line breaks, shown as `\u{1b}` instead of acted on.
    static func visible(_ text: String) -> String {
        guard
            text.unicodeScalars.contains(where: {
                $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029
            })
        else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.value == 0x2028
                || scalar.value == 0x2029
            {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    func summary(_ log: DiagnosticLog) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        return "\(count(log.errorCount, "error")), \(count(log.warningCount, "warning"))"
    }
}

/// `--diagnostics-format json`: one document with every diagnostic and the counts.
enum DiagnosticJSON {
    static func document(_ log: DiagnosticLog) -> JSONValue {
        .object([
            "schema": .string("dimens-diagnostics/1"),
            "diagnostics": .array(log.sorted.map(diagnostic)),
            "errors": .number(log.errorCount),
            "warnings": .number(log.warningCount),
        ])
    }

    private static func diagnostic(_ d: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", .string(d.severity.rawValue)), ("code", .string(d.code.rawValue)),
            ("message", .string(d.message)),
        ]
        members += place(d.location)
        members.append(("token", d.tokenPath.map(JSONValue.string) ?? .null))
        members.append(
            ("notes", .array(d.notes.map { .object([("message", .string($0.message))] + place($0.location)) })))
        return .object(members)
    }

    private static func place(_ location: SourceLocation?) -> [(String, JSONValue)] {
        guard let location else { return [] }
        return [
            ("file", .string(location.file)), ("line", .number(location.line)), ("column", .number(location.column)),
        ]
    }
}

/// `--diagnostics-format github`: workflow commands that GitHub Actions shows on the diff, one per
/// cause (the json format lists every finding).
enum GitHubAnnotations {
    static func render(_ folded: [DiagnosticLog.Folded]) -> String {
        folded.map { folded in
            var d = folded.diagnostic
            d.notes += folded.placeNotes
            var properties: [String] = []
            if let location = d.location {
                properties += [
                    "file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)",
                ]
            }
            properties.append("title=\(escapeProperty(d.code.rawValue))")
            let message = ([d.message] + d.notes.map { "note: " + ($0.location.map { "\($0): " } ?? "") + $0.message })
                .joined(separator: "\n")
            return "::\(d.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }.joined()
    }

    static func escapeData(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
