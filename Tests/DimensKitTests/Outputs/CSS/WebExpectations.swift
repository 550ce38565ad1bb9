import Foundation

@testable import DimensKit

/// What the browser should read from a CSS output, worked out from the table (the json output's
/// values) apart from the CSS code: at each catalogued width the value of the first full screen
/// of that width (the reference's at or below its width), each number kept monotone in its own
/// direction as the ladder keeps it. Lengths in px.
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
}
