/// WCAG 1.4.4 (resize text to 200%) for the web's text sizes, checked after scaling on the values
/// the CSS output writes: the steps of its `min-width` ladder (`CSSLadder`: the reference screen
/// and the first full screen of each wider width of the CSS output's platform, kept monotone),
/// "the web screens". Text sizes are dimension tokens with a `textStyle` and typographies'
/// `fontSize` (one that aliases a text-style token is that token's finding).
///
/// Growth: zoom narrows the CSS viewport by the zoom factor, so growing text gets the smaller
/// size of a narrower viewport: at zoom z a size f(w) becomes z·f(w/z). At the browsers' largest
/// zoom, 500%, that is at least 5 × the smallest size, and the reader asks for 2 × the size at
/// 100%, at most 2 × the largest: text whose largest size is at most 2.5 × its smallest always
/// reaches 200% (Maxwell Barvian, Smashing Magazine, Nov 2023), and text above it does not where
/// its largest size meets a viewport a fifth as wide at its smallest. Text that shrinks as the
/// viewport widens grows as it zooms, and is never reported.
///
/// The reader's font size: a fluid output writes text in `rem`, never a `px`-only clamp, but a
/// clamp's middle term `a + b·vw` follows the reader's font size only through `a`; a text size
/// proportional to the width (`a` = 0) or steeper (`a` < 0) ignores it between its bounds, and
/// without a lower bound (its model has none) ignores browser zoom too.
enum ResizeTextCheck {
    /// The largest ratio of a growing text size's largest to its smallest value on the web.
    static let largestRatio = 2.5

    /// The findings on the CSS output's screens; `fluid` when a css output has the option on.
    static func diagnostics(_ model: RenderModel, fluid: Bool) -> [Diagnostic] {
        var table = model.table.screens(forOutput: "css")
        table.tokens = table.tokens.filter { token in
            token.token.type == .typography
                || (token.token.type == .dimension && token.token.settings.textStyle != nil)
        }
        guard !table.tokens.isEmpty, !table.screens.isEmpty else { return [] }
        let index = table.indexByPath
        let text = RenderModel(table)
        let ladder = CSSLadder(text)
        let clamps = CSSBlocks(text, fluid: fluid).clamps
        var found: [Diagnostic] = []
        for (column, facts) in text.columns.enumerated() where facts.isTextSize && ladder.isNumber(column) {
            // A text size that is another text token's, through an alias, is that token's finding.
            if let token = index[text.packed.columns[column].token.path].map({ table.tokens[$0] }),
                table.repeatedFinding(of: token, index: index, isChecked: AccessibilityRules.isText) != nil
            {
                continue
            }
            let values = ladder.numbers(column)
            if let first = values.first, let last = values.last, first > 0, last > first * largestRatio + 1e-9,
                let top = values.firstIndex(where: { $0 >= last })
            {
                found.append(
                    growth(facts, smallest: first, largest: last, widths: (ladder.widths[0], ladder.widths[top])))
            }
            if let clamp = clamps[column], clamp.intercept <= 0 { found.append(noRem(facts, clamp)) }
        }
        return found
    }

    /// A finding at the token's definition: `'font-size.hero' ` + `what` + its fix.
    static func warning(_ facts: RenderModel.Column, _ what: String, fix: String) -> Diagnostic {
        let name =
            facts.member == nil
            ? "'\(facts.path)'" : "the fontSize of '\(facts.path.description.dropLast(".fontSize".count))'"
        return .warning(
            .a11yResizeText, "\(name) \(what) (WCAG 1.4.4 resize text)", at: facts.location,
            token: facts.path.description, notes: [.init(fix)])
    }

    static func growth(
        _ facts: RenderModel.Column, smallest: Double, largest: Double, widths: (Double, Double)
    ) -> Diagnostic {
        let px = { NumberText.decimals($0, 2) + "px" }
        return warning(
            facts,
            "grows \(NumberText.decimals(largest / smallest, 2))× across the web screens (\(px(smallest)) at \(NumberText.decimals(widths.0)) px wide, \(px(largest)) from \(NumberText.decimals(widths.1)) px), more than the 2.5× that lets a reader zooming to 500% get text twice its size",
            fix:
                "cap it at \(px(smallest * largestRatio)) (\"max\": \(NumberText.decimals(smallest * largestRatio, 2)), 2.5 × its smallest) or start it at \(px(largest / largestRatio)) or more (its largest / 2.5)"
        )
    }

    static func noRem(_ facts: RenderModel.Column, _ clamp: CSSClamp) -> Diagnostic {
        // The widths where the line meets its bounds (a line without one runs from 0 px or on).
        let ends = [clamp.low, clamp.high].map { $0.map { ($0 - clamp.intercept) / clamp.slope } }
        let (from, to) = clamp.slope > 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
        let px = { (width: Double) in NumberText.decimals(Swift.max(width, 0), 0) }
        let range = to.map { "from \(px(from ?? 0)) to \(px($0)) px wide" } ?? "from \(px(from ?? 0)) px wide on"
        // Without a floor (its model has none) zoom never enlarges it either: z·b·(w/z) = b·w.
        let ignored = from == nil ? "the reader's font size and browser zoom" : "the reader's font size"
        return warning(
            facts,
            "is written \(clamp.text()), whose middle term has no rem part: \(range) it ignores \(ignored)",
            fix:
                "let it grow less than in proportion to the width, so that its line extended to a zero width stays above zero (the fluid model from minValue at minWidth to maxValue at maxWidth, Utopia's ramps), or keep it on the ladder with \"fluid\": false"
        )
    }
}

extension DiagnosticCode {
    /// A web text size that defeats resizing (WCAG 1.4.4): growing above 2.5 × its smallest, or a
    /// clamp whose middle term has no rem part.
    package static let a11yResizeText = DiagnosticCode("a11y.resize-text")
}
