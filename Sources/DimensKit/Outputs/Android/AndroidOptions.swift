/// The android output's own options: how its folders are chosen.
extension OptionKey where Value == WidthQualifier {
    static let qualifier = OptionKey("qualifier", default: WidthQualifier.sw)
}

extension OptionKey where Value == Double {
    static let tolerance = OptionKey("tolerance", default: 0.02)
}

extension OutputOptions {
    /// The Android output's folders: by smallest width (`values-swNNNdp`) or current width.
    package var qualifier: WidthQualifier {
        get { self[.qualifier] }
        set { self[.qualifier] = newValue }
    }
    /// The Android output's largest relative step error between catalogued widths.
    package var tolerance: Double {
        get { self[.tolerance] }
        set { self[.tolerance] = newValue }
    }
}

extension AndroidKind {
    /// The options an android output takes.
    static let declaredOptions: [OutputOption] = [
        .choice(
            .qualifier,
            "the Android output's folders: by smallest width (`\"sw\"`, `values-sw411dp`) or by current width (`\"w\"`, `values-w411dp`)"
        ),
        .number(
            .tolerance,
            "the Android output's folders: the largest relative error a width between two catalogued ones may get (0.02 is 2%)",
            constraints: [("exclusiveMinimum", .number(0)), ("exclusiveMaximum", .number(1))],
            expected: "a number between 0 and 1, such as 0.02", valid: { $0 > 0 && $0 < 1 }),
    ]
}
