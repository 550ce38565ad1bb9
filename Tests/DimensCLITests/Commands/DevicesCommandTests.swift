import Foundation
import Testing

/// `dimens devices` lists Android's catalog when the config's platforms name android: a second
/// table in dp with density and smallest width, and the catalog-file shape with `--json`.
struct DevicesCommandTests {
    @Test func listsAndroidDevicesWhenAndroidIsOn() throws {
        let project = try Project([
            "dimens.json": #"{"platforms": ["apple", "android"], "catalog": {"include": ["pod", "android-tablet"]}}"#
        ])
        let table = project.run(["devices"]).1.output
        #expect(table.contains("\nid  "))
        #expect(table.contains("pixel-tablet"))
        #expect(table.contains("800x1280   320dpi   sw800dp"))
        #expect(!table.contains("pixel-8 "))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(project.run(["devices", "--json"]).1.output.utf8))
                as? [String: Any])
        let devices = try #require(json["devices"] as? [[String: Any]])
        let tablet = try #require(devices.first { $0["id"] as? String == "pixel-tablet" })
        #expect(tablet["platform"] as? String == "android" && tablet["density"] as? Double == 320)
        #expect(tablet["smallestWidth"] as? Double == 800 && tablet["sizeClass"] == nil)
        #expect(table.hasSuffix("\n\(devices.count) devices\n"))
    }

    @Test func listsAppleAloneByDefault() throws {
        let table = try Project(["dimens.json": "{}"]).run(["devices"]).1.output
        #expect(!table.contains("pixel") && !table.contains("density"))
    }
}
