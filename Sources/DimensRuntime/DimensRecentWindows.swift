import Foundation

/// The values of the windows a generated type's `forSize` was asked for most recently (the last
/// 64), each made once: asking again for a window is one read and gives equal values.
public final class DimensRecentWindows<Values>: @unchecked Sendable {
    private var kept: [DimensWindow: Values] = [:]
    private let lock = NSLock()

    public init() {}

    /// The values kept for `window`, or those `make` gives, kept.
    public func values(for window: DimensWindow, _ make: () -> Values) -> Values {
        lock.lock()
        defer { lock.unlock() }
        if let known = kept[window] { return known }
        let made = make()
        if kept.count >= 64 { kept.removeAll() }
        kept[window] = made
        return made
    }
}
