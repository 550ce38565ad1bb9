/// Builds the screens of a catalog: the devices in the orientations asked for, and iPad windows in
/// both orientations on request.
package enum ScreenList {
    /// What a set of screens covers, for messages: `93 screens: phone, pad; portrait, landscape`.
    package static func summary(_ screens: [Screen]) -> String {
        var families: [String] = []
        var orientations: [String] = []
        for screen in screens {
            if !families.contains(screen.device.family.rawValue) { families.append(screen.device.family.rawValue) }
            if !orientations.contains(screen.orientation.rawValue) { orientations.append(screen.orientation.rawValue) }
        }
        let windows = screens.contains { $0.window != nil } ? ", iPad windows" : ""
        return
            "\(screens.count) screens: \(families.joined(separator: ", ")); \(orientations.joined(separator: ", "))\(windows)"
    }

    /// The screens of the catalog's devices on `platforms` (Apple's alone by default).
    package static func screens(
        for catalog: DeviceCatalog, orientations: [Screen.Orientation], multitasking: Bool,
        platforms: [Platform] = Platform.defaults
    ) -> [Screen] {
        var screens: [Screen] = []
        for device in catalog.devices where platforms.contains(device.platform) {
            // A device that does not turn (a watch, a TV) has its one screen whatever `orientations` holds.
            for orientation in device.rotates ? orientations : [.portrait] {
                let landscape = orientation == .landscape
                let (w, h) = landscape ? (device.height, device.width) : (device.width, device.height)
                screens.append(
                    Screen(
                        id: landscape ? "\(device.id)@landscape" : device.id, device: device, orientation: orientation,
                        window: nil, width: w, height: h,
                        sizeClass: landscape ? device.landscapeSizeClass : device.portraitSizeClass))
            }
            // A window's size is not its device's turned, so windows are computed in both
            // orientations whatever `orientations` holds: each window gets its own values.
            if multitasking, device.family == .pad {
                screens += MultitaskingWindows.windows(of: device, orientations: Screen.Orientation.allCases)
            }
        }
        return screens
    }
}
