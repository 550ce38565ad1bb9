/// The Dynamic Type text style a dimension or number token sizes text like (`"textStyle"` in
/// the dimens block): the table keeps its computed value, and the generated code also gives it
/// scaled for the reader's text size, as `UIFontMetrics` scales that style.
package enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The `UIFont.TextStyle` member.
    package var uiKitName: String { rawValue }
}
