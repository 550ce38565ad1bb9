import DimensKit
import Testing

struct ScreenListTests {
    @Test func portraitByDefaultLandscapeOnRequestForRotatingDevices() {
        let catalog = DeviceCatalog.builtIn.on([.apple])
        let portrait = ScreenList.screens(for: catalog, orientations: [.portrait], multitasking: false)
        #expect(portrait.map(\.id) == catalog.ids)
        let both = ScreenList.screens(for: catalog, orientations: [.portrait, .landscape], multitasking: false)
        let rotating = catalog.devices.filter(\.rotates).count
        #expect(both.count == catalog.devices.count + rotating)
        #expect(!both.contains { $0.id == "apple-watch-45mm@landscape" || $0.id == "apple-tv-4k@landscape" })
        let landscape = both.first { $0.id == "iphone-15@landscape" }!
        #expect((landscape.width, landscape.height) == (852, 393))
    }

    /// Window widths against the ones Apple's HIG published for the 12.9" iPad Pro and the 9.7" iPad.
    @Test(arguments: [
        (
            "ipad-pro-12-9-inch-6th-generation",
            [
                "split-1-3": 375.0, "split-2-3": 639, "landscape-split-1-3": 375,
                "landscape-split-1-2": 678, "landscape-split-2-3": 981, "slide-over": 375,
            ]
        ),
        (
            "ipad-6th-generation",
            [
                "split-1-3": 320.0, "split-2-3": 438, "landscape-split-1-3": 320,
                "landscape-split-1-2": 507, "landscape-split-2-3": 694, "slide-over": 320,
            ]
        ),
    ])
    func multitaskingWindowsMatchPublishedSizes(_ id: String, _ widths: [String: Double]) {
        let device = DeviceCatalog.builtIn.device(id)!
        let windows = MultitaskingWindows.windows(of: device, orientations: [.portrait, .landscape])
        #expect(Dictionary(uniqueKeysWithValues: windows.map { ($0.window!, $0.width) }) == widths)
        #expect(windows.allSatisfy { $0.id == "\(id)@\($0.window!)" })
        // published size classes: 678 and 694 wide are regular, 639 and narrower compact
        #expect(windows.filter { $0.sizeClass == .regular }.allSatisfy { $0.width >= 678 })
        #expect(windows.contains { $0.width == 678 || $0.width == 694 ? $0.sizeClass == .regular : true })
    }

    /// Only iPads get windows, in both orientations whatever `orientations` holds (a window is
    /// not its device turned); a device that does not turn keeps its one screen in landscape-only.
    @Test func onlyIPadsGetWindowsInBothOrientations() {
        let screens = ScreenList.screens(for: DeviceCatalog.builtIn, orientations: [.portrait], multitasking: true)
        #expect(screens.filter { $0.window != nil }.allSatisfy { $0.device.family == .pad })
        #expect(screens.contains { $0.id == "ipad-air-13-inch-m3@split-1-3" })
        #expect(screens.contains { $0.id == "ipad-air-13-inch-m3@landscape-split-1-2" })
        #expect(!screens.contains { $0.id == "ipad-air-13-inch-m3@landscape" })
        let turned = ScreenList.screens(for: DeviceCatalog.builtIn, orientations: [.landscape], multitasking: false)
        #expect(turned.contains { $0.id == "apple-tv-4k" } && turned.contains { $0.id == "apple-watch-45mm" })
        #expect(turned.contains { $0.id == "iphone-15@landscape" } && !turned.contains { $0.id == "iphone-15" })
    }
}
