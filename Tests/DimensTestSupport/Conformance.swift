import Foundation
import Testing

/// Locates the public conformance suites (JSONTestSuite, the Mustache spec) on this machine.
///
/// Tests read them from `$DIMENS_CONFORMANCE_DIR`, else from `../shared/conformance` next to the
/// package. A clone elsewhere has neither: the suites are then skipped with this reason, while
/// `.ci/run` refuses to run without them.
package enum Conformance {
    package static let directory: URL? = {
        let fileManager = FileManager.default
        if let named = ProcessInfo.processInfo.environment["DIMENS_CONFORMANCE_DIR"], !named.isEmpty {
            return URL(fileURLWithPath: named, isDirectory: true)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        return fileManager.fileExists(atPath: shared.path) ? shared : nil
    }()

    package static func suite(_ name: String) -> URL? {
        guard let url = directory?.appendingPathComponent(name),
            FileManager.default.fileExists(atPath: url.path)
        else { return nil }
        return url
    }

    package static let skipReason: Comment =
        "the public conformance suites are not here (set DIMENS_CONFORMANCE_DIR or keep ../shared/conformance beside the package; .ci/fetch-test-data fetches them); .ci/run requires them"
}
