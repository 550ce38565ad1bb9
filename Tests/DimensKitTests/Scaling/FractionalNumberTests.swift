import DimensKit
import Testing

/// `scale.fractional-number`: a number written whole (a column count) that a model makes
/// fractional on some screen is a warning naming the first such screen; rounding, a fractional
/// source, or a model that keeps it whole say nothing.
struct FractionalNumberTests {
    static let cases: [(dimens: String, value: String, warns: Bool)] = [
        (#"{"model": "fixed"}"#, "12", true),
        (#"{"model": "dynamic"}"#, "4", true),
        (#"{"model": "fixed", "round": "point"}"#, "12", false),
        (#"{"model": "fixed"}"#, "1.5", false),
        (#"{"model": "none"}"#, "12", false),
        (#"{"model": "breakpoint", "overrides": {"pad": 16}}"#, "12", false),
        ("{}", "12", false),
    ]

    @Test(arguments: cases.indices)
    func warnsOnlyWhereAWholeNumberComesOutFractional(_ index: Int) throws {
        let (dimens, value, warns) = Self.cases[index]
        var config = Config(directory: ".")
        config.catalog.include = [.phone, .pad]
        let tokens =
            #"{"grid": {"columns": {"$type": "number", "$value": \#(value), "$extensions": {"dimens": \#(dimens)}}}}"#
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "t.tokens.json", text: tokens)]), config: config, catalog: .builtIn)
        let warnings = compilation.diagnostics.all.filter { $0.code == .scaleFractionalNumber }
        #expect(warnings.count == (warns ? 1 : 0), "\(dimens) \(value): \(warnings.map(\.message))")
        guard let warning = warnings.first else { return }
        #expect(
            warning.severity == .warning && warning.location?.description == "t.tokens.json:1:11"
                && warning.tokenPath == "grid.columns")
        #expect(warning.message.hasPrefix("'grid.columns' is \(value) as written but "), "\(warning.message)")
        let table = try #require(compilation.table)
        #expect(compilation.outputs.isEmpty == false, "a warning does not stop the build")
        #expect(table.tokens.count == 1)
    }
}
