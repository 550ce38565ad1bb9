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

    /// The catalog as text: a table per platform with devices in it (its record's columns; the
    /// default platform's header for an empty catalog), then how many devices there are.
    static func table(_ catalog: DeviceCatalog) -> String {
        let tables = Platform.allCases.compactMap { platform -> String? in
            let devices = catalog.devices.filter { $0.platform == platform }
            guard !devices.isEmpty || catalog.devices.isEmpty && platform == Platform.defaults[0] else { return nil }
            return lines(platform.record.columns, devices.map(platform.record.cells))
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
