/// The answer to `ScaleRequest.viewports`: every token, with rounding off, on the synthetic web
/// viewports of a platform's screens (`CSSViewports`), each viewport taking the resolver input of
/// the screen it copies. Nothing found there is reported: a token that cannot be computed on a
/// viewport (a model turning negative far below the catalogued widths) is left out of the table,
/// and the css output keeps its ladder.
extension Pipeline {
    static func answerViewports(
        _ platform: Platform, to table: inout ScaledTable, front: (Int) -> FrontEnd,
        assignment: ModifierPlan.Assignment,
        reference: ScalingReference, resolver: Bool
    ) {
        guard table.viewports[platform] == nil else { return }
        let viewports = CSSViewports.screens(of: table.screens, platform: platform, reference: reference)
        guard !viewports.isEmpty else { return }
        let unrounded = { (input: Int) in
            var made = front(input)
            made.tokens = CSSViewports.unrounded(made.tokens)
            return made
        }
        let (part, _) = scale(
            unrounded, onCopies: viewports.map { ($0.screen, $0.base) }, assignment: assignment,
            reference: reference, resolver: resolver)
        table.viewports[platform] = part
    }
}
