import Foundation

/// `--android N`: N typography tokens (two lengths each) with the android output over the
/// built-in Android catalog, a cold build's median time and peak memory. The output computes every
/// value on a probe screen at each whole dp between the catalogued widths (714 of them) to place
/// its folders, so this is the heaviest output per token.
enum AndroidBench {
    static func run(dimens: String, count: Int, runs: Int, scratch: URL) -> ProcessRun.Measurement? {
        let folder = scratch.appendingPathComponent("android-\(count)")
        try? FileManager.default.removeItem(at: folder)
        let members = (0..<count).map { index in
            #""s\#(index)": {"$value": {"fontFamily": "A", "fontSize": {"value": \#(10 + index % 40), "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": \#(index % 3), "unit": "px"}, "lineHeight": 1.2}}"#
        }
        let tokens = #"{"t": {"$type": "typography", "# + members.joined(separator: ", ") + "}}"
        let config = #"{"platforms": ["android"], "outputs": [{"template": "android", "path": "res"}]}"#
        do {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
            try tokens.write(
                to: folder.appendingPathComponent("tokens/type.tokens.json"), atomically: true, encoding: .utf8)
            try config.write(to: folder.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        } catch {
            print("android: cannot write \(folder.path): \(error)")
            return nil
        }
        return ProcessRun.median(runs) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
            // Past about 90,000 typographies the probe values need more than the default budget allows.
            return ProcessRun.run(dimens, ["build", "--max-memory", "16G"], in: folder)
        }
    }
}
