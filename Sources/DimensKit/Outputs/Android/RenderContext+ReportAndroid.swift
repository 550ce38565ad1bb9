import DimensMustache

/// `report.android`, only in a build with an Android output: where its folders went (the first
/// Android output's), each value's worst step error, the devices that share a width with others
/// whose value differs, and sdp's worst step error on the same widths for comparison.
struct ReportAndroidView: KeyedView {
    let context: RenderContext
    let columns: AndroidColumns
    let buckets: AndroidBuckets

    enum Key: String, ContextKey {
        case qualifier, tolerance, folderCount, catalogFolderCount, stepFolderCount, first, last, worst, worstPath,
            worstWidth, sdpWorst, sdpFolderCount, offCount, hasOff, tokens

        static let byName = KeyTable<Key>()
    }

    static func percent(_ fraction: Double) -> String {
        fraction.isFinite ? NumberText.decimals(fraction * 100, 2) + "%" : "a different value"
    }

    /// The column with the largest worst step error (the first on a tie), if any is off at all.
    var worstColumn: Int? {
        let worst = buckets.steps.indices.max { buckets.steps[$0].worstError < buckets.steps[$1].worstError }
        return worst.flatMap { buckets.steps[$0].worstError > 0 ? $0 : nil }
    }

    func value(_ key: Key) -> MustacheValue? {
        let steps = buckets.steps
        let folders = buckets.folders
        switch key {
        case .qualifier:
            return .string(
                buckets.qualifier == .sw ? "smallest width (values-swNNNdp)" : "current width (values-wNNNdp)")
        case .tolerance: return .string(Self.percent(buckets.tolerance))
        case .folderCount: return .number(Double(folders.count))
        case .catalogFolderCount: return .number(Double(folders.count { !$0.screens.isEmpty }))
        case .stepFolderCount: return .number(Double(folders.count { $0.screens.isEmpty }))
        case .first: return .number(Double(folders.first?.key ?? 0))
        case .last: return .number(Double(folders.last { !$0.screens.isEmpty }?.key ?? 0))
        case .worst: return .string(Self.percent(worstColumn.map { steps[$0].worstError } ?? 0))
        case .worstPath:
            return worstColumn.map { context.text(context.model.columns[columns.columns[$0].column].path) }
                ?? .string("")
        case .worstWidth: return .number(Double(worstColumn.flatMap { steps[$0].worstWidth } ?? 0))
        case .sdpWorst: return .string(Self.percent(steps.compactMap(\.sdpWorst).max() ?? 0))
        case .sdpFolderCount: return .number(27)
        case .offCount: return .number(Double(Set(steps.flatMap { $0.offScreens.map(\.screen) }).count))
        case .hasOff: return .bool(steps.contains { !$0.offScreens.isEmpty })
        case .tokens:
            return .lazyList(IndexedList(count: steps.count) { .object(self.token($0)) })
        }
    }

    /// One value: its path, resource name, how many folders it is written in, its worst step
    /// error and where, and the screens that are off.
    func token(_ index: Int) -> MustacheObject {
        let step = buckets.steps[index]
        let column = columns.columns[index]
        let screens = buckets.screens
        let off = step.offScreens.map { "\(screens[$0.screen].id) (\(Self.percent($0.error)))" }
        return MustacheObject([
            ("path", context.text(context.model.columns[column.column].path)), ("name", .string(column.name)),
            ("folders", .number(Double(step.writes.count))),
            (
                "worst",
                .string(
                    step.worstError > 0
                        ? "\(Self.percent(step.worstError)) at \(step.worstWidth ?? 0) dp" : "none")
            ),
            ("sdp", .string(step.sdpWorst.map(Self.percent) ?? "")),
            ("off", .string(off.isEmpty ? "" : off.joined(separator: ", "))),
        ])
    }
}
