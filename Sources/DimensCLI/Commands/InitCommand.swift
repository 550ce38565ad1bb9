import DimensKit
import Foundation

/// `dimens init`: writes a starter config and token file, refusing to overwrite anything.
struct InitCommand: DimensCommand {
    static let name = "init"
    static let summary =
        "start a project here: a dimens.json and a token file, or a dimens.json for an existing resolver or Figma export"
    var context: CommandContext

    /// `dimens init [--from NAME.resolver.json | FOLDER] [--android]`.
    struct Options: CommandOptions, MemoryBoundedOptions {
        var from: String?
        var android = false
        var maxMemory: MemorySize?

        static var arguments: [Argument<Self>] {
            [
                .option(
                    "--from", \.from, valueName: "NAME.resolver.json|FOLDER",
                    help:
                        "write a config for this DTCG resolver, listing every modifier (for a folder of Figma's variables export, a resolver first)"
                ),
                .flag(
                    "--android", \.android,
                    help: "add Android's screens and the android, kotlin and compose outputs"),
                .maxMemory(\.maxMemory),
            ]
        }
    }

    func run(_ options: Options) -> ExitCode {
        options.from.map {
            context.fileSystem.isFolder($0)
                ? run(figmaExport: $0, android: options.android) : run(from: $0, android: options.android)
        } ?? write(Self.files(android: options.android, embedded: !insideSwiftPackage))
    }

    /// Whether this folder is in a Swift package: looking from here up, a `Package.swift` comes
    /// before an Xcode project or workspace and before the repository's root (`.git`). The swift
    /// output then imports the `DimensRuntime` library (the default); elsewhere (an Xcode project
    /// running dimens from a script, even beside a `Package.swift` kept for tools; a designer's
    /// folder) init writes `"runtime": "embedded"`, a file that compiles alone.
    var insideSwiftPackage: Bool {
        var folder = URL(fileURLWithPath: context.fileSystem.absolute(".")).standardizedFileURL
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return false }
            if names.contains("Package.swift") { return true }
            let parent = folder.deletingLastPathComponent()
            if names.contains(".git") || parent.path == folder.path { return false }
            folder = parent
        }
    }

    /// What init says of the swift output's runtime, after writing the config.
    static func runtimeNote(embedded: Bool) -> String {
        embedded
            ? "note: no Package.swift here or above, so Dimens.swift is self-contained (\"runtime\": \"embedded\"); in a SwiftPM package it would import the DimensRuntime library instead\n"
            : "note: Dimens.swift imports DimensRuntime: add .product(name: \"DimensRuntime\", package: \"dimens\") to the dependencies of the target that compiles it\n"
    }

    /// The starter config's settings after where the tokens come from, shared by both forms of
    /// init, with `defaults` its dimens block; with `android`, Android's screens and outputs too;
    /// with `embedded`, a swift output that holds its own runtime.
    static func settings(
        android: Bool, embedded: Bool, defaults: String = #"{ "model": "fixed", "round": "pixel" }"#
    ) -> String {
        let swiftOptions = embedded ? #"{ "typeName": "Dimens", "runtime": "embedded" }"# : #"{ "typeName": "Dimens" }"#
        let platforms = android ? "  \"platforms\": [\"apple\", \"android\"],\n" : ""
        let outputs =
            android
            ? """
            ,
                { "template": "android", "path": "android/res" },
                { "template": "kotlin", "path": "android/Dimens.kt" },
                { "template": "compose", "path": "android/DimensCompose.kt" }
            """ : ""
        return """
              "catalog": { "include": ["phone", "pad"] },

            """ + platforms
                + """
                  "orientations": ["portrait", "landscape"],
                  "reference": { "width": 375, "height": 667 },
                  "defaults": \(defaults),
                  "outDir": "out",
                  "outputs": [
                    { "template": "swift", "path": "Dimens.swift", "options": \(swiftOptions) },
                    { "template": "json", "path": "dimens.json" },
                    { "template": "css", "path": "dimens.css" },
                    { "template": "report", "path": "report.html" }\(outputs)
                  ]
                }

                """
    }

    /// The starter config and token file; with `android`, Android's screens, outputs and
    /// selectors beside Apple's; with `embedded`, a self-contained swift output.
    static func files(android: Bool, embedded: Bool) -> [(path: String, text: String)] {
        let large = android ? #"{ "pad": 32, "android-tablet": 32 }"# : #"{ "pad": 32 }"#
        let columns = android ? #"{ "regular": 2, "width-medium": 2, "width-expanded": 3 }"# : #"{ "regular": 2 }"#
        return [
            (
                "dimens.json",
                """
                {
                  // dimens configuration (see Dimens.docc/Config.md in dimens). Paths are relative to this file.
                  "tokens": ["tokens/*.tokens.json"],

                """ + settings(android: android, embedded: embedded)
            ),
            (
                "tokens/base.tokens.json",
                tokens.replacingOccurrences(of: "LARGE", with: large).replacingOccurrences(of: "COLUMNS", with: columns)
            ),
        ]
    }

    static let tokens = """
        {
          "spacing": {
            "$type": "dimension",
            "$description": "Paddings and gaps; grow gently with the screen (fixed model)",
            "s": { "$value": { "value": 8, "unit": "px" } },
            "m": { "$value": { "value": 16, "unit": "px" } },
            "l": { "$value": { "value": 24, "unit": "px" },
                   "$extensions": { "dimens": { "overrides": LARGE } } }
          },
          "radius": {
            "$type": "dimension",
            "card": { "$value": { "value": 12, "unit": "px" },
                      "$extensions": { "dimens": { "model": "moderate", "factor": 0.25 } } }
          },
          "layout": {
            "columns": { "$type": "number", "$value": 1,
                         "$extensions": { "dimens": { "model": "breakpoint", "round": "none",
                                                      "overrides": COLUMNS } } }
          }
        }

        """
}
