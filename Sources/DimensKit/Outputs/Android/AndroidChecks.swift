/// What Android resources cannot hold, found before anything is written: two tokens with one
/// resource name (checked with the other naming rules, `NameCheck`), and values out of the range
/// of Android's compiled dimensions and integers.
extension AndroidResources {
    /// Android stores a dimension in 24 bits (a sign and 23 bits of mantissa); past 2^23 it cannot.
    static let largestDimension = 8_388_607.0

    /// Two value columns with one resource name: an error showing both tokens.
    static func nameCollisions(_ model: RenderModel) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for column in model.androidColumns.columns {
            let facts = model.columns[column.column]
            if let earlier = first[column.name] {
                let other = model.columns[earlier]
                diagnostics.append(
                    .error(
                        .androidNameCollision,
                        "'\(facts.path)' and '\(other.path)' both become the Android resource '\(column.name)'",
                        at: facts.location, token: facts.path.description,
                        notes: [.init("'\(other.path)' is defined here", at: other.location)]))
            } else {
                first[column.name] = column.column
            }
        }
        return diagnostics
    }

    /// The first value a folder would hold that Android cannot, or no folder at all.
    static func problem(_ columns: AndroidColumns, _ buckets: AndroidBuckets, model: RenderModel, at: SourceLocation?)
        -> Diagnostic?
    {
        if buckets.folders.isEmpty, buckets.screens.contains(where: { $0.platform == .android }) {
            return .error(
                .configValue,
                "the android output places its folders by smallest width at upright Android screens, and this build has none; add \"portrait\" to \"orientations\", or give the output the option \"qualifier\": \"w\"",
                at: at)
        }
        for (k, column) in columns.columns.enumerated() {
            let (limit, kind): (Double, String)
            switch column.kind {
            case .dimension: (limit, kind) = (largestDimension, "dimension")
            case .em,
                .number where !AndroidResources.isInteger(buckets.steps[k]):
                (limit, kind) = (Double(Float.greatestFiniteMagnitude), "float")
            default: continue
            }
            for write in buckets.steps[k].writes {
                guard case .number(let value) = write.cell, abs(value) > limit else { continue }
                let facts = model.columns[column.column]
                return .error(
                    .androidValue,
                    "'\(facts.path)' is \(NumberText.decimals(value)) in \(buckets.name(ofFolder: write.folder)), more than an Android \(kind) holds (±\(NumberText.plain(limit)))",
                    at: facts.location, token: facts.path.description)
            }
        }
        return nil
    }
}

extension DiagnosticCode {
    /// Two tokens map to one Android resource name (in an android output).
    package static let androidNameCollision = DiagnosticCode("android.name-collision")
    /// A value an Android resource cannot hold.
    package static let androidValue = DiagnosticCode("android.value")
}
