import DimensMustache
import DimensTestSupport
import Foundation
import Testing

/// The Mustache spec v1.4 from `../shared/conformance/mustache-spec`: every case of the core
/// modules, `~inheritance` and `~dynamic-names`, each a separate test. `~lambdas` is optional in
/// the spec and not supported.
@Suite(.enabled(if: Conformance.suite("mustache-spec") != nil, Conformance.skipReason))
struct MustacheSpecTests {
    static let modules = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections", "~dynamic-names", "~inheritance",
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        var module: String
        var name: String
        var template: String
        var data: MustacheValue
        var partials: [String: String]
        var expected: String
        var testDescription: String { "\(module): \(name)" }
    }

    static let cases: [Case] = modules.flatMap { module -> [Case] in
        guard let url = Conformance.suite("mustache-spec")?.appendingPathComponent("\(module).json"),
            let data = try? Data(contentsOf: url),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = json["tests"] as? [[String: Any]]
        else { return [] }
        return tests.map { test in
            Case(
                module: module, name: test["name"] as? String ?? "?", template: test["template"] as? String ?? "",
                data: value(test["data"] as Any), partials: test["partials"] as? [String: String] ?? [:],
                expected: test["expected"] as? String ?? "")
        }
    }

    static func value(_ any: Any) -> MustacheValue {
        switch any {
        case let number as NSNumber where String(cString: number.objCType) == "c": .bool(number.boolValue)
        case let number as NSNumber: .number(number.doubleValue)
        case let text as String: .string(text)
        case let list as [Any]: .list(list.map(value))
        case let object as [String: Any]: .object(MustacheObject(object.keys.sorted().map { ($0, value(object[$0]!)) }))
        default: .null
        }
    }

    @Test func everyModuleIsPresent() {
        #expect(Set(Self.cases.map(\.module)) == Set(Self.modules))
        #expect(Self.cases.count >= 180)
    }

    @Test(arguments: cases)
    func renders(_ c: Case) throws {
        let partials = c.partials
        let output = try Template(c.template, name: c.name).render(c.data, partials: { partials[$0] })
        #expect(output == c.expected)
    }
}
