import Foundation
import Testing

/// Locates the real design systems of `shared/corpus` (Adobe Spectrum, Figma's SDS, GitHub Primer
/// with their DTCG resolvers) on this machine.
///
/// Tests read them from `$DIMENS_CORPUS_DIR`, else from `../shared/corpus` next to the package. A
/// clone elsewhere has neither: those tests are then skipped with this reason, while `.ci/run`
/// refuses to run without them. The files are never edited to make a test pass.
package enum Corpus {
    package static let directory: URL? = {
        if let named = ProcessInfo.processInfo.environment["DIMENS_CORPUS_DIR"], !named.isEmpty {
            return URL(fileURLWithPath: named, isDirectory: true)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: shared.path) ? shared : nil
    }()

    /// The folder of the three resolvers, `dtcg-examples`.
    package static var examples: URL? {
        guard let url = directory?.appendingPathComponent("dtcg-examples"),
            FileManager.default.fileExists(atPath: url.path)
        else { return nil }
        return url
    }

    /// The resolvers, by file name.
    package static let resolvers = [
        "adobe-spectrum.resolver.json", "figma-sds.resolver.json", "github-primer.resolver.json",
    ]

    package static let skipReason: Comment =
        "the design-system corpus is not here (set DIMENS_CORPUS_DIR or keep ../shared/corpus beside the package; .ci/fetch-test-data fetches it); .ci/run requires it"
}
