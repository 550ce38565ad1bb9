import DimensKit

/// A screen for tests: a phone (or `family`) of the given portrait size, in portrait unless
/// `landscape`, at `scale` and `ppi`.
func testScreen(
    _ width: Double, _ height: Double, family: DeviceFamily = .phone, scale: Double = 3, ppi: Double? = 460,
    landscape: Bool = false, sizeClass: SizeClass = .compact, id: String = "test-device", diagonal: Double? = 6.1
) -> Screen {
    let device = Device(
        id: id, name: id, family: family, year: 2024, width: width, height: height, scale: scale, ppi: ppi,
        diagonal: diagonal, portraitSizeClass: sizeClass, landscapeSizeClass: sizeClass)
    return Screen(
        id: landscape ? "\(id)@landscape" : id, device: device, orientation: landscape ? .landscape : .portrait,
        window: nil,
        width: landscape ? height : width, height: landscape ? width : height, sizeClass: sizeClass)
}

/// A screen of the built-in catalog (Apple's or Android's), by device id.
func catalogScreen(_ id: String, landscape: Bool = false) -> Screen {
    let screens = ScreenList.screens(
        for: DeviceCatalog.builtIn, orientations: [.portrait, .landscape], multitasking: true,
        platforms: Platform.allCases)
    return screens.first { $0.id == (landscape ? "\(id)@landscape" : id) }!
}
