import DimensKit

@testable import DimensKit

/// Where a generated lookup gives a window a line's value rather than its ranked screen's: the
/// lines of the ranked screen's group that hold at the window's width (`WindowLines`), finished as
/// dimens finishes a value. `WindowLinesTests` holds those values exact against a catalog that
/// lists the window; the runtime tests of each output use this to expect them.
struct WindowExpectation {
    let model: RenderModel

    /// The lines of an output's table (`ScaledTable.screens(forOutput:)`).
    init(_ table: ScaledTable) { model = RenderModel(table) }

    /// Per token path, the value a line gives a window of this size whose lookup ranked the screen
    /// with id `screenID`, at `scale` pixels per point (nil: the screen's); none for the screen's
    /// own size or where no line holds.
    func lineValues(screen screenID: String, width: Double, height: Double, scale: Double? = nil) -> [String: Double] {
        guard let screen = model.table.screens.first(where: { $0.id == screenID }),
            screen.width != width || screen.height != height, (width > height) == (screen.width > screen.height)
        else { return [:] }
        let lines = model.widthLines
        let group = WindowLines.Group(screen)
        var values: [String: Double] = [:]
        for piece in lines.pieces
        where lines.groups[piece.group] == group && width >= piece.lower && width <= piece.upper {
            guard let finishing = lines.finishing[piece.column] else { continue }
            var trace: EvaluationTrace? = nil
            let clamped = finishing.clamp(piece.intercept + piece.slope * width, trace: &trace)
            values[model.columns[piece.column].path.description] = finishing.round(
                clamped, scale: scale ?? screen.device.scale, trace: &trace)
        }
        return values
    }
}
