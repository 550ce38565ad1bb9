import Testing

@testable import DimensKit

/// A platform's facts are data in its `Platform` value, and each holds for every platform: what
/// a new platform gives is checked here the same way as Apple's and Android's.
struct PlatformTests {
    @Test(arguments: Platform.allCases)
    func itsFamiliesBySizeAreItsFamilies(_ platform: Platform) {
        #expect(platform.familiesBySize.count == platform.families.count)
        #expect(Set(platform.familiesBySize) == Set(platform.families))
    }

    /// `dimens devices` lists each device with a cell under every column of its platform's record.
    @Test(arguments: Platform.allCases)
    func everyDeviceHasACellPerColumn(_ platform: Platform) {
        let devices = DeviceCatalog.builtIn.devices.filter { $0.platform == platform }
        #expect(!devices.isEmpty)
        for device in devices {
            #expect(platform.record.cells(device).count == platform.record.columns.count, "\(device.id)")
        }
    }

    /// A device written in its platform's catalog-file shape reads back as the same device, so
    /// `dimens devices --json` can be edited into a catalog of one's own.
    @Test(arguments: Platform.allCases)
    func theCatalogShapeReadsBack(_ platform: Platform) throws {
        let devices = DeviceCatalog.builtIn.devices.filter { $0.platform == platform }
        let text = JSONWriter.write(DeviceCatalog(devices: devices).json)
        let (read, diagnostics) = CatalogParser.parse(SourceFile(path: "devices.json", text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message).prefix(3))")
        let again = try #require(read).devices
        #expect(again.map(\.id) == devices.map(\.id))
        #expect(again.map { platform.record.cells($0) } == devices.map { platform.record.cells($0) })
        #expect(again.allSatisfy { $0.platform == platform })
    }

    /// The accessibility rules' minimums: a platform's guideline asks for positive sizes, text no
    /// larger than a tap target.
    @Test(arguments: Platform.allCases)
    func itsMinimumsAreSizes(_ platform: Platform) {
        #expect(platform.minimums.text > 0 && platform.minimums.text <= platform.minimums.tapTarget)
        #expect(!platform.minimums.guideline.isEmpty && !platform.textUnit.isEmpty && !platform.displayName.isEmpty)
    }

    /// Which platform's rules read a catalog entry, and what it is told: the platform it names;
    /// an unknown name is one error, then its family's platform's rules (else the default's); a
    /// family of another platform than the one named is one error and stops the entry.
    @Test(
        arguments: [
            (
                #"{"id": "p", "name": "P", "family": "phone", "platform": "ios", "year": 2025, "width": 390, "height": 844, "scale": 3, "sizeClass": {"portrait": "compact", "landscape": "regular"}}"#,
                [#""platform" must be "apple" or "android""#]
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "apple", "year": 2025}"#,
                ["an Apple device's family must be one of phone, pad, pod, watch, tv"]
            ),
            (
                #"{"id": "p", "name": "P", "family": "phone", "platform": "android", "year": 2025}"#,
                [
                    "an Android device's family must be one of android-phone, android-foldable, android-tablet, android-desktop"
                ]
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "year": 2025, "width": 400, "height": 900, "density": 440}"#,
                [#""platform" must be "apple" or "android""#]
            ),
        ] as [(String, [String])])
    func anEntryIsReadByThePlatformItNames(_ entry: String, _ messages: [String]) {
        let (catalog, diagnostics) = CatalogParser.parse(
            SourceFile(path: "c.json", text: #"{"devices": ["# + entry + "]}"))
        #expect(diagnostics.map(\.message) == messages)
        #expect(catalog?.devices.isEmpty == true, "an entry with an error is left out")
    }
}
