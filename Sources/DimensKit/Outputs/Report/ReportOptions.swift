/// The report's own option: how large a step between neighbouring screens it flags.
extension OptionKey where Value == Double {
    static let jumpRatio = OptionKey("jumpRatio", default: 1.5)
}

extension OutputOptions {
    /// The report's findings: a step between neighbouring screens above this ratio.
    package var jumpRatio: Double {
        get { self[.jumpRatio] }
        set { self[.jumpRatio] = newValue }
    }
}

extension ReportKind {
    /// The options a report takes.
    static let declaredOptions: [OutputOption] = [
        .number(
            .jumpRatio, "the report's findings: a change between neighbouring screens above this ratio",
            constraints: [("exclusiveMinimum", .number(1))], expected: "a number above 1, such as 1.5",
            valid: { $0 > 1 && $0.isFinite }),
        .strict,
    ]
}
