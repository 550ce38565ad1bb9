/// What a window turned sideways gets when the config computes one orientation only: its device's
/// values in the other orientation (the generated lookups rank the device family, then the size
/// class, then the distance in the sides the tokens read, and a turn changes neither the lowest
/// nor the highest side). That is exact for tokens whose values do not depend on orientation; the
/// others are named in one warning, with the fix: at the config's `orientations`, or at its start
/// when it leaves them to the default (portrait).
package enum TurnedWindows {
    /// The warning for a config whose `orientations` leave one out while some of `table`'s
    /// tokens read a width, a height or a size class; nil when a turned window gets its own values.
    package static func finding(config: Config, table: ScaledTable) -> Diagnostic? {
        guard config.orientations.count == 1,
            let computed = config.orientations.first,
            table.screens.contains(where: \.device.rotates)
        else { return nil }
        var dependent: [String] = []
        for token in table.tokens {
            if case .constant = token.values { continue }
            if ScreenSides.of(token.token).dependOnOrientation {
                dependent.append(token.token.path.description)
            }
        }
        guard !dependent.isEmpty else { return nil }
        let other = computed == .portrait ? "landscape" : "portrait"
        let named = dependent.prefix(3).map { "'\($0)'" }.joined(separator: ", ")
        let more = dependent.count > 3 ? " and \(dependent.count - 3) more" : ""
        return .warning(
            .screensOrientationLeftOut,
            "\"orientations\" leaves out \(other): a window turned to \(other) gets its device's \(computed.rawValue) values, but \(dependent.count == 1 ? "1 token reads" : "\(dependent.count) tokens read") a width, a height or a size class, which turning changes (\(named)\(more))",
            at: config.orientationsLocation ?? config.file.map { SourceLocation(file: $0, position: .start) },
            notes: [.init("add \"\(other)\" to \"orientations\" to compute those values")])
    }
}

extension DiagnosticCode {
    package static let screensOrientationLeftOut = DiagnosticCode("screens.orientation-left-out")
}
