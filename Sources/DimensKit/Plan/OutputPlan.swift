import DimensMustache

/// One output as everything after the config check uses it: where it goes, what writes it (code,
/// or a template found and parsed once), the language it is written in, and its typed options.
package struct OutputPlan: Sendable {
    package enum Kind: Sendable {
        /// Written by its output kind's code (the json output, Android resources).
        case code
        case template(TemplatePlan)
    }

    /// The `template` the config names (`swift`, `kotlin`, `ios/dimens`): a built-in output
    /// kind's name, or a project's template.
    package var name: String
    /// Relative to the output folder, checked (`OutputPathRule`).
    package var path: String
    package var location: SourceLocation?
    package var kind: Kind
    package var language: OutputLanguage
    package var options: OutputOptions

    package init(
        name: String, path: String, location: SourceLocation?, kind: Kind, language: OutputLanguage,
        options: OutputOptions
    ) {
        self.name = name
        self.path = path
        self.location = location
        self.kind = kind
        self.language = language
        self.options = options
    }

    /// The template, for a template output.
    package var template: TemplatePlan? { if case .template(let plan) = kind { plan } else { nil } }

    /// A rendered output larger than this is an error (`output.too-large`) rather than a file no
    /// tool can open; `dimens diff` reads json outputs up to the same size.
    package static let maximumBytes = 1 << 30

    /// The largest Kotlin source kotlinc reads (its 20 MB file limit); a larger one is skipped.
    package static let maximumKotlinBytes = 20 * 1024 * 1024
}

/// A template output's template: where it was found and its parsed form.
package struct TemplatePlan: Sendable {
    package var resolved: TemplateLibrary.Resolved
    package var template: Template
}

extension DiagnosticCode {
    /// A rendered output over `OutputPlan.maximumBytes`.
    package static let outputTooLarge = DiagnosticCode("output.too-large")
}
