/// A guess at how a modifier's contexts map to screens, from their names, for `dimens init --from`
/// to offer (commented out) for the user to confirm: device words (`mobile`, `tablet`,
/// `desktop`), size classes (`compact`, `regular`) and breakpoint names (`sm` … `xl`, Carbon's
/// `md`/`lg`/`xlg`/`max`). Anything else (themes, `coarse`/`fine`, Dynamic Type sizes) gets none.
public enum BindingSuggestion {
    /// Context → selector, in the modifier's context order; nil when the names do not look like sizes.
    public static func suggest(for contexts: [String]) -> [(context: String, selector: String)]? {
        guard contexts.count >= 2 else { return nil }
        let names = contexts.map { $0.lowercased() }
        if Set(names) == ["compact", "regular"] { return contexts.map { ($0, $0.lowercased()) } }
        if let ranks = ranks(names, in: deviceWords) { return devices(contexts, ranks: ranks) }
        let table = names.contains("xlg") || names.contains("max") ? carbonBreakpoints : commonBreakpoints
        if let widths = ranks(names, in: table) { return breakpoints(contexts, widths: widths) }
        return nil
    }

    /// Phone-like words rank 0, tablets 1, desktops 2.
    static let deviceWords: [String: Double] = [
        "mobile": 0, "phone": 0, "handset": 0, "small-screen": 0, "tablet": 1, "pad": 1, "ipad": 1, "desktop": 2,
        "web": 2,
        "large-screen": 2,
    ]
    /// Minimum widths in points of common breakpoint names (Tailwind's, which most systems follow).
    static let commonBreakpoints: [String: Double] = [
        "xs": 0, "sm": 640, "md": 768, "lg": 1024, "xl": 1280, "xxl": 1536, "2xl": 1536,
    ]
    /// IBM Carbon's breakpoints.
    static let carbonBreakpoints: [String: Double] = ["sm": 320, "md": 672, "lg": 1056, "xlg": 1312, "max": 1584]

    /// Each name's value in `table`, or nil unless every name is in it and the values differ.
    private static func ranks(_ names: [String], in table: [String: Double]) -> [Double]? {
        let values = names.compactMap { table[$0] }
        return values.count == names.count && Set(values).count == values.count ? values : nil
    }

    /// The smallest device class takes every screen (`default`); tablets and desktops take iPads
    /// (desktops take Apple TV when there is also a tablet context).
    private static func devices(_ contexts: [String], ranks: [Double]) -> [(String, String)] {
        let smallest = ranks.min()!
        let hasTablet = ranks.contains(1)
        return zip(contexts, ranks).map { context, rank in
            (context, rank == smallest ? "default" : rank == 1 || !hasTablet ? "pad" : "tv")
        }
    }

    /// The narrowest breakpoint takes every screen; each wider one the widths from its threshold.
    private static func breakpoints(_ contexts: [String], widths: [Double]) -> [(String, String)] {
        let smallest = widths.min()!
        return zip(contexts, widths).map { context, width in
            (context, width == smallest ? "default" : "w>=\(NumberText.plain(width))")
        }
    }
}
