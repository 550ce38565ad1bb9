import Foundation

/// A project on disk for the benchmark: `count` tokens cycling through every model and selector
/// kind, over the full catalog in both orientations with iPad windows (489 screens), with the
/// json, Swift and CSS outputs.
struct SyntheticProject {
    let folder: URL
    let count: Int

    init(count: Int, in parent: URL) throws {
        self.count = count
        folder = parent.appendingPathComponent("project-\(count)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try Self.tokens(count).write(
            to: folder.appendingPathComponent("tokens/bench.tokens.json"), atomically: true, encoding: .utf8)
        try Self.config.write(to: folder.appendingPathComponent("dimens.json"), atomically: true, encoding: .utf8)
        for (name, options) in Self.swiftVariants {
            try Self.config.replacingOccurrences(of: #"{ "accessLevel": "public" }"#, with: options)
                .write(to: folder.appendingPathComponent("dimens-\(name).json"), atomically: true, encoding: .utf8)
        }
    }

    /// The swift output as an app's own module writes it (`internal`, the default) and as a
    /// design-system package would split it (`public`, 8 accessor files): `dimens-NAME.json`,
    /// built with `--only swift --out-dir out-NAME`.
    static let swiftVariants = [
        ("internal", #"{ "accessLevel": "internal" }"#), ("split", #"{ "accessLevel": "public", "split": 8 }"#),
    ]

    static let config = """
        {
          "tokens": ["tokens/*.tokens.json"],
          "orientations": ["portrait", "landscape"],
          "outputs": [
            { "template": "json", "path": "dimens.json" },
            { "template": "swift", "path": "Dimens.swift", "options": { "accessLevel": "public" } },
            { "template": "css", "path": "dimens.css" }
          ]
        }
        """

    /// A token file with `count` tokens: every model, overrides of most selector kinds, multipliers.
    static func tokens(_ count: Int) -> String {
        let models = [
            "fixed", "dynamic", "balanced", "logarithmic", "power", "moderate", "fluid", "diagonal", "perimeter", "fit",
            "fill", "none",
        ]
        let overrides = [
            #""pad": 24, "iphone-se-3rd-generation": 14"#, #""w>=428": 20, "pad&min>=1000": 48, "regular": 30"#,
            #""compact.phone": 11, "393x852": 12, "6.1in": 13"#, #""min>=600": 22, "h<700": 9"#,
        ]
        var lines: [String] = []
        for i in 0..<count {
            let model = models[i % models.count]
            let extra = i % 3 == 0 ? #", "overrides": {\#(overrides[i % overrides.count])}"# : ""
            let multipliers = i % 7 == 0 ? #", "multipliers": {"pad": 1.1}, "max": 200"# : ""
            lines.append(
                #"    "t\#(i)": {"$value": {"value": \#(4 + i % 60), "unit": "px"}, "$extensions": {"dimens": {"model": "\#(model)"\#(extra)\#(multipliers)}}}"#
            )
        }
        return "{\n  \"bench\": {\n    \"$type\": \"dimension\",\n" + lines.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// The Swift files of the variant `name` (`swiftVariants`), built by `dimens` into `out-NAME`,
    /// the table's first; none when the build failed.
    func swiftFiles(_ name: String, dimens: String) -> [URL] {
        let out = folder.appendingPathComponent("out-\(name)")
        try? FileManager.default.removeItem(at: out)
        _ = ProcessRun.run(
            dimens, ["build", "--config", "dimens-\(name).json", "--only", "swift", "--out-dir", out.path], in: folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter {
            $0.hasSuffix(".swift")
        }
        return names.sorted { ($0 == "Dimens.swift" ? "" : $0) < ($1 == "Dimens.swift" ? "" : $1) }
            .map { out.appendingPathComponent($0) }
    }

    /// How many files of the split variant change when one token's value does (`t5`, 9 → 10 px),
    /// the token file restored after; nil when a build failed.
    func filesChangedByOneEdit(dimens: String) -> Int? {
        let tokens = folder.appendingPathComponent("tokens/bench.tokens.json")
        guard let original = try? String(contentsOf: tokens, encoding: .utf8) else { return nil }
        defer { try? original.write(to: tokens, atomically: true, encoding: .utf8) }
        let before = swiftFiles("split", dimens: dimens).map { (try? Data(contentsOf: $0)) ?? Data() }
        let edited = original.replacingOccurrences(
            of: #""t5": {"$value": {"value": 9,"#, with: #""t5": {"$value": {"value": 10,"#)
        guard edited != original, (try? edited.write(to: tokens, atomically: true, encoding: .utf8)) != nil else {
            return nil
        }
        let after = swiftFiles("split", dimens: dimens).map { (try? Data(contentsOf: $0)) ?? Data() }
        guard !before.isEmpty, before.count == after.count else { return nil }
        return zip(before, after).count { $0 != $1 }
    }

    /// Removes the outputs (and what a build keeps beside them), for a cold build.
    func clean() { try? FileManager.default.removeItem(at: folder.appendingPathComponent("out")) }

    /// The screens of the json output, after a build.
    var screenCount: Int {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("out/dimens.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return 0 }
        return (json["screens"] as? [Any])?.count ?? 0
    }

    func size(of output: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("out/\(output)").path))?[
            .size] as? Int) ?? 0
    }
}
