import Foundation
import Testing

/// Compares text with a golden file; `DIMENS_RECORD=1 swift test` rewrites the file instead, for
/// review in the diff.
enum Golden {
    static var recording: Bool { ProcessInfo.processInfo.environment["DIMENS_RECORD"] == "1" }

    static func check(_ actual: String, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
            let got = line < a.count ? String(a[line]) : "<end>"
            let want = line < e.count ? String(e[line]) : "<end>"
            Issue.record(
                "\(url.lastPathComponent) differs at line \(line + 1): expected \(want), got \(got) (DIMENS_RECORD=1 to re-record)",
                sourceLocation: sourceLocation)
        }
    }
}
