/// iPad Split View and Slide Over windows.
///
/// Apple publishes window widths for some iPads only, so dimens derives them with the rule those
/// published sizes follow: a 10-point divider; the narrow window is 375 points on screens at least
/// 1,366 points wide in landscape (320 otherwise); the wide window takes the rest; halves split the
/// width less the divider; Slide Over is as wide as the narrow window; windows keep the full
/// height. A window is `regular` when at least 678 points wide, else `compact`. Landscape windows
/// are 1/3, 1/2 and 2/3; portrait windows 1/3 and 2/3.
package enum MultitaskingWindows {
    static let divider = 10.0
    static let regularFrom = 678.0

    package static func windows(of device: Device, orientations: [Screen.Orientation]) -> [Screen] {
        let narrow = device.height >= 1366 ? 375.0 : 320.0
        var result: [Screen] = []
        for orientation in orientations {
            let landscape = orientation == .landscape
            let (w, h) = landscape ? (device.height, device.width) : (device.width, device.height)
            var splits: [(String, Double)] = [("1-3", narrow), ("2-3", w - divider - narrow)]
            if landscape { splits.insert(("1-2", ((w - divider) / 2).rounded(.down)), at: 1) }
            for (name, width) in splits {
                let window = landscape ? "landscape-split-\(name)" : "split-\(name)"
                result.append(
                    Screen(
                        id: "\(device.id)@\(window)", device: device, orientation: orientation, window: window,
                        width: width, height: h, sizeClass: width >= regularFrom ? .regular : .compact))
            }
        }
        let h = max(device.width, device.height)
        result.append(
            Screen(
                id: "\(device.id)@slide-over", device: device, orientation: .portrait, window: "slide-over",
                width: narrow, height: h, sizeClass: .compact))
        return result
    }
}
