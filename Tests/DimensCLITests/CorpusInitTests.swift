import DimensKit
import DimensTestSupport
import Foundation
import Testing

@testable import DimensCLI

/// A design system adopted as it is: `dimens init --from` on each resolver of the corpus, then a
/// build with the config it wrote (size-like modifiers bound to screens, no scaling), and every
/// dimension and number token on every screen is the number in the files of the contexts that
/// screen gets — read here with Foundation, independently of dimens' loader.
@Suite(.enabled(if: Corpus.examples != nil, Corpus.skipReason))
struct CorpusInitTests {
    @Test(arguments: Corpus.resolvers)
    func theInitConfigKeepsEveryNumberOfTheFilesOnEveryScreen(_ resolver: String) throws {
        let examples = Corpus.examples!
        let system = String(resolver.dropLast(".resolver.json".count))
        let project = try Project([:])
        let tokens = project.directory.appendingPathComponent("tokens")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: true)
        for name in [system, resolver] {
            try FileManager.default.copyItem(
                at: examples.appendingPathComponent(name), to: tokens.appendingPathComponent(name))
        }
        #expect(project.run(["init", "--from", "tokens/\(resolver)"]).0 == .success)
        let (code, console) = project.run(["build"])
        try #require(code == .success, "\(console.errors.prefix(2000))")
        #expect(!console.errors.contains("scale."), "no scaling warning: \(console.errors.prefix(1000))")
        #expect(!console.errors.contains("[selector."), "no binding init wrote is idle: \(console.errors.prefix(1000))")
        let text = try String(contentsOf: project.directory.appendingPathComponent("out/dimens.json"), encoding: .utf8)
        let check = try ContextValueCheck(resolver: tokens.appendingPathComponent(resolver), output: text)
        #expect(check.groups.values.map(\.count).reduce(0, +) > 400)
        check.expectEveryValueEqual(system)
        #expect(check.checked > 10_000, "\(check.checked) values checked")
        if system == "adobe-spectrum" {
            #expect(check.groups.count == 2, "phones take mobile, iPads desktop: \(check.groups.keys)")
        }
    }

    /// The resolver read where it is, outside the project: init reads none of its files (the
    /// build's rule for files outside, issue 48), says at each `$ref` how to go on, and writes no
    /// config (before issue 48 it wrote one with `"allowFilesOutside": true`). The copy inside
    /// the project, above, is how such a design system is adopted.
    @Test(arguments: Corpus.resolvers)
    func initRefusesAResolverWhoseFilesAreOutsideTheProject(_ resolver: String) throws {
        let path = Corpus.examples!.appendingPathComponent(resolver)
        let project = try Project([:])
        try FileManager.default.createDirectory(at: project.directory, withIntermediateDirectories: true)
        let (code, console) = project.run(["init", "--from", path.path])
        #expect(code == .failure)
        #expect(console.errors.contains("[input.outside]") && console.errors.contains("copy the design system"))
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("dimens.json").path))
    }
}
