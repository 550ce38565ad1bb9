import DimensKit
import Testing

/// `"platforms"`: Apple alone by default, each platform once, in a fixed order; an unknown one,
/// an empty list, or a family in `catalog.include` of a platform left out are errors at their place.
struct ConfigParserPlatformTests {
    func parse(_ text: String) -> (Config?, [Diagnostic]) {
        ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
    }

    @Test(arguments: [
        (#"{}"#, [Platform.apple]),
        (#"{"platforms": ["android", "apple"]}"#, [.apple, .android]),
        (#"{"platforms": ["android", "android"]}"#, [.android]),
    ])
    func readsThePlatforms(_ text: String, _ expected: [Platform]) throws {
        let (config, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(try #require(config).platforms == expected)
    }

    @Test(
        arguments: [
            (#"{"platforms": ["andriod"]}"#, "unknown platform 'andriod'", "did you mean 'android'?", 16),
            (#"{"platforms": []}"#, "non-empty list of \"apple\" and \"android\"", nil, 15),
            (#"{"platforms": "android"}"#, "non-empty list", nil, 15),
            (
                #"{"catalog": {"include": ["phone", "android-tablet"]}}"#,
                "catalog.include names 'android-tablet', a family of android, which \"platforms\" leaves out", nil, 25
            ),
        ] as [(String, String, String?, Int)])
    func reportsMistakesAtTheirPlace(_ text: String, _ message: String, _ note: String?, _ column: Int) {
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == .configValue)
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.notes.first?.message == note)
        #expect(diagnostics.first?.location?.column == column)
    }
}
