import DimensKit
import Foundation
import Testing

/// Every variant of the generated Swift the tests know, each file's text: the example and the
/// awkward-names fixture at each access level, with and without Interface Builder support
/// (`inspectables`), whole and split, the `scaled` fixture, and the text-sizes fixture, in the
/// default `"runtime": "module"`; the example with its runtime embedded; and the sources of
/// `DimensRuntime`, the code the module files lean on.
enum GeneratedSwiftVariants {
    /// `all()`, made once for every test that reads it.
    static let cached = Result { try all() }

    static func all() throws -> [(label: String, files: [String])] {
        var variants: [(String, [String])] = []
        for name in ["example", "awkward-names"] {
            for accessLevel in ["internal", "package", "public"] {
                for inspectables in [false, true] {
                    for split in [1, 3] {
                        let generated = try GeneratedSwiftProgram(
                            name, split: split, accessLevel: accessLevel, inspectables: inspectables)
                        let label = "\(name) \(accessLevel) split \(split)\(inspectables ? " inspectables" : "")"
                        variants.append((label, generated.files.map(\.text)))
                    }
                }
            }
        }
        let (compilation, config) = try GeneratedSwiftProgram.compile(
            "scaled", extra: [ScaledFixture().tokenFile])
        variants.append(
            ("scaled", try GeneratedSwiftProgram(compilation: compilation, config: config).files.map(\.text)))
        variants.append(("text-sizes", [try SwiftOutputTextSizeTests.compiled().swift]))
        for split in [1, 3] {
            let embedded = try GeneratedSwiftProgram(
                "example", split: split, accessLevel: "public", inspectables: true, runtime: .embedded)
            variants.append(("example public split \(split) inspectables embedded", embedded.files.map(\.text)))
        }
        variants.append(("DimensRuntime", try GeneratedSwiftProgram.runtimeSources()))
        return variants
    }
}
