import DimensKit
import Testing

@testable import DimensKit

/// The android output's folders under the window Android reports (`AndroidDecor`): every reading
/// of every device (edge to edge, gesture and three-button navigation) gets the device's own
/// value, except readings two devices share, which no folder can tell apart.
struct AndroidBucketsDecorTests {
    typealias Decor = AndroidBucketsTests

    /// The issue's case: a Pixel 8 (411 × 914) with its bars taken away (874 or 842 dp) reported
    /// a height between the folded Pixel Fold's (796) and its own, and read the Fold's folder. A
    /// token that grows with the height now gives every reading of each phone its own value.
    @Test func aPhoneWithItsBarsTakenAwayKeepsItsOwnValue() throws {
        let (buckets, _) = try Decor.buckets(
            #"{"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "dimension": "height", "round": "pixel"}}}"#,
            [
                Decor.device("fold-folded", 411, 796), Decor.device("pixel-8", 411, 914),
                Decor.device("pixel-7-pro", 411, 891, density: 560),
            ])
        #expect(buckets.steps[0].offScreens.isEmpty, "\(buckets.steps[0].offScreens)")
        let names = buckets.folders.indices.map(buckets.name(ofFolder:))
        // The folded phone's lowest reading (796 − 72) stands below every other phone's.
        #expect(names.contains("values-sw411dp-h842dp"), "\(names)")
        #expect(!names.contains { $0.hasSuffix("-h796dp") }, "\(names)")
    }

    /// Two devices whose readings coincide (one 40 dp taller: its gesture reading is the other's
    /// edge-to-edge one), same density, different values: the shared reading cannot be told
    /// apart, and only that device is listed as off.
    @Test func aReadingTwoDevicesShareIsTheOnlyOneOff() throws {
        let (buckets, _) = try Decor.buckets(
            #"{"$type": "dimension", "$value": {"value": 16, "unit": "px"}, "$extensions": {"dimens": {"model": "dynamic", "dimension": "height", "round": "pixel"}}}"#,
            [Decor.device("short", 411, 874), Decor.device("tall", 411, 914)])
        let off = buckets.steps[0].offScreens.map { buckets.screens[$0.screen].id }
        #expect(off.count == 1, "\(off)")
        #expect(buckets.steps[0].offScreens.allSatisfy { $0.error > 0 })
    }

    /// The example on the whole Android catalog: every device listed as off reads another's
    /// value only where one of its readings is another device's with a different value, as far
    /// as the folders tell readings apart (smallest width, density, and the height upright or
    /// the width turned: a turned phone with gesture navigation reads as wide as another edge to
    /// edge, only lower).
    @Test func onTheCatalogOnlySharedReadingsAreOff() throws {
        let build = try AndroidBuild("example")
        let table = try #require(build.compilation.table)
        let model = RenderModel(table.screens(forOutput: "android"))
        let buckets = AndroidBuckets(model, columns: AndroidColumns(model), qualifier: .sw, tolerance: 0.02)
        // What the folders tell a reading by: smallest width, density, height upright, width turned.
        // The two the example has: turned with gesture navigation, as wide as another phone edge to edge.
        let off = Set(buckets.steps.flatMap { $0.offScreens.map { buckets.screens[$0.screen].id } })
        #expect(off == ["galaxy-a14@landscape", "oneplus-nord-ce4@landscape"], "\(off.sorted())")
        let readings = buckets.screens.map { screen in
            Set(
                AndroidBuckets.Layout.readings(of: screen, .sw).map {
                    [$0.smallestWidth, $0.density, screen.orientation == .portrait ? $0.height : -$0.width]
                })
        }
        let cells = AndroidColumns.cells(model.table)
        for (column, steps) in buckets.steps.enumerated() {
            for (screen, _) in steps.offScreens {
                let shared = buckets.screens.indices.contains { other in
                    other != screen && cells[column][other] != cells[column][screen]
                        && !readings[other].isDisjoint(with: readings[screen])
                }
                #expect(
                    shared,
                    "\(buckets.screens[screen].id) is off in column \(column) with no reading shared: \(readings[screen]) \(steps.writes.map { (buckets.name(ofFolder: $0.folder), $0.cell) })"
                )
            }
        }
    }
}
