/// Decides whether diagnostics get colour and code frames: only on a terminal, never with
/// `NO_COLOR` set (https://no-color.org) or `TERM=dumb`.
struct TerminalStyle {
    var colors: Bool
    var codeFrames: Bool

    init(isTerminal: Bool, environment: [String: String]) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        codeFrames = isTerminal && !noColor && !dumb
        colors = codeFrames
    }

    func paint(_ text: String, _ code: String) -> String { colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { paint(text, "1") }
    func red(_ text: String) -> String { paint(text, "1;31") }
    func yellow(_ text: String) -> String { paint(text, "1;33") }
    func cyan(_ text: String) -> String { paint(text, "1;36") }
    func dim(_ text: String) -> String { paint(text, "2") }
}
