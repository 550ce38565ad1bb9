/// The devices values are computed for: the built-in catalog, or a user's, filtered by family.
public struct DeviceCatalog: Sendable {
    package var devices: [Device]

    package init(devices: [Device]) { self.devices = devices }

    /// The catalog compiled into dimens: every platform's built-in devices in platform order
    /// (Apple's, then Android's, which a build uses only when the config's `platforms` names it).
    public static let builtIn: DeviceCatalog = {
        DeviceCatalog(
            devices: Platform.allCases.map(\.catalog).flatMap { path, json in
                let (catalog, diagnostics) = CatalogParser.parse(SourceFile(path: path, text: json))
                precondition(
                    diagnostics.isEmpty && catalog != nil, "\(path) is invalid: \(diagnostics.map(\.message))")
                return catalog!.devices
            })
    }()

    package var ids: [String] { devices.map(\.id) }

    package func device(_ id: String) -> Device? { devices.first { $0.id == id } }

    /// Entries of `other` replace entries with the same id in place; new ids are appended.
    package func extended(with other: DeviceCatalog) -> DeviceCatalog {
        var result = devices
        for device in other.devices {
            if let index = result.firstIndex(where: { $0.id == device.id }) {
                result[index] = device
            } else {
                result.append(device)
            }
        }
        return DeviceCatalog(devices: result)
    }

    package func including(_ families: [DeviceFamily]) -> DeviceCatalog {
        DeviceCatalog(devices: devices.filter { families.contains($0.family) })
    }

    /// The devices of these platforms.
    package func on(_ platforms: [Platform]) -> DeviceCatalog {
        DeviceCatalog(devices: devices.filter { platforms.contains($0.platform) })
    }

    /// The catalog-file shape of the reference, as `dimens devices --json` prints it.
    package var json: JSONValue {
        .object(["devices": .array(devices.map { $0.platform.record.json($0) })])
    }
}
