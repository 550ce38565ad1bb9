/// Why a selector could not be read, with the nearest valid spelling when there is one.
package struct SelectorSyntaxError: Error, Sendable, Hashable {
    package var message: String
    package var suggestion: String?
}

extension Selector {
    /// Every keyword selector, for "did you mean".
    package static let keywords: [String] =
        ["default"] + DeviceFamily.allCases.map(\.rawValue) + SizeClass.allCases.map(\.rawValue)
        + SizeClass.allCases.flatMap { c in traitFamilies.map { "\(c.rawValue).\($0.rawValue)" } }
        + androidKeywords

    /// The families whose screens have UIKit's size classes (`compact.phone`).
    static let traitFamilies = Platform.allCases.filter { $0.sizeClasses == .traits }.flatMap(\.families)

    /// The platforms and Android's window size classes: `android`, `width-medium`, `height-compact`.
    static let androidKeywords: [String] =
        Platform.allCases.map(\.rawValue) + WindowWidthClass.allCases.map(\.selector)
        + WindowHeightClass.allCases.map(\.selector)

    /// Reads a selector such as `pad&min>=1000`. Device ids are only checked for shape here;
    /// whether they exist is the catalog's business.
    package static func parse(_ text: String) -> Result<Selector, SelectorSyntaxError> {
        let parts = text.split(separator: "&", omittingEmptySubsequences: false).map(String.init)
        var atoms: [SelectorAtom] = []
        for part in parts {
            switch parseAtom(part) {
            case .success(let atom): atoms.append(atom)
            case .failure(let error): return .failure(error)
            }
        }
        if atoms.count > 1, atoms.contains(.any) {
            return .failure(
                SelectorSyntaxError(message: "'default' cannot be combined with other selectors", suggestion: nil))
        }
        return .success(Selector(atoms))
    }

    static func parseAtom(_ text: String) -> Result<SelectorAtom, SelectorSyntaxError> {
        if text.isEmpty {
            return .failure(SelectorSyntaxError(message: "empty selector (check for a stray '&')", suggestion: nil))
        }
        if text == "default" { return .success(.any) }
        if let family = DeviceFamily(rawValue: text) { return .success(.family(family)) }
        if let sizeClass = SizeClass(rawValue: text) { return .success(.sizeClass(sizeClass)) }
        if let atom = parseAndroid(text) { return .success(atom) }
        if let atom = parseMeasured(text) { return .success(atom) }
        let halves = text.split(separator: ".", omittingEmptySubsequences: false)
        if halves.count == 2, let c = SizeClass(rawValue: String(halves[0])),
            let f = DeviceFamily(rawValue: String(halves[1])), f.platform.sizeClasses == .traits
        {
            return .success(.sizeClassAndFamily(c, f))
        }
        if Device.isValidID(text) { return .success(.device(text)) }
        let lowered = text.lowercased()
        let suggestion =
            lowered != text && parseAtom(lowered).isSuccess ? lowered : Suggestion.closest(to: text, in: keywords)
        return .failure(
            SelectorSyntaxError(
                message:
                    "malformed selector '\(text)'; expected a device id, WxH, 6.1in, w393, h852, a size class, a family, a range such as w>=768, a platform, an Android window class such as width-medium, or default",
                suggestion: suggestion))
    }

    /// A platform or an Android window size class.
    private static func parseAndroid(_ text: String) -> SelectorAtom? {
        if let platform = Platform(rawValue: text) { return .platform(platform) }
        if let c = WindowWidthClass.allCases.first(where: { $0.selector == text }) { return .windowWidth(c) }
        if let c = WindowHeightClass.allCases.first(where: { $0.selector == text }) { return .windowHeight(c) }
        return nil
    }

    /// The selectors that carry a number: sizes, diagonals, widths, heights and ranges.
    private static func parseMeasured(_ text: String) -> SelectorAtom? {
        if text.hasSuffix("in"), let diagonal = number(text.dropLast(2)) { return .diagonal(diagonal) }
        let sides = text.split(separator: "x", omittingEmptySubsequences: false)
        if sides.count == 2, let w = number(sides[0]), let h = number(sides[1]) { return .size(width: w, height: h) }
        for axis in RangeAxis.allCases where text.hasPrefix(axis.rawValue) {
            let rest = text.dropFirst(axis.rawValue.count)
            for comparison in Comparison.allCases where rest.hasPrefix(comparison.rawValue) {
                if let n = number(rest.dropFirst(comparison.rawValue.count)) { return .range(axis, comparison, n) }
            }
        }
        if text.hasPrefix("w"), let w = number(text.dropFirst()) { return .width(w) }
        if text.hasPrefix("h"), let h = number(text.dropFirst()) { return .height(h) }
        return nil
    }

    /// An unsigned decimal such as `393` or `6.1`.
    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            text.first != ".", text.last != "."
        else { return nil }
        return Double(text)
    }
}

extension Result {
    var isSuccess: Bool { if case .success = self { true } else { false } }
}

extension DiagnosticCode {
    /// A selector that cannot be read.
    package static let selectorSyntax = DiagnosticCode("selector.syntax")
}
