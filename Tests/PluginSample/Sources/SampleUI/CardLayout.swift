import Foundation

/// App code using the generated `Dimens` table.
public struct CardLayout: Sendable {
    public var padding: CGFloat
    public var columns: Int

    public init(screenID: String) {
        let values = Dimens.forScreen(id: screenID) ?? Dimens.forScreen(width: 375, height: 667, family: .phone)
        padding = values.spacingCard
        columns = Int(values.layoutColumns)
    }
}
