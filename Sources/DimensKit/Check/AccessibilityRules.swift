/// The accessibility rules, checked after the scale stage on every screen of the table and at
/// every text size it holds (the default size, and each size a resolver modifier binds):
///
/// - `a11y.tap-target`: a dimension marked `"tapTarget": true` is at least 44 pt on Apple screens
///   (Human Interface Guidelines) and 48 dp on Android's (Material);
/// - `a11y.min-text`: text — a dimension or number with a `textStyle`, a typography's `fontSize` —
///   is at least 11 pt on Apple screens and 12 sp on Android's;
/// - `a11y.line-height`: a typography's `lineHeight` (a length, or a ratio of its `fontSize`) is
///   not below its `fontSize`.
///
/// One finding per token and rule, at the worst case (the lowest value against its minimum),
/// with how many screens fall below. A pure function of the table; the findings become
/// diagnostics (`diagnostic`) that the pipeline's log takes at their configured severity.
package enum AccessibilityRules {
    /// The rule a finding breaks.
    package enum Rule: String, CaseIterable, Sendable, Hashable {
        case tapTarget, minText, lineHeight

        /// The diagnostic code it is reported with.
        package var code: DiagnosticCode {
            switch self {
            case .tapTarget: .a11yTapTarget
            case .minText: .a11yMinText
            case .lineHeight: .a11yLineHeight
            }
        }
    }

    /// One value checked: on which screen and text size, and the least it may be there.
    package struct Case: Sendable, Hashable {
        package var screen: String
        package var platform: Platform
        /// The text size of the value; nil for the table's default size.
        package var textSize: ContentSizeCategory?
        package var value: Double
        /// The minimum: the platform's for tap targets and text, the same screen's `fontSize`
        /// for a line height.
        package var minimum: Double
    }

    /// A token (or one member of it) that breaks a rule, at its worst case.
    package struct Finding: Sendable, Hashable {
        package var rule: Rule
        package var token: String
        /// The member checked (`fontSize`, `lineHeight`); nil for the token's own value.
        package var member: String?
        /// Where the worst case's value is defined: the token under that screen's input and text size.
        package var location: SourceLocation
        package var worst: Case
        /// The worst case on each other platform whose screens fall below too.
        package var otherPlatforms: [Case]
        /// How many screens fall below at some text size, of how many checked.
        package var screensBelow: Int
        package var screenCount: Int
        /// A lineHeight written as a ratio of the font size: the value is the ratio times it.
        package var isRatio: Bool
    }

    /// Text the rules check: a dimension or number with a `textStyle`, or a typography.
    static func isText(_ token: ResolvedToken) -> Bool {
        token.type == .typography
            || ((token.type == .dimension || token.type == .number) && token.settings.textStyle != nil)
    }

    /// Every finding of the three rules on `table`, in the table's token order.
    package static func findings(_ table: ScaledTable) -> [Finding] {
        var found: [Finding] = []
        let sizes: [ContentSizeCategory?] = [nil] + table.textSizes.map { $0 }
        let count = table.screens.count
        let platforms = table.screens.map(\.platform)
        // Built when an alias first needs it: a large table may have none.
        var index: [TokenPath: Int]?
        func repeats(_ token: ScaledToken, _ isChecked: (ResolvedToken) -> Bool) -> Bool {
            guard token.token.aliasTarget != nil || token.token.type == .typography else { return false }
            if index == nil { index = table.indexByPath }
            return table.repeatedFinding(of: token, index: index!, isChecked: isChecked) != nil
        }
        for token in table.tokens {
            let resolved = token.token
            let settings = resolved.settings
            func at(_ size: ContentSizeCategory?) -> ScaledToken.Values? {
                size.map { token.textSizes[$0] } ?? token.values
            }
            let check = Check(table: table, token: token, sizes: sizes, platforms: platforms)
            switch (resolved.type, token.values) {
            case (.dimension?, .numbers), (.number?, .numbers):
                let own = { (size: ContentSizeCategory?) in at(size)?.numbers }
                if resolved.type == .dimension, settings.tapTarget?.value == true,
                    !repeats(token, { $0.type == .dimension && $0.settings.tapTarget?.value == true })
                {
                    found += check.run(.tapTarget, member: nil, values: own) { platform, _ in
                        platform.minimums.tapTarget
                    }
                }
                if settings.textStyle != nil, !repeats(token, Self.isText) {
                    found += check.run(.minText, member: nil, values: own) { platform, _ in platform.minimums.text }
                }
            case (.typography?, .composite(let composite)):
                // Each size's fontSize once: the line-height rule reads it for every screen.
                let fontSizes = sizes.map { at($0)?.member("fontSize", screens: count) }
                let fontSize = { (size: ContentSizeCategory?) in fontSizes[sizes.firstIndex(of: size)!] }
                // A typography aliasing a checked one, or whose fontSize is a text token's values,
                // is that token's finding, not a second one.
                let whole = resolved.aliasTarget != nil && repeats(token, { $0.type == .typography })
                if whole { continue }
                if !repeats(token, Self.isText) {
                    found += check.run(.minText, member: "fontSize", values: fontSize) { platform, _ in
                        platform.minimums.text
                    }
                }
                guard let lineHeight = composite.members.first(where: { $0.path == ["lineHeight"] }) else { continue }
                let isLength = lineHeight.isLength
                let effective = { (size: ContentSizeCategory?) -> [Double]? in
                    guard let heights = at(size)?.member("lineHeight", screens: count), let sizes = fontSize(size)
                    else { return nil }
                    return isLength ? heights : zip(heights, sizes).map { $0 * $1 }
                }
                found += check.run(.lineHeight, member: "lineHeight", values: effective, isRatio: !isLength) { _, at in
                    fontSize(at.size)?[at.screen] ?? 0
                }
            default: continue
            }
        }
        return found
    }
}

extension ScaledToken.Values {
    /// The values on every screen of a token whose values are numbers.
    var numbers: [Double]? {
        if case .numbers(let values) = self { values } else { nil }
    }

    /// The numbers on each of `screens` screens of the composite member at `name` (a length, or a
    /// number written once, repeated); nil without one.
    func member(_ name: String, screens: Int) -> [Double]? {
        guard case .composite(let composite) = self,
            let member = composite.members.first(where: { $0.path == [name] })
        else { return nil }
        switch member.values {
        case .numbers(let values): return values
        case .constant(let value): return value.number.map { Array(repeating: $0.double, count: screens) }
        case .perScreen(let values):
            let numbers = values.compactMap { $0.number?.double }
            return numbers.count == values.count ? numbers : nil
        }
    }
}
