import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// Where the android output puts its folders: at every catalogued width where a value changes,
/// and between them wherever a value would otherwise be off by more than the tolerance; a
/// breakpoint exactly where it applies; the value most devices at a shared width have.
struct AndroidBucketsTests {
    /// An Android phone of this portrait size in dp at 420 dpi, reporting its width as its
    /// smallest width unless told another.
    static func device(
        _ id: String, _ width: Double, _ height: Double, density: Double = 420, smallestWidth: Double? = nil
    ) -> Device {
        Device(
            id: id, name: id, family: .androidPhone, year: 2025, width: width, height: height, scale: density / 160,
            ppi: density, diagonal: nil, portraitSizeClass: nil, landscapeSizeClass: nil, density: density,
            smallestWidth: smallestWidth ?? width)
    }

    /// The folders of one token on these devices, with the android output's options.
    static func buckets(
        _ token: String, _ devices: [Device], qualifier: String = "sw", orientations: String = "[\"portrait\"]"
    )
        throws -> (AndroidBuckets, AndroidColumns)
    {
        var config = try #require(
            ConfigParser.parse(
                SourceFile(
                    path: "dimens.json",
                    text:
                        #"{"platforms": ["android"], "orientations": \#(orientations), "outputs": [{"template": "android", "path": "res", "options": {"qualifier": "\#(qualifier)"}}]}"#
                ), directory: "."
            ).0)
        config.reference = .size(width: 400, height: 800)
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "a.tokens.json", text: #"{"t": \#(token)}"#)]), config: config,
            catalog: DeviceCatalog(devices: devices))
        #expect(!compilation.diagnostics.hasErrors, "\(compilation.diagnostics.all.map(\.message))")
        let model = RenderModel(try #require(compilation.table))
        let columns = AndroidColumns(model)
        return (
            AndroidBuckets(model, columns: columns, qualifier: qualifier == "sw" ? .sw : .w, tolerance: 0.02), columns
        )
    }

    /// `v · w / 400` unrounded between 400 and 600 dp: a folder at each first whole dp where the
    /// value has grown more than 2% past the folder's, and at 600.
    @Test func aGrowingValueGetsAFolderWhereItMovesTwoPercent() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "dimension": "width", "round": "none"}}}"#,
            [Self.device("small", 400, 900), Self.device("large", 600, 1000)])
        let value = { (width: Int) in 16 * Double(width) / 400 }
        var expected = [400]
        for width in 401..<600 where (value(width) - value(expected.last!)) / value(width) > 0.02 {
            expected.append(width)
        }
        expected.append(600)
        #expect(buckets.folders.map(\.key) == expected)
        #expect(buckets.steps[0].worstError <= 0.02 && buckets.steps[0].worstError > 0.019)
        #expect(buckets.steps[0].writes.last?.cell == .number(24))
        #expect(buckets.steps[0].offScreens.isEmpty)
        #expect(buckets.folders.first?.screens == [0] && buckets.folders.last?.screens == [1])
    }

    /// A breakpoint between two devices gets a folder exactly where it applies, and no other.
    @Test(arguments: [
        #"{"$type": "number", "$value": 2, "$extensions": {"dimens": {"model": "breakpoint", "overrides": {"w>=500": 3}}}}"#,
        #"{"$type": "string", "$value": "narrow", "$extensions": {"dimens": {"overrides": {"w>=500": "wide"}}}}"#,
        #"{"$type": "boolean", "$value": false, "$extensions": {"dimens": {"overrides": {"width-compact": true}}}}"#,
    ])
    func aBreakpointGetsAFolderWhereItApplies(_ token: String) throws {
        let (buckets, _) = try Self.buckets(token, [Self.device("small", 400, 900), Self.device("large", 650, 1000)])
        let expected = token.contains("width-compact") ? [400, 600] : [400, 500]
        #expect(buckets.folders.map(\.key) == expected)
        #expect(buckets.steps[0].worstError == 0)
    }

    /// Devices at one width whose values differ by height: the plain folder holds the value two
    /// of the three have, a folder from the lowest height the third can report (900 dp less the
    /// status bar and three-button navigation, 72 dp) gives it its own in every reading, and the
    /// width above gets the plain value again, so wider devices do not take the third's; nothing
    /// is off.
    @Test func aSharedWidthTellsDevicesApartByLongSide() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "dimension", "$value": {"value": 100, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "dimension": "height", "round": "point"}}}"#,
            [Self.device("tall", 411, 900), Self.device("short", 411, 800), Self.device("short-too", 411, 800)])
        #expect(
            buckets.folders.indices.map(buckets.name(ofFolder:)) == [
                "values", "values-sw411dp-h828dp", "values-sw412dp",
            ])
        // 100 · 900 / 800 = 112.5, rounded to 113 points.
        #expect(buckets.steps[0].writes.map(\.cell) == [.number(100), .number(113), .number(100)])
        #expect(buckets.steps[0].offScreens.isEmpty)
        #expect(buckets.folders[1].screens == [0])
    }

    /// By smallest width, turned devices read their own values too: a breakpoint at 800 dp wide
    /// applies to a 411-dp phone turned (914 dp wide), from a `-wNNNdp` folder that upright
    /// phones never match, at the narrowest width it reports (less a cutout and a three-button
    /// bar on its side: 842 dp).
    @Test func turnedDevicesReadTheirOwnValues() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "number", "$value": 1, "$extensions": {"dimens": {"model": "breakpoint", "overrides": {"w>=800": 2}}}}"#,
            [Self.device("phone", 411, 914)], orientations: #"["portrait", "landscape"]"#)
        #expect(
            buckets.folders.indices.map(buckets.name(ofFolder:))
                == ["values", "values-sw411dp-w842dp", "values-sw412dp"])
        #expect(buckets.steps[0].writes.map(\.cell) == [.number(1), .number(2), .number(1)])
        #expect(buckets.steps[0].offScreens.isEmpty)
    }

    /// Devices at one width and size whose values differ only by pixel rounding: a folder per
    /// density, the plain one holding the 160-dpi devices' value, and the width above written
    /// again so wider devices do not pick a density's value.
    @Test func aSharedWidthTellsDevicesApartByDensity() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "dimension", "$value": {"value": 10.3, "unit": "px"}, "$extensions": {"dimens": {"model": "none", "round": "pixel"}}}"#,
            [
                Self.device("mdpi", 800, 1280, density: 160), Self.device("xhdpi", 800, 1280, density: 320),
                Self.device("wide", 900, 1400, density: 320),
            ])
        #expect(
            buckets.folders.indices.map(buckets.name(ofFolder:))
                == ["values", "values-sw800dp-mdpi", "values-sw800dp-xhdpi", "values-sw801dp", "values-sw900dp"])
        #expect(
            buckets.steps[0].writes.map(\.cell) == [
                .number(10), .number(10), .number(10.5), .number(10), .number(10.5),
            ])
        #expect(buckets.steps[0].offScreens.isEmpty)
    }

    /// A level split by density is written whole: its folders outrank the plain one for every
    /// density, so a density without its own would read another's. Two 420-dpi and one 560-dpi
    /// devices 891 dp tall, and a 420-dpi one 914 dp tall, all read their own values in every
    /// reading: their heights with three-button navigation (819, 842), with gesture navigation
    /// (851, 874) and edge to edge (891, 914) alternate, so each has a level.
    @Test func aLevelSplitByDensityIsWrittenWhole() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "dimension", "$value": {"value": 100, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "dimension": "height", "round": "pixel"}}}"#,
            [
                Self.device("aone", 411, 891), Self.device("atwo", 411, 891),
                Self.device("bee", 411, 891, density: 560),
                Self.device("cee", 411, 914),
            ])
        #expect(
            buckets.folders.indices.map(buckets.name(ofFolder:)) == [
                "values", "values-sw411dp-h819dp-420dpi", "values-sw411dp-h819dp-560dpi", "values-sw411dp-h842dp",
                "values-sw411dp-h851dp-420dpi", "values-sw411dp-h851dp-560dpi", "values-sw411dp-h874dp",
                "values-sw411dp-h891dp-420dpi", "values-sw411dp-h891dp-560dpi", "values-sw411dp-h914dp",
                "values-sw412dp",
            ])
        #expect(buckets.steps[0].offScreens.isEmpty, "\(buckets.steps[0].offScreens)")
    }

    /// Upright levels go by height: a device 500 dp wide and 400 tall upright (smallest width
    /// 400) gets `-h328dp`, which it matches with its bars taken away, and the 800-dp-tall
    /// devices beside it `-h728dp`.
    @Test func uprightLevelsGoByHeight() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "dimension", "$value": {"value": 100, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "dimension": "height", "round": "point"}}}"#,
            [
                Self.device("wide", 500, 400, smallestWidth: 400), Self.device("tall", 400, 800),
                Self.device("tall-too", 400, 800),
            ])
        #expect(
            buckets.folders.indices.map(buckets.name(ofFolder:)) == [
                "values", "values-sw400dp-h328dp", "values-sw400dp-h728dp", "values-sw401dp",
            ])
        #expect(buckets.steps[0].offScreens.isEmpty, "\(buckets.steps[0].offScreens)")
    }

    /// By smallest width with only landscape screens there is no folder to place: an error, not
    /// an empty output.
    @Test func noUprightScreenIsAnError() throws {
        var config = try #require(
            ConfigParser.parse(
                SourceFile(
                    path: "dimens.json",
                    text:
                        #"{"platforms": ["android"], "orientations": ["landscape"], "outputs": [{"template": "android", "path": "res"}]}"#
                ), directory: "."
            ).0)
        config.reference = .size(width: 400, height: 800)
        let compilation = Pipeline.compile(
            sources: .files([SourceFile(path: "a.tokens.json", text: #"{"t": {"$type": "number", "$value": 1}}"#)]),
            config: config, catalog: DeviceCatalog(devices: [Self.device("phone", 411, 914)]))
        #expect(compilation.outputs.isEmpty)
        #expect(compilation.diagnostics.all.contains { $0.message.contains("this build has none") })
    }

    /// Devices of one size and density whose values differ (a device selector): nothing tells
    /// them apart, so the folder holds the value most of them have and the others are off.
    @Test func devicesAndroidCannotTellApartAreListedAsOff() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "number", "$value": 1, "$extensions": {"dimens": {"overrides": {"odd": 2}}}}"#,
            [Self.device("odd", 411, 900), Self.device("even", 411, 900), Self.device("even-too", 411, 900)])
        #expect(buckets.folders.count == 1)
        #expect(buckets.steps[0].writes.map(\.cell) == [.number(1)])
        #expect(buckets.steps[0].offScreens.map(\.screen) == [0])
        #expect(buckets.steps[0].offScreens.first?.error == 0.5)
    }

    /// A catalogued device wider than tall upright (smallest width 400, 500 dp wide): the widths
    /// up to the next device are still walked by smallest width, so folders keep every width
    /// within the tolerance up to 700 dp.
    @Test func aDeviceWiderThanTallStillGetsItsStepsChecked() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "dimension": "width", "round": "none"}}}"#,
            [Self.device("wide", 500, 400, density: 320, smallestWidth: 400), Self.device("tall", 700, 1000)])
        #expect(buckets.folders.contains { $0.key > 600 && $0.key < 700 }, "\(buckets.folders.map(\.key))")
        #expect(buckets.steps[0].worstError <= 0.02)
    }

    /// With the `w` qualifier, landscape screens stand at their own widths.
    @Test func byWidthLandscapeScreensStandAtTheirWidths() throws {
        let (buckets, _) = try Self.buckets(
            #"{"$type": "number", "$value": 1, "$extensions": {"dimens": {"model": "breakpoint", "overrides": {"w>=800": 2}}}}"#,
            [Self.device("phone", 400, 900)], qualifier: "w", orientations: #"["portrait", "landscape"]"#)
        #expect(buckets.folders.map(\.key) == [400, 800])
        #expect(buckets.folders.last?.screens == [])
    }

    /// sdp's step error for 16 dp over 344 … 1080 dp: worst just below its 360 dp folder, where
    /// 330 dp's 17.60 stands for 359 dp's 19.15.
    @Test func sdpWorstStepErrorOnTheCatalogWidths() throws {
        let worst = try #require(AndroidBuckets.sdpWorst(16, from: 344, to: 1080))
        #expect(abs(worst - (16.0 / 300 * 359 - 17.6) / (16.0 / 300 * 359)) < 1e-12)
    }

    /// The example on the whole Android catalog: every value within the tolerance, folders at
    /// catalogued widths (each where some value changes), `values/` holding every value.
    @Test(arguments: ["sw", "w"])
    func theExampleStaysWithinTheTolerance(_ qualifier: String) throws {
        let build = try AndroidBuild("example", qualifier: qualifier)
        let table = try #require(build.compilation.table)
        let model = RenderModel(table.screens(forOutput: "android"))
        let columns = AndroidColumns(model)
        let buckets = AndroidBuckets(model, columns: columns, qualifier: qualifier == "sw" ? .sw : .w, tolerance: 0.02)
        #expect(buckets.steps.allSatisfy { $0.worstError <= 0.02 })
        #expect(buckets.steps.allSatisfy { $0.writes.first?.folder == 0 })
        let widths = Set(build.screens.compactMap(build.key))
        #expect(Set(buckets.folders.filter { !$0.screens.isEmpty }.map(\.key)).isSubset(of: widths))
        #expect(buckets.folders.filter { !$0.screens.isEmpty }.count >= widths.count - 3)
        #expect(build.resources.count == buckets.folders.count)
        #expect(buckets.folders.first?.key == widths.min())
    }
}
