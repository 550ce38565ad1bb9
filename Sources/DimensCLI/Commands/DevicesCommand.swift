import DimensKit

/// `dimens devices [--json]`: the catalog after the config's replace, extend and include.
struct DevicesCommand: DimensCommand {
    static let name = "devices"
    static let summary = "list the device catalog in use"
    var context: CommandContext

    /// `dimens devices [--json] [--config PATH]`.
    struct Options: CommandOptions {
        var json = false
        var config: String?

        static var arguments: [Argument<Self>] {
            [
                .flag(
                    "--json", \.json, help: "print the catalog file shape (Dimens.docc/Screens.md) instead of a table"),
                .config(\.config),
            ]
        }
    }

    func run(_ options: Options) -> ExitCode {
        var log = DiagnosticLog()
        let (config, configSource, configDiagnostics) = context.inputs.loadConfig(explicit: options.config)
        log.add(contentsOf: configDiagnostics)
        guard let config, !log.hasErrors else {
            context.report(log, format: .text, sources: configSource.map { [$0] } ?? [])
            return .failure
        }
        let (full, sources, catalogDiagnostics) = context.inputs.fullCatalog(of: config)
        log.add(contentsOf: catalogDiagnostics)
        context.report(log, format: .text, sources: sources)
        if log.hasErrors { return .failure }
        let catalog = config.includedDevices(of: full)
        context.console.write(options.json ? JSONWriter.write(catalog.json) : Self.table(catalog))
        return .success
    }

    /// The catalog as text: a table of Apple devices, then one of Android devices (when the
    /// config's platforms include android), then how many devices there are.
    static func table(_ catalog: DeviceCatalog) -> String {
        let apple = catalog.devices.filter { $0.platform == .apple }
        let android = catalog.devices.filter { $0.platform == .android }
        var tables: [String] = []
        if !apple.isEmpty || android.isEmpty {
            let header = [
                "id", "name", "family", "year", "points", "scale", "ppi", "diagonal", "size class (portrait/landscape)",
            ]
            tables.append(
                lines(
                    header,
                    apple.map { d in
                        [
                            d.id, d.name, d.family.rawValue, String(d.year),
                            "\(NumberText.plain(d.width))x\(NumberText.plain(d.height))",
                            "@\(NumberText.plain(d.scale))x", d.ppi.map(NumberText.plain) ?? "-",
                            d.diagonal.map { NumberText.plain($0) + "in" } ?? "-",
                            "\(d.portraitSizeClass?.rawValue ?? "-")/\(d.landscapeSizeClass?.rawValue ?? "-")",
                        ]
                    }))
        }
        if !android.isEmpty {
            let header = ["id", "name", "family", "year", "dp", "density", "smallest width", "posture"]
            tables.append(
                lines(
                    header,
                    android.map { d in
                        [
                            d.id, d.name, d.family.rawValue, String(d.year),
                            "\(NumberText.plain(d.width))x\(NumberText.plain(d.height))",
                            d.density.map { NumberText.plain($0) + "dpi" } ?? "-",
                            d.smallestWidth.map { "sw" + NumberText.plain($0) + "dp" } ?? "-",
                            d.extra.first { $0.key == "posture" }?.value.string ?? "-",
                        ]
                    }))
        }
        return tables.joined(separator: "\n") + "\(catalog.devices.count) devices\n"
    }

    /// Rows under a header, in columns as wide as their widest cell.
    private static func lines(_ header: [String], _ rows: [[String]]) -> String {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(
                separator: "  "
            )
            .replacing(#/ +$/#, with: "")
        }.joined(separator: "\n") + "\n"
    }
}
