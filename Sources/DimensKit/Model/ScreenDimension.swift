/// Which side of the screen a model scales with.
package enum ScreenDimension: String, CaseIterable, Sendable, Hashable {
    case lowest, highest, width, height
}
