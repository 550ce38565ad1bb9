import DimensKit
import Testing

/// Android devices are screens only on request (`platforms`), in dp, rotating, without size
/// classes or multitasking windows; the config's `catalog.include` narrows each platform by the
/// families it names of it.
struct AndroidScreensTests {
    let catalog = DeviceCatalog.builtIn

    @Test func appleAloneUnlessAndroidIsAsked() {
        let apple = ScreenList.screens(for: catalog, orientations: [.portrait], multitasking: true)
        #expect(apple.allSatisfy { $0.platform == .apple })
        let both = ScreenList.screens(
            for: catalog, orientations: [.portrait, .landscape], multitasking: true, platforms: Platform.allCases)
        let android = both.filter { $0.platform == .android }
        #expect(android.count == 2 * catalog.devices.filter { $0.platform == .android }.count)
        #expect(android.allSatisfy { $0.window == nil && $0.sizeClass == nil && $0.windowWidthClass != nil })
        let fold = both.first { $0.id == "pixel-fold-unfolded@landscape" }!
        #expect((fold.width, fold.height, fold.device.scale) == (841, 700, 2.625))
        #expect(fold.windowWidthClass == .expanded && fold.windowHeightClass == .medium)
    }

    @Test(arguments: [
        (#"{}"#, 0, true),
        (#"{"platforms": ["apple", "android"]}"#, 78, true),
        (#"{"platforms": ["android"]}"#, 78, false),
        (#"{"platforms": ["apple", "android"], "catalog": {"include": ["phone", "pad"]}}"#, 78, true),
        (#"{"platforms": ["apple", "android"], "catalog": {"include": ["phone", "android-tablet"]}}"#, 12, true),
    ])
    func includeNarrowsEachPlatformByTheFamiliesItNames(_ text: String, _ androidCount: Int, _ hasApple: Bool) throws {
        let config = try #require(ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".").0)
        let devices = config.includedDevices(of: catalog).devices
        #expect(devices.filter { $0.platform == .android }.count == androidCount)
        #expect(devices.contains { $0.platform == .apple } == hasApple)
        if text.contains("android-tablet") {
            #expect(devices.allSatisfy { $0.family == .phone || $0.family == .androidTablet })
        }
    }
}
