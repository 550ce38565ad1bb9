import Foundation
import Testing

@testable import DimensKit

/// The built-in Android catalog: sizes in dp as Android computes them, the reported density and
/// smallest width, every family the issue asks for, the Compose reference devices, and a source
/// for each entry.
struct AndroidCatalogTests {
    let devices = DeviceCatalog.builtIn.devices.filter { $0.platform == .android }

    @Test func everyDeviceNamesAListedSource() throws {
        let json = try #require(JSONParser.parse(SourceFile(path: "", text: BuiltInAndroidCatalog.json)).value?.object)
        let sources = Set(json["sources"]?.object?.keys ?? [])
        for device in devices {
            let first = device.source.prefix { $0 != " " && $0 != ";" }
            #expect(sources.contains(String(first)), "\(device.id): \(device.source)")
        }
    }

    @Test func idsAreUniqueAcrossPlatforms() {
        let all = DeviceCatalog.builtIn.devices
        #expect(Set(all.map(\.id)).count == all.count)
        for device in devices { #expect(Device.isValidID(device.id), "\(device.id)") }
    }

    /// dp are the pixels at the reported density, truncated as Android does (`px · 160 / dpi`);
    /// the scale is density / 160 and the smallest width the short side.
    @Test func sizesAreThePixelsAtTheReportedDensity() throws {
        for device in devices {
            let density = try #require(device.density, "\(device.id)")
            #expect(device.width == (device.pixelWidth * 160 / density).rounded(.down), "\(device.id)")
            #expect(device.height == (device.pixelHeight * 160 / density).rounded(.down), "\(device.id)")
            #expect(device.width <= device.height, "\(device.id) is not portrait")
            #expect(device.scale == density / 160 && device.ppi == density)
            #expect(device.smallestWidth == device.width, "\(device.id)")
            #expect(device.portraitSizeClass == nil && device.diagonal == nil)
        }
    }

    /// Phones, foldables folded and unfolded, tablets and desktops, with Compose's reference
    /// devices at the sizes `Devices.PHONE`, `FOLDABLE`, `TABLET` and `DESKTOP` give.
    @Test func coversEveryFamilyAndTheComposeReferenceDevices() {
        #expect(Set(devices.map(\.family)) == Set(Platform.android.families))
        let postures = Set(devices.compactMap { $0.extra.first { $0.key == "posture" }?.value.string })
        #expect(postures == ["folded", "unfolded"])
        let reference = [
            "compose-phone": (411.0, 891.0), "compose-foldable": (673, 841), "compose-tablet": (800, 1280),
            "compose-desktop": (1080, 1920),
        ]
        for (id, size) in reference {
            let device = DeviceCatalog.builtIn.device(id)
            #expect(device?.width == size.0 && device?.height == size.1, "\(id)")
        }
        #expect(devices.count >= 50)
        #expect(DeviceCatalog.builtIn.device("pixel-7")?.smallestWidth == 411)
        #expect(DeviceCatalog.builtIn.device("galaxy-z-fold5-folded")?.smallestWidth == 344)
    }

    @Test(
        arguments: [
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "android", "year": 2025, "width": 400, "height": 900, "density": 440}"#,
                nil
            ),
            (
                #"{"id": "p", "name": "P", "family": "phone", "platform": "android", "year": 2025, "width": 400, "height": 900, "density": 440}"#,
                "family must be one of"
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "andriod", "year": 2025, "width": 400, "height": 900, "density": 440}"#,
                "\"platform\" must be"
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "android", "year": 2025, "width": 400, "height": 900}"#,
                "\"density\""
            ),
            // An Android family is held to Android's rules, with its platform said.
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "year": 2025, "width": 400, "height": 900, "density": 440}"#,
                "\"platform\" must be"
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "apple", "year": 2025, "width": 400, "height": 900, "scale": 1e300, "sizeClass": {"portrait": "compact", "landscape": "compact"}}"#,
                "an Apple device's family must be one of"
            ),
            // Numbers a device cannot have (Int(1e300) would stop the build; every dp up to a
            // huge width would be computed).
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "android", "year": 1e300, "width": 400, "height": 900, "density": 440}"#,
                "a whole \"year\" from 1900 to 3000"
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "android", "year": 2025, "width": 3000000, "height": 900, "density": 440}"#,
                "a \"width\" in dp from 0 to 10000"
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "android", "year": 2025, "width": 400, "height": 900, "density": 1e20}"#,
                "a whole \"density\" (dpi) from 1 to 10000"
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "android", "year": 2025, "width": 400, "height": 900, "density": 0.3}"#,
                "a whole \"density\" (dpi) from 1 to 10000"
            ),
            (
                #"{"id": "p", "name": "P", "family": "android-phone", "platform": "android", "year": 2025, "width": 400, "height": 900, "density": 440, "smallestWidth": 1e19}"#,
                "a \"smallestWidth\" in dp from 0 to 10000"
            ),
        ] as [(String, String?)])
    func readsUserAndroidEntries(_ entry: String, _ problem: String?) throws {
        let (catalog, diagnostics) = CatalogParser.parse(
            SourceFile(path: "user.json", text: #"{"devices": ["# + entry + "]}"))
        if let problem {
            #expect(diagnostics.count == 1 && diagnostics[0].message.contains(problem), "\(diagnostics.map(\.message))")
            #expect(catalog?.devices.isEmpty == true)
        } else {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
            let device = try #require(catalog?.devices.first)
            #expect(device.platform == .android && device.scale == 2.75 && device.smallestWidth == 400)
            #expect(device.pixelWidth == 1100 && device.pixelHeight == 2475)
        }
    }
}
