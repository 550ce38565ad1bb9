/// The probe screens of Android outputs: for each width qualifier an `android` output uses, every
/// token computed on a screen at each whole dp between the catalogued widths (each probe takes
/// the resolver input of the screen it copies), so the output can place folders where values
/// move. Only errors are reported from them (a value that cannot be computed would ship in a
/// folder); their warnings repeat the catalogued screens'.
extension Pipeline {
    static func addProbes(
        to table: inout ScaledTable, plans: [OutputPlan], fronts: [FrontEnd], assignment: ModifierPlan.Assignment,
        reference: ScalingReference, resolver: Bool
    ) -> [Diagnostic] {
        var qualifiers: [WidthQualifier] = []
        for plan in plans where plan.name == OutputKind.android && !qualifiers.contains(plan.options.qualifier) {
            qualifiers.append(plan.options.qualifier)
        }
        var errors: [Diagnostic] = []
        for qualifier in qualifiers {
            let probes = qualifier.probes(of: table.screens)
            let probeAssignment = ModifierPlan.Assignment(
                inputs: assignment.inputs, screenInput: probes.map { assignment.screenInput[$0.base] })
            let (part, found) = scale(
                fronts, assignment: probeAssignment, screens: probes.map(\.screen), reference: reference,
                resolver: resolver, measureSelectors: false)
            table.probes[qualifier] = part
            errors += found.filter { $0.severity == .error && !errors.contains($0) }
        }
        return errors
    }
}
