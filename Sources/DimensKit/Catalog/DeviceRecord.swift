/// What a platform's device entries hold: how a catalog file's entry is read (each platform has
/// its own fields: Apple's points, scale and size classes, Android's dp, density and smallest
/// width), how `dimens devices --json` writes it back, and the columns `dimens devices` lists.
package struct DeviceRecord: Sendable {
    /// The columns `dimens devices` prints for the platform's devices.
    package let columns: [String]
    /// A device's cells under those columns.
    package let cells: @Sendable (Device) -> [String]
    /// Whether an entry must name its platform (`"platform": "android"`); the default platform's need not.
    let namesPlatform: Bool
    /// Reads a catalog entry as one of the platform's devices, reporting what is wrong with it.
    let read: @Sendable (inout CatalogParser, JSONObject, JSONValue) -> Device?
    /// A device in the catalog-file shape.
    let json: @Sendable (Device) -> JSONValue

    static let apple = DeviceRecord(
        columns: [
            "id", "name", "family", "year", "points", "scale", "ppi", "diagonal", "size class (portrait/landscape)",
        ],
        cells: { d in
            [
                d.id, d.name, d.family.rawValue, String(d.year),
                "\(NumberText.plain(d.width))x\(NumberText.plain(d.height))", "@\(NumberText.plain(d.scale))x",
                d.ppi.map(NumberText.plain) ?? "-", d.diagonal.map { NumberText.plain($0) + "in" } ?? "-",
                "\(d.portraitSizeClass?.rawValue ?? "-")/\(d.landscapeSizeClass?.rawValue ?? "-")",
            ]
        },
        namesPlatform: false, read: { $0.appleDevice($1, $2) },
        json: { d in
            var members: [(String, JSONValue)] = [
                ("id", .string(d.id)), ("name", .string(d.name)), ("family", .string(d.family.rawValue)),
                ("year", .number(d.year)), ("width", .number(d.width)), ("height", .number(d.height)),
                ("scale", .number(d.scale)),
                ("pixels", .object(["width": .number(d.pixelWidth), "height": .number(d.pixelHeight)])),
                ("ppi", d.ppi.map(JSONValue.number) ?? .null), ("diagonal", d.diagonal.map(JSONValue.number) ?? .null),
                (
                    "sizeClass",
                    .object([
                        "portrait": .string(d.portraitSizeClass?.rawValue ?? ""),
                        "landscape": .string(d.landscapeSizeClass?.rawValue ?? ""),
                    ])
                ),
                ("source", .string(d.source)),
            ]
            members += d.extra.map { ($0.key, $0.value) }
            return .object(members)
        })

    static let android = DeviceRecord(
        columns: ["id", "name", "family", "year", "dp", "density", "smallest width", "posture"],
        cells: { d in
            [
                d.id, d.name, d.family.rawValue, String(d.year),
                "\(NumberText.plain(d.width))x\(NumberText.plain(d.height))",
                d.density.map { NumberText.plain($0) + "dpi" } ?? "-",
                d.smallestWidth.map { "sw" + NumberText.plain($0) + "dp" } ?? "-",
                d.extra.first { $0.key == "posture" }?.value.string ?? "-",
            ]
        },
        namesPlatform: true, read: { $0.androidDevice($1, $2) },
        json: { d in
            var members: [(String, JSONValue)] = [
                ("id", .string(d.id)), ("name", .string(d.name)), ("family", .string(d.family.rawValue)),
                ("platform", .string(d.platform.rawValue)), ("year", .number(d.year)), ("width", .number(d.width)),
                ("height", .number(d.height)), ("density", d.density.map(JSONValue.number) ?? .null),
                ("pixels", .object(["width": .number(d.pixelWidth), "height": .number(d.pixelHeight)])),
                ("smallestWidth", d.smallestWidth.map(JSONValue.number) ?? .null),
            ]
            members += d.extra.map { ($0.key, $0.value) }
            members.append(("source", .string(d.source)))
            return .object(members)
        })
}
