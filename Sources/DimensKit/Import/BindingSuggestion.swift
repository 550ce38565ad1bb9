/// A guess at what a modifier's contexts stand for, from their names, for `dimens init --from`
/// to bind (and say why in a comment): device words (`mobile`, `tablet`, `desktop`) and size
/// classes (`compact`, `regular`) become screen selectors; text sizes (Apple's category names or
/// their short forms, `xSmall` … `xxxLarge`, `accessibility1`, `AX1`) become Dynamic Type sizes;
/// widths (breakpoint names `sm` … `xl`, Carbon's `md`/`lg`/`xlg`/`max`, or numbers with `px`/`dp`)
/// become window-width ranges, from the files' own breakpoint tokens where they exist. Anything
/// else (themes, `coarse`/`fine`) gets none.
package enum BindingSuggestion: Sendable {
    /// Context → screen selector, in the modifier's context order, and where the selectors come
    /// from (a phrase for a comment).
    case screens([(context: String, selector: String)], basis: String)
    /// Context → the text size it is designed for.
    case textSizes([(context: String, size: ContentSizeCategory)])

    /// The binding `contexts` look like; nil when they do not look like sizes. `breakpoints`
    /// holds the files' breakpoint tokens (lowercased name → minimum width in points).
    package static func suggest(for contexts: [String], breakpoints: [String: Double] = [:]) -> BindingSuggestion? {
        guard contexts.count >= 2 else { return nil }
        let names = contexts.map { $0.lowercased() }
        if names.count == 2, Set(names) == ["compact", "regular"] {
            return .screens(
                contexts.map { ($0, $0.lowercased()) }, basis: "the selectors are UIKit's horizontal size classes")
        }
        if let ranks = ranks(names, in: deviceWords) {
            let bound = devices(contexts, ranks: ranks)
            let unbound = contexts.filter { context in !bound.contains { $0.context == context } }
            let left =
                unbound.isEmpty
                ? "" : "; \(unbound.joined(separator: ", ")) binds no screen, as no Apple device is a desktop"
            return .screens(bound, basis: "the kind of device each name says" + left)
        }
        if let sizes = textSizes(contexts) { return .textSizes(sizes) }
        if let widths = ranks(names, in: breakpoints) {
            let list = zip(contexts, widths).map { "\($0) \(NumberText.plain($1))" }.joined(separator: ", ")
            return .screens(
                ranges(contexts, widths: widths), basis: "widths from the files' breakpoint tokens: \(list)")
        }
        if let widths = ranks(names.map(Self.width)) {
            return .screens(ranges(contexts, widths: widths), basis: "the widths the names give")
        }
        let carbon = names.contains("xlg") || names.contains("max")
        if let widths = ranks(names, in: carbon ? carbonBreakpoints : commonBreakpoints) {
            let source = carbon ? "IBM Carbon's breakpoints" : "Tailwind's breakpoints, which most systems follow"
            return .screens(
                ranges(contexts, widths: widths),
                basis: "the widths of \(source); the files have no breakpoint tokens of these names")
        }
        return nil
    }

    /// The context for the smallest screens (the narrowest width, phones, compact), or for text
    /// sizes the default size: where a design system's default context usually is.
    package var baseIndex: Int? {
        switch self {
        case .screens(let binding, _):
            binding.firstIndex { ["default", "compact"].contains($0.selector) || $0.selector.hasPrefix("w<") }
        case .textSizes(let sizes): sizes.firstIndex { $0.size == .standard }
        }
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

    /// The values, or nil unless every one is there and they differ.
    private static func ranks(_ values: [Double?]) -> [Double]? {
        let found = values.compactMap { $0 }
        return found.count == values.count && Set(found).count == found.count ? found : nil
    }

    private static func ranks(_ names: [String], in table: [String: Double]) -> [Double]? {
        ranks(names.map { table[$0] })
    }

    /// `768px`, `600dp`, `1024pt`: the width; nil for any other name (a bare number names a
    /// brand, a density or a level as often as a width).
    static func width(_ name: String) -> Double? {
        guard ["px", "dp", "pt"].contains(where: name.hasSuffix) else { return nil }
        let digits = String(name.dropLast(2))
        guard let value = Double(digits), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// The smallest device class takes every screen (`default`); tablets take iPads, and so do
    /// desktops when there is no tablet context (beside one, a desktop context is left unbound).
    private static func devices(_ contexts: [String], ranks: [Double]) -> [(context: String, selector: String)] {
        let smallest = ranks.min()!
        let hasTablet = ranks.contains(1)
        return zip(contexts, ranks).compactMap { context, rank in
            rank == smallest ? (context, "default") : rank == 1 || !hasTablet ? (context, "pad") : nil
        }
    }

    /// Each context takes the window widths from its breakpoint up to the next one; the
    /// narrowest also every width below its own, the widest every width above.
    private static func ranges(_ contexts: [String], widths: [Double]) -> [(context: String, selector: String)] {
        let sorted = widths.sorted()
        return zip(contexts, widths).map { context, width in
            let index = sorted.firstIndex(of: width)!
            let upper = index + 1 < sorted.count ? "w<\(NumberText.plain(sorted[index + 1]))" : nil
            let lower = index > 0 ? "w>=\(NumberText.plain(width))" : nil
            return (context, [lower, upper].compactMap { $0 }.joined(separator: "&"))
        }
    }

    /// Every context a text size, each a different one, one of them `large` (the size every
    /// table is for), and one beyond `small`/`medium`/`large` (which alone name component sizes
    /// as often as text sizes); nil otherwise.
    private static func textSizes(_ contexts: [String]) -> [(context: String, size: ContentSizeCategory)]? {
        let sizes = contexts.compactMap(ContentSizeCategory.named)
        guard sizes.count == contexts.count, Set(sizes).count == sizes.count, sizes.contains(.standard),
            !Set(sizes).isSubset(of: [.small, .medium, .large])
        else { return nil }
        return Array(zip(contexts, sizes))
    }
}

extension ContentSizeCategory {
    /// The category a design system's context name means: `UIContentSizeCategory`'s name
    /// (`extraSmall`, `accessibilityMedium`), SwiftUI's `DynamicTypeSize` (`xSmall`,
    /// `accessibility1`), Apple's `AX1` … `AX5`, or CSS-like `x-small`, ignoring case, `-` and `_`.
    package static func named(_ name: String) -> ContentSizeCategory? {
        let key = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        return allCases.first { size in
            let accessibility = size.dynamicTypeSize.hasPrefix("accessibility")
            return [size.rawValue.lowercased(), size.dynamicTypeSize.lowercased()].contains(key)
                || (accessibility && key == "ax" + size.dynamicTypeSize.dropFirst("accessibility".count))
        }
    }
}
