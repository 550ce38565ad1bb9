/// Text written in a token file or a catalog (a token's path, a description, a file name), as
/// the render model keeps it: it reaches a template only through `escaped(for:)`, so no view can
/// hand it on raw.
package struct UserText: Sendable, Hashable, CustomStringConvertible {
    private let raw: String

    package init(_ raw: String) { self.raw = raw }

    /// The text for an output in `language`.
    package func escaped(for language: OutputLanguage) -> String { language.text(raw) }

    /// A description's lines for an output in `language`.
    package func lines(for language: OutputLanguage) -> [String] { ValueFormat.docLines(raw, for: language) }

    /// The text as written, for diagnostics (their printers escape what a terminal must not get).
    package var description: String { raw }
}
