import DimensKit
import Testing

/// One case of a type's DTCG suite: a token `t` of `type` whose `$value` is `value`, written with
/// `»` before each place a finding is expected (`MarkedText`), and the findings' codes in the order of those
/// places (none for a valid value). The name cites the section of the spec the case comes from.
///
/// Aliases in a case may name the well-formed tokens of `SpecCase.referenced` (`{ref.color}`,
/// `{ref.duration}`, …), written after `t` so that columns in `t` are as marked.
struct SpecCase: Sendable, CustomTestStringConvertible {
    var name: String
    var type: String
    var value: String
    var codes: [String] = []
    /// Run with `--strict` (dimens extensions reported).
    var strict = false

    var testDescription: String { name }

    /// One well-formed token of every DTCG type (and `string`), for cases to alias.
    static let referenced = """
        "ref": {
          "color": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}},
          "dimension": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
          "number": {"$type": "number", "$value": 0.5},
          "duration": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}},
          "cubicBezier": {"$type": "cubicBezier", "$value": [0.42, 0, 0.58, 1]},
          "fontFamily": {"$type": "fontFamily", "$value": "Inter"},
          "fontWeight": {"$type": "fontWeight", "$value": "bold"},
          "strokeStyle": {"$type": "strokeStyle", "$value": "dashed"},
          "shadow": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}},
          "gradient": {"$type": "gradient", "$value": [{"color": {"colorSpace": "srgb", "components": [1, 1, 1]}, "position": 0}]},
          "text": {"$type": "string", "$value": "hello"}
        }
        """

    /// The token file, with the places of its markers (all on line 1).
    var file: MarkedText {
        MarkedText(#"{"t": {"$type": "\#(type)", "$value": \#(value)},"# + "\n" + Self.referenced + "\n}\n")
    }

    /// Checks the case through `lint` and through `build`.
    func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        // `ref.text` is of dimens' `string` type, which `--strict` names. The accessibility rules
        // would flag the cases' placeholder sizes (1-pixel fonts): they check screens, not the spec.
        expectFindings(
            file, codes, strict: strict,
            ignoring: {
                ($0.tokenPath == "ref.text" && $0.code == .dtcgExtension)
                    || [.a11yMinText, .a11yLineHeight, .a11yTapTarget].contains($0.code)
            },
            sourceLocation: sourceLocation)
    }
}

extension SpecCase {
    /// A valid value: no finding.
    static func valid(_ name: String, _ type: String, _ value: String, strict: Bool = false) -> SpecCase {
        SpecCase(name: name, type: type, value: value, strict: strict)
    }

    /// A value with findings of `codes` at its markers.
    static func invalid(_ name: String, _ type: String, _ value: String, _ codes: String...) -> SpecCase {
        SpecCase(name: name, type: type, value: value, codes: codes)
    }
}
