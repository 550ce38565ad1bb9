import Foundation
import Testing

@testable import SampleUI

@Test func generatedValuesReachTheApp() {
    // spacing.card: 16, overridden to 24 on iPads; layout.columns: 1, 2 where regular
    #expect(CardLayout(screenID: "iphone-15").padding == 16)
    #expect(CardLayout(screenID: "iphone-15").columns == 1)
    #expect(CardLayout(screenID: "ipad-pro-13-inch-m4").padding == 24)
    #expect(CardLayout(screenID: "ipad-pro-13-inch-m4").columns == 2)
}

@Test func screensOutsideTheCatalogStillGetValues() {
    // dynamic gutter: 8 × 393/375 = 8.384 → 8 on an iPhone 15; a 500 × 900 phone gets its nearest screen's
    #expect(Dimens.forScreen(id: "iphone-15")?.spacingGutter == 8)
    #expect(Dimens.forScreen(width: 500, height: 900, family: .phone).spacingCard == 16)
    #expect(Dimens.screenIDs.contains("iphone-se-3rd-generation"))
    #expect(Dimens.forScreen(id: "no-such-screen") == nil)
}

@Test func tokenFilesOutsideTheTargetAreInputs() {
    // design/brand.tokens.json; .ci/run edits it to 7 and runs the tests again with SAMPLE_BRAND_RADIUS=7.
    let expected = Double(ProcessInfo.processInfo.environment["SAMPLE_BRAND_RADIUS"] ?? "6") ?? 6
    #expect(Dimens.forScreen(id: "iphone-15")?.brandRadius == CGFloat(expected))
}
