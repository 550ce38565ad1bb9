import DimensKit
import Foundation
import Testing

/// `min` and `max` hold on every screen after rounding (rounding goes toward the inside of the
/// bounds where it would cross one), in points on Apple screens and in dp at each Android density,
/// as computed and as the android output writes them; where no step of the grid lies between the
/// bounds, the clamped value stays unrounded.
struct BoundsAfterRoundingTests {
    /// Tokens that grow and shrink with the screen, with bounds off every grid and every rounding.
    static let tokens = ##"""
        {"b": {"$type": "dimension", "$extensions": {"dimens": {"model": "dynamic"}},
          "grow": {"$value": {"value": 500, "unit": "px"}, "$extensions": {"dimens": {"max": 720}}},
          "growUp": {"$value": {"value": 400, "unit": "px"}, "$extensions": {"dimens": {"max": 720.2, "roundingMode": "up"}}},
          "shrink": {"$value": {"value": 6, "unit": "px"}, "$extensions": {"dimens": {"min": 7.3, "roundingMode": "down"}}},
          "narrow": {"$value": {"value": 10, "unit": "px"}, "$extensions": {"dimens": {"min": 10.1, "max": 10.2}}},
          "points": {"$value": {"value": 120, "unit": "px"}, "$extensions": {"dimens": {"max": 150.5, "round": "point"}}},
          "halves": {"$value": {"value": 30, "unit": "px"}, "$extensions": {"dimens": {"min": 33.3, "max": 40.2, "round": "half", "roundingMode": "up"}}},
          "text": {"$type": "typography", "$value": {"fontFamily": "A", "fontSize": {"value": 400, "unit": "px"}}, "$extensions": {"dimens": {"max": 720}}}
        }}
        """##

    static let bounds: [String: ClosedRange<Double>] = [
        "b.grow": 0...720, "b.growUp": 0...720.2, "b.shrink": 7.3...Double.infinity, "b.narrow": 10.1...10.2,
        "b.points": 0...150.5, "b.halves": 33.3...40.2, "b.text.fontSize": 0...720,
    ]

    static func compile() throws -> Pipeline.Compilation {
        var config = Config(directory: ".")
        config.platforms = [.apple, .android]
        config.orientations = [.portrait, .landscape]
        config.outputs = [.init(template: "json", path: "d.json"), .init(template: "android", path: "res")]
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "b.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        #expect(compilation.diagnostics.all.isEmpty, "\(compilation.diagnostics.all.map(\.message))")
        return compilation
    }

    @Test func everyValueOnEveryScreenIsWithinItsBounds() throws {
        let table = try #require(try Self.compile().table)
        #expect(table.screens.contains { $0.device.platform == .android } && table.screens.count > 300)
        var checked = 0
        for token in table.tokens {
            let columns: [(String, [Double])]
            switch token.values {
            case .numbers(let values): columns = [(token.token.path.description, values)]
            case .composite(let composite):
                columns = composite.members.compactMap {
                    guard case .numbers(let values) = $0.values else { return nil }
                    return ("\(token.token.path).\($0.dotted)", values)
                }
            default: columns = []
            }
            for (name, values) in columns {
                let range = try #require(Self.bounds[name], "\(name)")
                for (screen, value) in zip(table.screens, values) where !range.contains(value) {
                    Issue.record("\(name) is \(value) on \(screen.id), outside \(range)")
                }
                checked += values.count
            }
        }
        #expect(checked == Self.bounds.count * table.screens.count)
    }

    /// The case the issue found: 720 with pixel rounding was 720.3756 dp on the 213-dpi Galaxy
    /// Tab A9 (720 × 1.33125 = 958.5 pixels, rounded up to 959); it is now 958 pixels.
    @Test func aMaximumHoldsAtTvdpi() throws {
        let table = try #require(try Self.compile().table)
        let tablet = try #require(table.screens.firstIndex { $0.id == "galaxy-tab-a9" })
        guard case .numbers(let values)? = table.tokens.first(where: { $0.token.path.description == "b.grow" })?.values
        else {
            Issue.record("b.grow has no numbers")
            return
        }
        #expect(values[tablet] == 958 / 1.33125)
    }

    @Test func theAndroidOutputWritesNoValueOutsideTheBounds() throws {
        let outputs = try Self.compile().outputs.filter { $0.path.hasPrefix("res/") }
        #expect(outputs.count > 1)
        var written = 0
        for output in outputs {
            for line in output.text.split(separator: "\n") {
                guard let start = line.range(of: #"<dimen name=""#), let end = line.range(of: #"">"#),
                    let close = line.range(of: "dp</dimen>")
                else { continue }
                let name = String(line[start.upperBound..<end.lowerBound])
                let value = try #require(Double(line[end.upperBound..<close.lowerBound]))
                let token = Self.bounds.keys.first { Self.androidName($0) == name }
                let range = try #require(token.flatMap { Self.bounds[$0] }, "\(name)")
                #expect(range.contains(value), "\(name) = \(value)dp in \(output.path)")
                written += 1
            }
        }
        #expect(written >= Self.bounds.count - 1)
    }

    /// `b.growUp` → `b_grow_up`, `b.text.fontSize` → `b_text_font_size` (the android output's names).
    static func androidName(_ path: String) -> String {
        path.replacingOccurrences(of: ".", with: "_").reduce(into: "") { name, character in
            if character.isUppercase { name += "_" + character.lowercased() } else { name.append(character) }
        }
    }
}
