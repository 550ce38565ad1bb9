import Foundation

@testable import DimensKit

/// What the browser should read from a CSS output, worked out from the table (the json output's
/// values) apart from the CSS code: at each catalogued width the value of the first full screen
/// of that width (the reference's at or below its width), each number kept monotone in its own
/// direction as the ladder keeps it; for a length written as a line in the width, each native
/// screen's own value. Lengths in px.
struct WebExpectations {
    /// The CSS output's full-screen widths, narrowest first, and the reference's width.
    let widths: [Double]
    let referenceWidth: Double
    /// Each length's custom property → its value at each of `widths`.
    var lengths: [String: [Double]] = [:]
    /// The custom properties of text sizes (`textStyle` tokens, typographies' `fontSize`).
    var textSizes: Set<String> = []
    /// Every custom property written, lengths first.
    var properties: [String] = []
    /// Each length's value on the first full screen of each of `widths`, as that native screen
    /// has it (no ladder: below the reference's width too), and its rounding step there in px.
    var native: [String: [Double]] = [:]
    var step: [String: [Double]] = [:]

    init(_ table: ScaledTable) {
        let model = RenderModel(table.screens(forOutput: "css"))
        let screens = model.table.screens
        let reference = model.referenceScreen
        referenceWidth = screens[reference].width
        let full = screens.indices.filter { screens[$0].window == nil }
        widths = Set(full.map { screens[$0].width }).sorted()
        let steps = widths.map { width in
            width <= referenceWidth ? reference : full.first { screens[$0].width == width }!
        }
        var others: [String] = []
        for (column, facts) in model.columns.enumerated() where facts.isValue {
            let property = "--" + model.names[column].kebab
            guard facts.isLength, case .numbers = model.packed.columns[column].values else {
                others.append(property)
                continue
            }
            let raw = steps.map { model.packed.value(row: model.packed.rowOfScreen[$0], column: column) }
            let own = widths.map { width in full.first { screens[$0].width == width }! }
            native[property] = own.map { model.packed.value(row: model.packed.rowOfScreen[$0], column: column) }
            let rounding = model.packed.columns[column].token.settings.round?.value ?? .pixel
            step[property] = own.map { CSSBlocks.roundingStep(rounding, scale: screens[$0].device.scale) }
            let grows = raw.last! >= raw[0]
            var kept: [Double] = []
            for value in raw {
                kept.append(kept.last.map { grows ? max($0, value) : min($0, value) } ?? value)
            }
            lengths[property] = kept
            properties.append(property)
            if facts.isTextSize { textSizes.insert(property) }
        }
        properties += others
    }

    /// A length's value at a catalogued width.
    func value(_ property: String, atWidth width: Double) -> Double? {
        widths.firstIndex(of: width).flatMap { lengths[property]?[$0] }
    }

    /// What a length must read at a catalogued width, and how far from it: the ladder's value
    /// within 0.01 px, or for a property `fluid` (written as one line in the width) the native
    /// screen's value within its rounding step and 0.01 px (the line is the unrounded model's).
    func want(_ property: String, atWidth width: Double, fluid: Bool) -> (value: Double, tolerance: Double)? {
        guard let index = widths.firstIndex(of: width), let ladder = lengths[property]?[index] else { return nil }
        guard fluid else { return (ladder, 0.01) }
        return (native[property]![index], step[property]![index] + 0.01)
    }

    /// The custom properties `css` writes as one line in the width (`clamp(`, `min(`, `max(`,
    /// `calc(` or a bare `vw` length) in its first block.
    static func fluid(_ css: String) -> Set<String> {
        Set(FluidLine.declarations(css).filter { FluidLine($0.value) != nil }.map(\.key))
    }
}
