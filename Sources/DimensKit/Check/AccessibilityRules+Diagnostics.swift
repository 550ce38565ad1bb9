/// The accessibility findings as diagnostics: the token (and member), its worst screen and value,
/// the minimum and whose it is, how many screens fall below, the other platform's worst case.
extension AccessibilityRules {
    /// Every finding on `table` as a warning (the registry's default; the config's `lint` map
    /// changes it as it does every code's).
    package static func diagnostics(_ table: ScaledTable) -> [Diagnostic] { findings(table).map(\.diagnostic) }
}

extension AccessibilityRules.Finding {
    /// The finding as dimens reports it, at the worst value's definition.
    package var diagnostic: Diagnostic {
        let name = "'\(token)'" + (member.map { " \($0)" } ?? "")
        let subject: String =
            switch rule {
            case .tapTarget: "tap target \(name) is"
            case .minText: "text \(name) is"
            case .lineHeight: "\(name) is" + (isRatio ? " \(ratioText) × fontSize," : "")
            }
        let count = "below on \(screensBelow) of \(screenCount) screens"
        let message =
            "\(subject) \(worst.valueText(rule)) on \(worst.place), \(worst.minimumText(rule)) (\(count))"
        var notes = otherPlatforms.map { other in
            Diagnostic.Note(
                "on \(other.platform) screens: \(other.valueText(rule)) on \(other.place), \(other.minimumText(rule))")
        }
        if let hint { notes.append(.init(hint)) }
        // Tokens below one minimum (or whose lines overlap) share a cause: shown once, with where
        // the others are.
        let cause = rule == .lineHeight ? "lines overlap" : worst.minimumText(rule)
        return .warning(rule.code, message, at: location, token: token, notes: notes, cause: cause)
    }

    private var ratioText: String { NumberText.decimals(worst.value / worst.minimum, 3) }

    /// What to change, where one setting does it.
    private var hint: String? {
        let least = ([worst] + otherPlatforms).map(\.minimum).max() ?? worst.minimum
        switch rule {
        case .tapTarget, .minText:
            guard member == nil else { return nil }
            return "\"min\": \(NumberText.plain(least)) in its dimens block keeps it there on every screen"
        case .lineHeight:
            return isRatio
                ? "a lineHeight ratio below 1 sets lines closer than the font size"
                : "a lineHeight written as a length does not grow with the font size; a ratio (such as 1.2) does"
        }
    }
}

extension AccessibilityRules.Case {
    /// The unit of a value on the case's screen: points on Apple screens, dp (sp for text) on Android's.
    func unit(_ rule: AccessibilityRules.Rule) -> String {
        rule == .tapTarget ? platform.unit : platform.textUnit
    }

    /// `iphone-se-3rd-generation`, with the text size when it is not the default.
    var place: String { screen + (textSize.map { " at text size \($0.rawValue)" } ?? "") }

    func valueText(_ rule: AccessibilityRules.Rule) -> String {
        "\(NumberText.decimals(value, 2)) \(unit(rule))"
    }

    /// `below the 44 × 44 pt minimum of Apple's Human Interface Guidelines`.
    func minimumText(_ rule: AccessibilityRules.Rule) -> String {
        let least = NumberText.decimals(minimum, 2)
        let source = platform.minimums.guideline
        switch rule {
        case .tapTarget: return "below the \(least) × \(least) \(unit(rule)) minimum of \(source)"
        case .minText: return "below the \(least) \(unit(rule)) minimum for text of \(source)"
        case .lineHeight: return "below its fontSize of \(least) \(unit(rule)), so lines overlap"
        }
    }
}

extension DiagnosticCode {
    /// A dimension marked `"tapTarget": true` below 44 pt on an Apple screen or 48 dp on an Android one.
    package static let a11yTapTarget = DiagnosticCode("a11y.tap-target")
    /// Text (a `textStyle` token, a typography's `fontSize`) below 11 pt on an Apple screen or 12 sp
    /// on an Android one, at some text size.
    package static let a11yMinText = DiagnosticCode("a11y.min-text")
    /// A typography's `lineHeight` below its `fontSize` on a screen, at some text size.
    package static let a11yLineHeight = DiagnosticCode("a11y.line-height")
}
