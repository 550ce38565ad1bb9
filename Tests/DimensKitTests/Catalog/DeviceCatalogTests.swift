import Foundation
import Testing

@testable import DimensKit

/// The built-in Apple catalog (Android's: `AndroidCatalogTests`).
struct DeviceCatalogTests {
    let devices = DeviceCatalog.builtIn.devices.filter { $0.platform == .apple }

    /// Every device's source starts with one the built-in catalog lists (notes may follow).
    @Test func everyDeviceNamesAListedSource() throws {
        let json = try #require(JSONParser.parse(SourceFile(path: "", text: BuiltInCatalog.json)).value?.object)
        let sources = Set(json["sources"]?.object?.keys ?? [])
        #expect(sources.contains("devicekit"))
        for device in devices {
            let first = device.source.prefix { $0 != " " && $0 != ";" }
            #expect(sources.contains(String(first)), "\(device.id): \(device.source)")
        }
        #expect(
            devices.filter { $0.year == 2026 }.map(\.id) == [
                "iphone-17e", "ipad-air-11-inch-m4", "ipad-air-13-inch-m4",
            ])
    }

    @Test func idsAreUniqueKebabCase() {
        #expect(Set(devices.map(\.id)).count == devices.count)
        for device in devices { #expect(Device.isValidID(device.id), "\(device.id)") }
    }

    @Test func pixelsArePointsTimesScaleUnlessDownsampled() {
        let downsampled = devices.filter(\.isDownsampled).map(\.id)
        #expect(
            downsampled == [
                "iphone-6-plus", "iphone-6s-plus", "iphone-7-plus", "iphone-8-plus", "iphone-12-mini", "iphone-13-mini",
            ])
        for device in devices where device.isDownsampled {
            #expect(
                device.pixelWidth < device.width * device.scale && device.pixelHeight < device.height * device.scale)
        }
    }

    /// The listed diagonal must agree with the one the pixels and density imply (within 0.15 in),
    /// which catches a mistyped ppi, pixel count or diagonal.
    @Test func diagonalAgreesWithPixelsAndDensity() {
        for device in devices {
            guard let ppi = device.ppi, let diagonal = device.diagonal else {
                #expect(device.family == .tv, "\(device.id) lacks ppi or diagonal")
                continue
            }
            let derived =
                (device.pixelWidth * device.pixelWidth + device.pixelHeight * device.pixelHeight).squareRoot() / ppi
            #expect(abs(derived - diagonal) <= 0.15, "\(device.id): \(derived) vs \(diagonal)")
        }
    }

    @Test func everyFamilyAndEveryIPhoneScreenSizeIsPresent() {
        #expect(Set(devices.map(\.family)) == Set(Platform.apple.families))
        let sizes = Set(devices.filter { $0.family == .phone }.map { "\(Int($0.width))x\(Int($0.height))" })
        let expected: Set = [
            "320x480", "320x568", "375x667", "414x736", "375x812", "414x896", "390x844", "428x926",
            "393x852", "430x932", "402x874", "440x956", "420x912",
        ]
        #expect(sizes == expected)
        #expect(devices.first?.year == 2007)
    }

    @Test func sizeClassesFollowTheHumanInterfaceGuidelines() {
        for device in devices {
            switch device.family {
            case .pad, .tv:
                #expect(device.portraitSizeClass == .regular && device.landscapeSizeClass == .regular, "\(device.id)")
            case .phone, .pod, .watch: #expect(device.portraitSizeClass == .compact, "\(device.id)")
            case .androidPhone, .androidFoldable, .androidTablet, .androidDesktop:
                Issue.record("\(device.id) is not an Apple device")
            }
        }
        let regularLandscape = devices.filter { $0.family == .phone && $0.landscapeSizeClass == .regular }
        #expect(regularLandscape.allSatisfy { $0.width >= 414 })
        #expect(DeviceCatalog.builtIn.device("iphone-15-pro")?.landscapeSizeClass == .compact)
        #expect(DeviceCatalog.builtIn.device("iphone-15-pro-max")?.landscapeSizeClass == .regular)
    }

    @Test func printsTheCatalogFileShapeAndReadsItBack() throws {
        let text = JSONWriter.write(DeviceCatalog.builtIn.json)
        let (catalog, diagnostics) = CatalogParser.parse(SourceFile(path: "round-trip.json", text: text))
        #expect(diagnostics.isEmpty)
        #expect(catalog?.devices.filter { $0.platform == .apple } == devices)
        // Android's devices keep members such as `posture` (at other places in the text): compare the text.
        #expect(catalog.map { JSONWriter.write($0.json) } == text)
    }

    @Test func userCatalogsExtendByIdAndReportBadEntries() throws {
        let user = """
            {"devices": [
              {"id": "iphone-15", "name": "iPhone 15 (patched)", "family": "phone", "year": 2023, "width": 393, "height": 852,
               "scale": 3, "ppi": 460, "diagonal": 6.1, "sizeClass": {"portrait": "compact", "landscape": "compact"}},
              {"id": "foldy", "name": "Foldy", "family": "phone", "year": 2027, "width": 500, "height": 700,
               "scale": 3, "ppi": 400, "diagonal": 7.6, "sizeClass": {"portrait": "regular", "landscape": "regular"}, "maker": "x"},
              {"id": "Bad Id", "name": "", "family": "phnoe", "year": 2027, "width": -1, "height": 2, "scale": 2,
               "sizeClass": {"portrait": "compact", "landscape": "compact"}}
            ]}
            """
        let (parsed, diagnostics) = CatalogParser.parse(SourceFile(path: "user.json", text: user))
        let catalog = try #require(parsed)
        #expect(diagnostics.map(\.code) == Array(repeating: .catalogEntry, count: 4))
        #expect(diagnostics.contains { $0.notes.first?.message == "did you mean 'phone'?" })
        let extended = DeviceCatalog.builtIn.extended(with: catalog)
        #expect(extended.devices.count == DeviceCatalog.builtIn.devices.count + 1)
        #expect(extended.device("iphone-15")?.name == "iPhone 15 (patched)")
        #expect(extended.devices.last?.id == "foldy")
        #expect(extended.including([.pad]).devices.allSatisfy { $0.family == .pad })
    }
}
