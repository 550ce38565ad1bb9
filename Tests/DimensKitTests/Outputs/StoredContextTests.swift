import DimensMustache
import Foundation
import Testing

@testable import DimensKit

/// Each built-in template rendered from stored context files, one per project and option
/// variant, into expected files (under `Tests/Fixtures/templates/`): a change to a template is
/// reviewed as a diff of its outputs, a change to the context as a diff of the context files.
/// `DIMENS_RECORD=1` rewrites both.
struct StoredContextTests {
    /// One built-in template with one set of output options.
    struct Variant: CustomTestStringConvertible, Sendable {
        var template: String
        var name: String
        var options: String
        var language: OutputLanguage
        var fileExtension: String

        var testDescription: String { "\(template) \(name)" }
    }

    static let variants: [Variant] = [
        // The swift goldens from before the `runtime` option hold the whole runtime (`embedded`);
        // the `module` ones import DimensRuntime.
        Variant(
            template: "swift", name: "default", options: #"{"runtime": "embedded"}"#, language: .swift,
            fileExtension: "swift"),
        Variant(
            template: "swift", name: "internal-metrics",
            options: #"{"typeName": "Metrics", "accessLevel": "internal", "runtime": "embedded"}"#,
            language: .swift, fileExtension: "swift"),
        Variant(
            template: "swift", name: "package", options: #"{"accessLevel": "package", "runtime": "embedded"}"#,
            language: .swift, fileExtension: "swift"),
        Variant(
            template: "swift", name: "inspectables", options: #"{"inspectables": true, "runtime": "embedded"}"#,
            language: .swift, fileExtension: "swift"),
        moduleVariant,
        Variant(
            template: "swift", name: "module-public-inspectables",
            options: #"{"accessLevel": "public", "inspectables": true}"#, language: .swift, fileExtension: "swift"),
        Variant(template: "css", name: "default", options: "{}", language: .css, fileExtension: "css"),
        Variant(
            template: "css", name: "prefix", options: #"{"cssPrefix": "ds"}"#, language: .css, fileExtension: "css"),
        fluidVariant,
        Variant(template: "report", name: "default", options: "{}", language: .html, fileExtension: "html"),
        Variant(
            template: "report", name: "jump-1.1", options: #"{"jumpRatio": 1.1}"#, language: .html,
            fileExtension: "html"),
        Variant(template: "typescript", name: "default", options: "{}", language: .typescript, fileExtension: "ts"),
        Variant(
            template: "typescript", name: "plain-metrics", options: #"{"typeName": "Metrics", "reactNative": false}"#,
            language: .typescript, fileExtension: "ts"),
    ]

    /// The Kotlin templates' variants, on Android screens.
    static let kotlinVariants: [Variant] =
        ["kotlin", "compose"].flatMap { template in
            [
                Variant(template: template, name: "default", options: "{}", language: .kotlin, fileExtension: "kt"),
                Variant(
                    template: template, name: "package-metrics",
                    options: #"{"kotlinPackage": "com.example.design", "typeName": "Metrics"}"#, language: .kotlin,
                    fileExtension: "kt"),
            ]
        } + [
            Variant(
                template: "compose", name: "container-size", options: #"{"containerSize": true}"#, language: .kotlin,
                fileExtension: "kt")
        ]

    /// The small projects the contexts come from: iPod screens in both orientations (with the
    /// dynamic model too, whose steps between neighbouring screens the report's jump ratio
    /// measures), names that need escaping in every language (on the iPod screens, to keep the
    /// files small), and scaled profiles (`scaled(_:as:)`).
    static let projects =
        LazyContextTests.cases.filter { $0.name == "ipod-example" } + [
            LazyContextTests.Case(
                name: "awkward-names", folder: Fixtures.root.appendingPathComponent("build/awkward-names"),
                config: #"{"catalog": {"include": ["pod"]}, \#(LazyContextTests.awkwardLint)}"#),
            LazyContextTests.Case(
                name: "ipod-dynamic", folder: Fixtures.root.appendingPathComponent("build/ipod-example"),
                config:
                    #"{"catalog": {"include": ["pod"]}, "orientations": ["portrait", "landscape"], "defaults": {"model": "dynamic", "dimension": "width"}, "outputs": [{"template": "css", "path": "d.css", "options": {"fluid": true}}]}"#
            ),
            LazyContextTests.Case(
                name: "ipod-scaled", folder: Fixtures.root.appendingPathComponent("build/ipod-example"),
                config:
                    #"{"catalog": {"include": ["pod"]}, "defaults": {"model": "fixed"}, "scaled": {"text": {"model": "dynamic", "round": "point"}, "soft": {"model": "moderate", "roundingMode": "down"}}, "outputs": [{"template": "swift", "path": "D.swift"}]}"#
            ),
            LazyContextTests.Case(
                name: "android-tablets", folder: Fixtures.root.appendingPathComponent("build/android-awkward"),
                config:
                    #"{"platforms": ["android"], "catalog": {"include": ["android-tablet"]}, "defaults": {"model": "fixed"}}"#
            ),
        ]
    static let folder = Fixtures.root.appendingPathComponent("templates")

    /// Each project with each variant; names that need escaping with each template's defaults.
    static let cases: [(LazyContextTests.Case, Variant)] =
        variants.map { (projects[0], $0) } + variants.filter { $0.name == "default" }.map { (projects[1], $0) }
        + variants.filter { $0.template == "report" }.map { (projects[2], $0) }
        + kotlinVariants.map { (projects[4], $0) } + scaledCases + [(projects[2], fluidVariant)]

    /// The css template with fluid clamps and the container variant (on the iPod project, and on
    /// dynamic iPod values, linear in the width, so written as clamps: that project's config has a
    /// fluid css output, which asks the scale stage for the web viewports the clamps are found on).
    static let fluidVariant = Variant(
        template: "css", name: "fluid-card", options: #"{"fluid": true, "container": "card"}"#, language: .css,
        fileExtension: "css")

    /// The swift template's default, `"runtime": "module"`.
    static let moduleVariant = Variant(
        template: "swift", name: "module", options: "{}", language: .swift, fileExtension: "swift")

    /// The scaled project with the swift template embedded and by default (module).
    static let scaledCases: [(LazyContextTests.Case, Variant)] = [
        (projects[3], variants[0]), (projects[3], moduleVariant),
    ]

    static func stem(_ project: LazyContextTests.Case, _ variant: Variant) -> String {
        "\(project.name)-\(variant.template)-\(variant.name)"
    }

    /// The context the compiler gives this variant now.
    static func currentContext(_ project: LazyContextTests.Case, _ variant: Variant) throws -> String {
        let options = try #require(JSONParser.parse(SourceFile(path: "", text: variant.options)).value?.object)
        let context = RenderContext.build(
            try LazyContextTests().table(project), template: variant.template, options: OutputOptions(options),
            language: variant.language,
            generator: "dimens")
        return JSONWriter.write(context.json)
    }

    static func contextFile(_ project: LazyContextTests.Case, _ variant: Variant) -> URL {
        folder.appendingPathComponent("contexts/\(stem(project, variant)).json")
    }

    /// The context the compiler gives this variant now equals the stored one.
    @Test(arguments: cases)
    func theStoredContextIsCurrent(_ project: LazyContextTests.Case, _ variant: Variant) throws {
        try Golden.check(try Self.currentContext(project, variant), against: Self.contextFile(project, variant))
    }

    /// The template in `templates/` renders the stored context (when recording, the current one)
    /// into the expected file.
    @Test(arguments: cases)
    func theTemplateRendersTheStoredContext(_ project: LazyContextTests.Case, _ variant: Variant) throws {
        let stem = Self.stem(project, variant)
        let text =
            Golden.recording
            ? try Self.currentContext(project, variant)
            : try String(contentsOf: Self.contextFile(project, variant), encoding: .utf8)
        let parsed = JSONParser.parse(SourceFile(path: stem, text: text))
        let context = try #require(parsed.value, "\(parsed.diagnostics)")
        let source = try String(
            contentsOf: BuiltInTemplateTests.root.appendingPathComponent("templates/\(variant.template).mustache"),
            encoding: .utf8)
        // Built-in templates are rendered strict: a name the context lacks is an error.
        let rendered = try Template(source, name: variant.template).render(
            MustacheValue(context), options: .init(missingIsError: true))
        #expect(rendered.utf8.count > 500, "\(stem) rendered almost nothing")
        try Golden.check(
            rendered, against: Self.folder.appendingPathComponent("expected/\(stem).\(variant.fileExtension)"))
    }

    /// Every option a built-in template reads has a variant here besides its default (`strict`
    /// aside: built-in templates are always strict; `split` renders several files, tested in
    /// `SwiftOutputSplitTests`; the json and android outputs are written by code and tested on their own).
    @Test func everyOptionOfABuiltInTemplateHasAVariant() {
        let templateKinds = OutputKinds.all.filter { if case .template = $0.writtenBy { true } else { false } }
        for option in OutputKinds.table.allOptions where option.name != "strict" && option.name != "split" {
            for template in templateKinds.map(\.name) where option.isTaken(by: template) {
                #expect(
                    (Self.variants + Self.kotlinVariants).contains {
                        $0.template == template && $0.options.contains("\"\(option.name)\"")
                    },
                    "no variant of \(template) sets \(option.name)")
            }
        }
    }
}
