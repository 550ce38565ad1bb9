import DimensKit

/// The one place diagnostics become text, in the chosen format, sorted by file and position.
///
/// Paths, messages (which quote paths, names and values from files) and the source lines of code
/// frames are escaped here, as a whole, when printed (`DisplayText`): diagnostics keep the text
/// as found, so the json format and tests see it unchanged.
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
                let place = (note.location ?? diagnostic.location).map { "\(style.bold(Self.shown($0.description))): " }
                out += "\(place ?? "")\(style.cyan("note:")) \(Self.shown(note.message))\n"
            }
        }
        if log.errorCount + log.warningCount > 0 { out += summary(log) + "\n" }
        return out
    }

    private func headline(_ diagnostic: Diagnostic) -> String {
        let place = diagnostic.location.map { "\(style.bold(Self.shown($0.description))): " } ?? "dimens: "
        let severity = diagnostic.severity == .error ? style.red("error:") : style.yellow("warning:")
        return "\(place)\(severity) \(style.bold(Self.shown(diagnostic.message))) [\(diagnostic.code)]\n"
    }

    /// The source line with a caret under the column, as compilers show it.
    private func codeFrame(at location: SourceLocation) -> String? {
        guard let line = sources[location.file]?.line(location.line) else { return nil }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        // The caret stays under its column: each scalar before it is padded as wide as it is shown.
        let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(max(0, location.column - 1))))
        let padding = String(Self.shown(prefix).unicodeScalars.map { $0 == "\t" ? "\t" : " " })
        return
            " \(style.dim(number + " |")) \(Self.shown(line))\n \(style.dim(gutter + " |")) \(padding)\(style.red("^"))\n"
    }

    /// Text from files as a terminal shows it (`DisplayText`, terminal medium).
    static func shown(_ text: String) -> String { DisplayText.escaped(text, for: .terminal) }

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
                    "file=\(DisplayText.escaped(location.file, for: .githubProperty))", "line=\(location.line)",
                    "col=\(location.column)",
                ]
            }
            properties.append("title=\(DisplayText.escaped(d.code.rawValue, for: .githubProperty))")
            // Each part on one line, shown as a terminal would; the lines joined stay lines.
            let message = ([d.message] + d.notes.map { "note: " + ($0.location.map { "\($0): " } ?? "") + $0.message })
                .map(DiagnosticPrinter.shown).joined(separator: "\n")
            return
                "::\(d.severity.rawValue) \(properties.joined(separator: ","))::\(DisplayText.escaped(message, for: .githubMessage))\n"
        }.joined()
    }
}
