import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// The generated TypeScript module type-checked and compiled by `tsc` against the React and React
/// Native stand-ins (`Tests/Fixtures/react-native-stand-ins`, copied as `node_modules/`), then asked
/// for windows by a `node` program that prints what it got as JSON.
enum TypeScriptProgram {
    static let tsc = GeneratedSwiftProgram.executable(named: "tsc")
    static let node =
        GeneratedSwiftProgram.executable(named: "node") ?? GeneratedSwiftProgram.executable(named: "nodejs")
    static let standIns = Fixtures.root.appendingPathComponent("react-native-stand-ins")
    static let skipNotice: Comment =
        "skipped: no tsc or node on PATH (apt-get install -y node-typescript nodejs; .ci/run installs them)"

    /// What a React Native project's `tsconfig` is at its strictest, for an ES2019 engine (Hermes),
    /// each file compiled alone (Metro's Babel), without the DOM's declarations.
    static let flags = [
        "--strict", "--noUnusedLocals", "--noUnusedParameters", "--noImplicitReturns", "--noFallthroughCasesInSwitch",
        "--isolatedModules", "--noUncheckedIndexedAccess", "--exactOptionalPropertyTypes", "--target", "es2019",
        "--lib", "es2019", "--module", "commonjs",
    ]

    /// `tsc` on the module (as `dimens.ts`) with `flags`, compiled into `build/`; a failure records
    /// tsc's output. Returns the folder, for `ask`; the caller removes it.
    /// Without `standIns`, the module must compile with nothing installed beside it.
    static func compile(
        _ module: String, standIns: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> URL {
        let folder = try GeneratedSwiftProgram.scratchFolder()
        try module.write(to: folder.appendingPathComponent("dimens.ts"), atomically: true, encoding: .utf8)
        if standIns {
            try FileManager.default.copyItem(at: Self.standIns, to: folder.appendingPathComponent("node_modules"))
        }
        let compiled = try GeneratedSwiftProgram.run(
            try #require(tsc), flags + ["--outDir", "build", "dimens.ts"], in: folder)
        #expect(compiled.status == 0, "tsc failed:\n\(compiled.output.prefix(6000))", sourceLocation: sourceLocation)
        return folder
    }

    /// Runs `node` on a program that asks the compiled module in `folder` for each window (through
    /// `useDimens` for a hook's) and prints, per window, the values it got and the dependencies the
    /// hook gave `useMemo`.
    static func ask(_ windows: [TypeScriptWindow], in folder: URL) throws -> [JSONObject] {
        let program = """
            "use strict";
            const dimens = require("./build/dimens.js");
            const react = \(windows.contains(where: \.hook) ? "require(\"react\")" : "null");
            const reactNative = \(windows.contains(where: \.hook) ? "require(\"react-native\")" : "null");
            const windows = [
            \(windows.map { "  " + $0.javaScript }.joined(separator: ",\n"))
            ];
            const results = windows.map(({ label, hook, window }) => {
              if (!hook) return { label, values: dimens.dimensFor(window) };
              reactNative.Platform.OS = window.platform;
              reactNative.Platform.isPad = window.family === "pad";
              reactNative.setWindow({ width: window.width, height: window.height, scale: window.scale, fontScale: window.fontScale });
              return { label, values: dimens.useDimens(), deps: react.lastDeps };
            });
            process.stdout.write(JSON.stringify(results));
            """
        try program.write(to: folder.appendingPathComponent("ask.js"), atomically: true, encoding: .utf8)
        let ran = try GeneratedSwiftProgram.run(try #require(node), ["ask.js"], in: folder)
        try #require(ran.status == 0, "node failed:\n\(ran.output.suffix(3000))")
        // Read with dimens' own parser, which keeps every number exactly.
        let parsed = JSONParser.parse(SourceFile(path: "ask.json", text: ran.output))
        return try #require(parsed.value?.array, "node printed no JSON:\n\(ran.output.prefix(2000))").compactMap(
            \.object)
    }

    /// Checks each window's values against the json output's for the screen and text size the
    /// rules choose: every property the module gives, numbers exactly. Records the first
    /// differences; returns how many values were compared.
    @discardableResult
    static func compare(
        _ results: [JSONObject], _ windows: [TypeScriptWindow], _ project: TypeScriptProject,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Int {
        #expect(results.count == windows.count, sourceLocation: sourceLocation)
        var compared = 0
        var differences: [String] = []
        let sides = project.windows?.model.sides ?? ScreenSides()
        for (result, window) in zip(results, windows) {
            let screen = window.screen(in: project.screens, sides: sides)
            let size = window.textSize(project.textSizes)
            let scale = window.scale ?? project.screenTraits.first { $0.id == screen }?.scale
            let lines =
                project.windows?.lineValues(screen: screen, width: window.width, height: window.height, scale: scale)
                ?? [:]
            let values = result["values"]?.object ?? JSONObject()
            if values.keys.count != project.tokens.count { differences.append("\(window.label): \(values.keys)") }
            for token in project.tokens {
                let name = TypeScriptProject.property(token)
                let want =
                    lines[token["path"]!.string!].map { JSONValue(.number(JSONNumber(literal: NumberText.plain($0)))) }
                    ?? project.value(token, screen: screen, size: size)
                let got = values[name]
                let same =
                    switch (got?.kind, want?.kind) {
                    case (.number(let a)?, .number(let b)?): a.double == b.double
                    case (.string(let a)?, .string(let b)?): a == b
                    case (.bool(let a)?, .bool(let b)?): a == b
                    default: false
                    }
                compared += 1
                if !same {
                    differences.append(
                        "\(window.label) \(name): got \(got.map { JSONWriter.write($0, pretty: false) } ?? "nothing"), the json output has \(want.map { JSONWriter.write($0, pretty: false) } ?? "nothing") on \(screen) at \(size.rawValue)"
                    )
                }
            }
        }
        if !differences.isEmpty {
            Issue.record(
                "\(differences.count) differences:\n\(differences.prefix(12).joined(separator: "\n"))",
                sourceLocation: sourceLocation)
        }
        return compared
    }
}
