/// Android's choice among the folders that define a resource, for the qualifiers the android
/// output writes (smallest width, width, height, density): AOSP's `ResTable_config::match` and
/// `isBetterThan`. The output checks with it that every catalogued device reads its own value.
enum AndroidFolderChoice {
    /// A folder's qualifiers (0 where it has none), or a device's configuration.
    struct Config: Hashable, Sendable {
        var smallestWidth = 0
        var width = 0
        var height = 0
        /// `densityDpi`; a folder without one counts as 160 (mdpi).
        var density = 0
    }

    /// Whether a folder applies to a device at all: none of its sizes is above the device's
    /// (density never rules a folder out).
    static func matches(_ folder: Config, _ device: Config) -> Bool {
        folder.smallestWidth <= device.smallestWidth && folder.width <= device.width && folder.height <= device.height
    }

    /// Whether folder `a` beats folder `b` for `device` (both match it): the larger smallest
    /// width, then the smaller distance |Δwidth| + |Δheight| to the device, then the density
    /// Android would rather scale from (the exact one; else the nearest, down-scaling preferred).
    static func isBetter(_ a: Config, than b: Config, for device: Config) -> Bool {
        if a.smallestWidth != b.smallestWidth { return a.smallestWidth > b.smallestWidth }
        let distance = { (folder: Config) in device.width - folder.width + device.height - folder.height }
        if distance(a) != distance(b) { return distance(a) < distance(b) }
        guard a.density != b.density else { return false }
        let (mine, other) = (a.density == 0 ? 160 : a.density, b.density == 0 ? 160 : b.density)
        let (high, low, mineIsHigher) = other > mine ? (other, mine, false) : (mine, other, true)
        let wanted = device.density == 0 ? 160 : device.density
        if wanted >= high { return mineIsHigher }
        if low >= wanted { return !mineIsHigher }
        // Between the two: scaling down counts twice as good as scaling up.
        return (2 * low - wanted) * high > wanted * wanted ? !mineIsHigher : mineIsHigher
    }

    /// The value of the folder Android picks for `device` among `candidates`, or nil when none
    /// matches (the first of equally good ones).
    static func choose<Value>(_ candidates: [(Config, Value)], for device: Config) -> Value? {
        var best: (Config, Value)?
        for candidate in candidates where matches(candidate.0, device) {
            if let current = best, !isBetter(candidate.0, than: current.0, for: device) { continue }
            best = candidate
        }
        return best?.1
    }
}
