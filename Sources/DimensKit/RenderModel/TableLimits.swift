/// What the compact table of generated code can hold, checked before anything is rendered (so
/// `lint` checks it too): a column's palette size and its indices are 16 bits, so a table of more
/// than 65,535 distinct rows (screens × text sizes with values of their own) is refused with a
/// diagnostic, not encoded wrong or trapped on.
enum TableLimits {
    static let maximumRows = 65_535

    static func diagnostics(_ model: RenderModel, plans: [OutputPlan]) -> [Diagnostic] {
        guard model.packed.rowCount > maximumRows else { return [] }
        return plans.filter(\.readsCompactTable).map { plan in
            .error(
                .outputTooLarge,
                "'\(plan.path)' would hold \(model.packed.rowCount) distinct rows of values; its table holds at most \(maximumRows)",
                at: plan.location,
                notes: [
                    .init("fewer screens (catalog.include, orientations, multitasking) or fewer text sizes share rows")
                ])
        }
    }
}

extension OutputPlan {
    /// Whether the output's template reads the compact table (the built-in swift template does).
    var readsCompactTable: Bool { template?.resolved.source.contains("compactTable") ?? false }
}
