import DimensKit

extension Command {
    static let devices = Command(
        name: "devices",
        summary: "list the device catalog in use",
        usage: "dimens devices [--json] [--config PATH]",
        options: [
            .init(
                name: "--json", takesValue: false,
                help: "print the catalog file shape (see the README) instead of a table"),
            CommonOptions.config, CommonOptions.help,
        ],
        run: { scanned, context in DevicesCommand(context: context).run(scanned) })
}

/// `dimens devices [--json]`: the catalog after the config's replace, extend and include.
struct DevicesCommand {
    var context: CommandContext

    func run(_ scanned: ArgumentScanner.Scanned) -> ExitCode {
        var log = DiagnosticLog()
        let (config, configSource, configDiagnostics) = context.inputs.loadConfig(
            explicit: scanned.value(CommonOptions.config.name))
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
        context.console.write(scanned.has("--json") ? JSONWriter.write(catalog.json) : Self.table(catalog))
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
