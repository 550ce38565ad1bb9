import Testing

@testable import DimensKit

/// The report's findings and their causes, token by token on three iPads in portrait (the iPad
/// mini is narrower than the first iPad but taller and denser, the 13-inch iPad Pro wider than
/// both): one line per kind and cause, those a designer acts on (no known cause, a selector of
/// the token) first.
struct ReportFindingsTests {
    static let px24 = #"{"value": 24, "unit": "px"}"#
    static let cases: [(name: String, dimens: String, value: String, causes: [String])] = [
        ("the fixed model's aspect-ratio term", #"{"model": "fixed"}"#, px24, ["falls aspectRatio"]),
        ("without the aspect-ratio term", #"{"model": "fixed", "aspectRatio": false}"#, px24, []),
        (
            "an override above the growth", #"{"model": "fixed", "aspectRatio": false, "overrides": {"w<750": 60}}"#,
            px24, ["falls override 'w<750'"]
        ),
        (
            "an override that undoes growth",
            #"{"model": "fixed", "aspectRatio": false, "overrides": {"w>=1000": 10}}"#, px24,
            ["jumps override 'w>=1000'"]
        ),
        ("a multiplier", #"{"model": "none", "multipliers": {"w>=1000": 3}}"#, px24, ["jumps multiplier 'w>=1000'"]),
        (
            "a model that follows the long side", #"{"model": "fit"}"#, #"{"value": 100, "unit": "px"}"#,
            ["falls unexplained"]
        ),
    ]

    static let pads = ["ipad-mini-a17-pro", "ipad-1st-generation", "ipad-pro-13-inch-m4"]

    static func context(_ tokens: String, devices: [String] = pads) throws -> RenderContext {
        var config = Config(directory: ".")
        config.multitasking = false
        let catalog = DeviceCatalog(devices: DeviceCatalog.builtIn.devices.filter { devices.contains($0.id) })
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "t.tokens.json", text: tokens)]), config: config, catalog: catalog)
        let table = try #require(compilation.table, "\(compilation.diagnostics.all.map(\.message))")
        #expect(table.screens.count == 3)
        return RenderContext.build(table, options: .init(), generator: "dimens")
    }

    @Test(arguments: cases.indices)
    func eachFindingHasItsCause(_ index: Int) throws {
        let test = Self.cases[index]
        let report = try Self.context(
            #"{"t": {"$type": "dimension", "$value": \#(test.value), "$extensions": {"dimens": \#(test.dimens)}}}"#
        ).report
        #expect(report.causes.map(Self.describe).sorted() == test.causes.sorted(), "\(test.name)")
        for line in report.causes { #expect(line.tokenCount == 1 && !line.findings.isEmpty) }
    }

    static func describe(_ line: ReportModel.CauseLine) -> String {
        if case .selector(let rule) = line.cause { return "\(line.kind.rawValue) \(rule)" }
        return "\(line.kind.rawValue) \(line.cause)"
    }

    /// A physical length on phones whose points hold more or fewer pixels: the iPhone 15 (393 pt
    /// wide) gets fewer points for 9 mm than the narrower iPhone 12 mini and the wider iPhone 11.
    @Test func aPhysicalLengthFollowsPixelDensity() throws {
        let context = try Self.context(
            #"{"t": {"$type": "dimension", "$value": {"value": 9, "unit": "mm"}}}"#,
            devices: ["iphone-12-mini", "iphone-15", "iphone-11"])
        #expect(context.report.causes.map(Self.describe) == ["falls density"])
        let finding = context.report.findings[context.report.causes[0].findings[0]]
        #expect(finding.brief == "56.3333 on iphone-12-mini → 54.3333 on iphone-15 (phone portrait)")
    }

    /// What a designer acts on comes first, then the causes shared by the most tokens.
    @Test func causesAreRanked() throws {
        let tokens = """
            {"a": {"$type": "dimension", "$extensions": {"dimens": {"model": "fixed"}}, "one": {"$value": {"value": 24, "unit": "px"}},
                   "two": {"$value": {"value": 40, "unit": "px"}}},
             "b": {"$type": "dimension", "$value": {"value": 100, "unit": "px"}, "$extensions": {"dimens": {"model": "fit"}}},
             "c": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}, "$extensions": {"dimens": {"model": "none", "overrides": {"w>=1000": 100}}}}}
            """
        let context = try Self.context(tokens)
        let lines = context.report.causes
        #expect(lines.map(Self.describe) == ["falls unexplained", "jumps override 'w>=1000'", "falls aspectRatio"])
        #expect(lines.map(\.tokenCount) == [1, 1, 2])
        #expect(lines.map(\.cause.needsALook) == [true, true, false])
        let title = ReportCauseView(context: context, line: lines[2]).title
        #expect(
            title.hasPrefix("falls where the screen that gets more is the taller one")
                && title.contains(#""aspectRatio": false"#))
    }
}
