extension CSSBlocks {
    /// The clamp of a fluid length column: the line and bounds of its unrounded values on the web
    /// viewports (`CSSViewports`, `CSSClamp.fit`), kept only where the ladder's values, native
    /// screens' rounded values, are each within a rounding step (and `CSSClamp.tolerance`) of
    /// it: an override or base naming a device, which the viewports never match, keeps the ladder.
    static func clamp(_ model: RenderModel, ladder: CSSLadder, column: Int, rem: Bool) -> CSSClamp? {
        guard let (widths, values) = CSSViewports.values(model, column: column),
            let clamp = CSSClamp.fit(widths: widths, values: values, rem: rem)
        else { return nil }
        let settings = model.packed.columns[column].token.settings
        let rounding = settings.round?.value ?? .pixel
        for (step, native) in ladder.numbers(column).enumerated() {
            let scale = model.table.screens[ladder.screens[step]].device.scale
            let allowed = roundingStep(rounding, scale: scale) + CSSClamp.tolerance
            guard abs(clamp.value(atWidth: ladder.widths[step]) - native) <= allowed else { return nil }
        }
        return clamp
    }

    /// The most a rounded value may differ from its unrounded one, in points: one step of the grid
    /// (half of one to the nearest; a value kept inside `min`/`max` may be rounded the other way).
    static func roundingStep(_ target: RoundingTarget, scale: Double) -> Double {
        switch target {
        case .none: 0
        case .pixel: 1 / scale
        case .point: 1
        case .half: 0.5
        }
    }
}
