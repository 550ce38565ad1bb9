import DimensKit
import Foundation

/// The `scaled` fixture with a token for each of its profiles and each base of a table: what
/// `d.scaled(base, as: profile)` must equal on every screen. The tokens are made here from the
/// config's own profile blocks (a group per profile carrying its block), so they cannot drift.
struct ScaledFixture {
    /// Negative, zero, fractional and large, each exact in `Float` but 0.3.
    static let bases: [Double] = [-12.5, -1, 0, 0.3, 0.375, 1, 7.25, 16, 17.5, 44, 1234.5, 100_000]
    /// Bases for the `Int` overload, whose tokens round to whole points.
    static let wholeBases: [Int] = [-12, -1, 0, 1, 7, 16, 17, 44, 1235, 100_000]

    /// The config's profile names in the generated `Scaling`'s order (`default` first), each
    /// with its block as JSON text (nil for `default`, which is the config's `defaults`).
    let profiles: [(name: String, block: JSONObject?)]

    init() throws {
        let url = Fixtures.root.appendingPathComponent("build/scaled/dimens.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let parsed = JSONParser.parse(SourceFile(path: "dimens.json", text: text), options: .init(allowComments: true))
        let scaled = parsed.value?.object?["scaled"]?.object?.members ?? []
        profiles = [("default", nil)] + scaled.map { ($0.key, $0.value.object) }
    }

    /// A group per profile with a token per base (`scaled-check.text.b3`), and one per whole base
    /// rounding to whole points (`scaled-whole.text.i3`).
    var tokenFile: SourceFile {
        func block(_ object: JSONObject?, wholePoints: Bool) -> String {
            var members = (object?.members ?? []).map {
                "\(JSONWriter.write(.string($0.key), pretty: false)): \(JSONWriter.write($0.value, pretty: false))"
            }
            if wholePoints {
                members =
                    (object?.members ?? []).filter { $0.key != "round" }.map {
                        "\(JSONWriter.write(.string($0.key), pretty: false)): \(JSONWriter.write($0.value, pretty: false))"
                    } + ["\"round\": \"point\""]
            }
            return members.isEmpty ? "" : "\"$extensions\": {\"dimens\": {\(members.joined(separator: ", "))}}, "
        }
        func group(_ prefix: String, _ values: [Double], wholePoints: Bool) -> String {
            let groups = profiles.map { profile in
                let tokens = values.enumerated().map {
                    "\"\(prefix)\($0.offset)\": {\"$value\": {\"value\": \($0.element), \"unit\": \"px\"}}"
                }
                return
                    "\"\(profile.name)\": {\(block(profile.block, wholePoints: wholePoints))\(tokens.joined(separator: ", "))}"
            }
            return "{\"$type\": \"dimension\", \(groups.joined(separator: ", "))}"
        }
        let text = """
            {"scaled-check": \(group("b", Self.bases, wholePoints: false)),
             "scaled-whole": \(group("i", Self.wholeBases.map(Double.init), wholePoints: true))}
            """
        return SourceFile(path: "generated.tokens.json", text: text)
    }

    /// Swift source of the program's body: every screen, profile and base through every overload,
    /// a line each ("id profile label values…"), with the types checked at compile time.
    var program: String {
        let cases = profiles.map { "(\"\($0.name)\", .\($0.name))" }.joined(separator: ", ")
        return """
            import Foundation
            #if canImport(UIKit)
            import UIKit
            #endif
            #if canImport(SwiftUI)
            import SwiftUI
            #endif

            /// Compiles only when `scaled` returns the type it is given.
            func same<T>(_ scaled: T, _ value: T) -> T { scaled }

            let profiles: [(String, Dimens.Scaling)] = [\(cases)]
            let bases: [Double] = \(Self.bases)
            let wholeBases: [Int] = \(Self.wholeBases)
            print("cases", Dimens.Scaling.allCases.count)
            for id in Dimens.screenIDs {
                let d = Dimens.forScreen(id: id)!
                let _: Int = d.scaled(16)
                let _: Double = d.scaled(16.5)
                for (name, profile) in profiles {
                    for (k, base) in bases.enumerated() {
                        let double = same(d.scaled(base, as: profile), base)
                        let point = same(d.scaled(CGFloat(base), as: profile), CGFloat(base))
                        let float = same(d.scaled(Float(base), as: profile), Float(base))
                        print(id, name, "b\\(k)", double, Double(point), Double(Float(base)) == base ? "\\(float)" : "-")
                    }
                    for (k, base) in wholeBases.enumerated() {
                        print(id, name, "i\\(k)", same(d.scaled(base, as: profile), base))
                    }
                    let size = same(d.scaled(CGSize(width: bases[6], height: bases[0]), as: profile), CGSize.zero)
                    let rect = same(d.scaled(CGRect(x: bases[3], y: bases[1], width: bases[7], height: bases[10]), as: profile), CGRect.zero)
                    let point = same(d.scaled(CGPoint(x: bases[8], y: bases[9]), as: profile), CGPoint.zero)
                    print(id, name, "geometry", Double(size.width), Double(size.height), Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height), Double(point.x), Double(point.y))
                    #if canImport(UIKit)
                    let insets = same(d.scaled(UIEdgeInsets(top: bases[7], left: bases[4], bottom: bases[2], right: bases[0]), as: profile), UIEdgeInsets.zero)
                    let font = d.scaled(UIFont.systemFont(ofSize: CGFloat(bases[8]), weight: .bold), as: profile)
                    print(id, name, "uikit", Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right), Double(font.pointSize), font._weight == .bold)
                    #endif
                    #if canImport(SwiftUI)
                    let edges = same(d.scaled(EdgeInsets(top: bases[9], leading: bases[6], bottom: bases[5], trailing: bases[3]), as: profile), EdgeInsets())
                    let system: Font = d.scaledFont(size: CGFloat(bases[7]), weight: .bold, as: profile)
                    let custom: Font = d.scaledFont("Georgia", size: CGFloat(bases[7]), as: profile)
                    print(id, name, "swiftui", Double(edges.top), Double(edges.leading), Double(edges.bottom), Double(edges.trailing), system == Font.system(size: d.scaled(CGFloat(bases[7]), as: profile), weight: .bold), custom == Font.custom("Georgia", fixedSize: d.scaled(CGFloat(bases[7]), as: profile)))
                    #endif
                }
            }
            """
    }

    /// What the program prints, from the json output's tokens (`standIns`: with UIKit and SwiftUI).
    func expectedLines(_ generated: GeneratedSwiftProgram, standIns: Bool) throws -> [String] {
        var values: [String: [String: Double]] = [:]
        for token in generated.tokens {
            guard let path = token["path"]?.string, let object = token["values"]?.object else { continue }
            values[path] = Dictionary(
                uniqueKeysWithValues: object.members.compactMap { member in
                    member.value.number.map { (member.key, $0.double) }
                })
        }
        var lines = ["cases \(profiles.count)"]
        for screen in generated.screens.map(GeneratedSwiftProgram.id) {
            for (name, _) in profiles {
                func value(_ k: Int) -> Double { values["scaled-check.\(name).b\(k)"]?[screen] ?? .nan }
                func text(_ ks: [Int]) -> String { ks.map { String(describing: value($0)) }.joined(separator: " ") }
                for k in Self.bases.indices {
                    let float = Double(Float(Self.bases[k])) == Self.bases[k] ? "\(Float(value(k)))" : "-"
                    lines.append("\(screen) \(name) b\(k) \(value(k)) \(value(k)) \(float)")
                }
                for k in Self.wholeBases.indices {
                    let whole = values["scaled-whole.\(name).i\(k)"]?[screen] ?? .nan
                    lines.append("\(screen) \(name) i\(k) \(whole.isFinite ? String(Int(whole)) : "missing")")
                }
                lines.append("\(screen) \(name) geometry \(text([6, 0, 3, 1, 7, 10, 8, 9]))")
                if standIns {
                    lines.append("\(screen) \(name) uikit \(text([7, 4, 2, 0, 8])) true")
                    lines.append("\(screen) \(name) swiftui \(text([9, 6, 5, 3])) true true")
                }
            }
        }
        return lines
    }
}
