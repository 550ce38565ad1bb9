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
                .flag("--json", \.json, help: "print the catalog file shape (see the README) instead of a table"),
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
        let catalog = full.including(config.catalog.include)
        context.console.write(options.json ? JSONWriter.write(catalog.json) : Self.table(catalog))
        return .success
    }

    static func table(_ catalog: DeviceCatalog) -> String {
        let header = [
            "id", "name", "family", "year", "points", "scale", "ppi", "diagonal", "size class (portrait/landscape)",
        ]
        let rows = catalog.devices.map { d in
            [
                d.id, d.name, d.family.rawValue, String(d.year),
                "\(NumberText.plain(d.width))x\(NumberText.plain(d.height))",
                "@\(NumberText.plain(d.scale))x", d.ppi.map(NumberText.plain) ?? "-",
                d.diagonal.map { NumberText.plain($0) + "in" } ?? "-",
                "\(d.portraitSizeClass.rawValue)/\(d.landscapeSizeClass.rawValue)",
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        let lines = ([header] + rows).map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(
                separator: "  "
            )
            .replacing(#/ +$/#, with: "")
        }
        return lines.joined(separator: "\n") + "\n\(catalog.devices.count) devices\n"
    }
}
