/// Where a token's value is a line in the window's width between two catalogued widths: a Stage
/// Manager, freeform or resizable window of a size no catalog lists then gets the model's own
/// value, `intercept + slope · width` finished as the token is (clamped, rounded to the window's
/// pixels), from coefficients written at build time; no model is evaluated in the app.
///
/// Screens are grouped by platform, family, size class and orientation. Between two neighbouring
/// widths of a group, the token is evaluated on windows of no catalogued device (no device
/// selector applies) at both widths and halfway, each at two heights, unrounded: where the values
/// do not depend on the height and the three widths lie on one line, that line holds across the
/// span (a clamp, a breakpoint or a curve between them would bend it). Neighbouring spans on one
/// line are joined. Only tokens whose model can be linear in one side are tried (dynamic,
/// percentage, fluid; fixed and moderate without their aspect-ratio term), rounded to pixels or
/// not at all, without values per text size, reading nothing but the width in the group's
/// orientation; a span across a known bend (a fluid ramp's end, a width selector's threshold,
/// Android's width classes) is not tried; a build with several resolver inputs has none.
struct WindowLines: Sendable {
    /// Screens that share their lines: a platform, a family, a size class, an orientation.
    struct Group: Sendable, Hashable {
        var platform: Platform
        var family: DeviceFamily
        var sizeClass: SizeClass?
        var landscape: Bool

        init(_ screen: Screen) {
            (platform, family, sizeClass) = (screen.platform, screen.device.family, screen.sizeClass)
            landscape = screen.width > screen.height
        }
    }

    /// One span: in windows of `group` from `lower` to `upper` wide, column `column` is
    /// `intercept + slope · width`, then finished with `finishing`.
    struct Piece: Sendable, Hashable {
        var group: Int
        var column: Int
        var lower: Double
        var upper: Double
        var intercept: Double
        var slope: Double
    }

    var groups: [Group] = []
    var pieces: [Piece] = []
    /// How each column with pieces is finished: its bounds and rounding.
    var finishing: [Int: Finishing] = [:]

    /// The largest difference from the line a value may have and still be on it.
    static func tolerance(_ value: Double) -> Double { 1e-9 * Swift.max(1, abs(value)) }

    /// The lines of `table`'s columns (`packed`'s), for its screens.
    init(_ table: ScaledTable, packed: PackedTable) {
        guard table.inputs.count <= 1 else { return }
        var candidates: [(column: Int, plan: TokenPlan)] = []
        for (index, column) in packed.columns.enumerated() where column.member == nil && column.textSizes.isEmpty {
            guard case .numbers = column.values, let plan = TokenPlan(column.token), Self.mayBeLinear(plan)
            else { continue }
            candidates.append((index, plan))
        }
        guard !candidates.isEmpty else { return }
        var byGroup: [Group: [Screen]] = [:]
        for screen in table.screens {
            let group = Group(screen)
            if byGroup[group] == nil { groups.append(group) }
            byGroup[group, default: []].append(screen)
        }
        for (groupIndex, group) in groups.enumerated() {
            let spans = Self.spans(byGroup[group]!)
            for (column, plan) in candidates where Self.readsOnlyTheWidth(plan.token, landscape: group.landscape) {
                add(spans, group: groupIndex, column: column, plan: plan, reference: table.reference)
            }
        }
    }

    /// The widths where a plan's value may bend or jump: a fluid ramp's ends, the thresholds of its
    /// width selectors, Android's window width classes. A span across one is not tried (three
    /// samples could miss two bends in it).
    static func bends(_ plan: TokenPlan) -> [Double] {
        var widths: [Double] = plan.model.kind == .fluid ? [plan.model.minWidth, plan.model.maxWidth] : []
        let selectors =
            (plan.token.settings.overrides ?? []).map(\.selector) + (plan.token.settings.bases ?? []).map(\.selector)
            + (plan.token.settings.multipliers ?? []).map(\.selector)
        for atom in selectors.flatMap(\.atoms) {
            switch atom {
            case .width(let w), .range(.w, _, let w), .range(.min, _, let w): widths.append(w)
            case .windowWidth: widths += [600, 840, 1200, 1600]
            default: break
            }
        }
        return widths
    }

    /// Whether a token reads, in a group's orientation, nothing but the window's width: a height
    /// (a `height` dimension or selector, the lowest side sideways, the highest upright) would
    /// change its value between windows of one width, which two sampled heights may not show.
    static func readsOnlyTheWidth(_ token: ResolvedToken, landscape: Bool) -> Bool {
        let sides = ScreenSides.of(token).dimensions
        return sides.isSubset(of: landscape ? [.width, .highest] : [.width, .lowest])
    }

    /// Whether a plan's model can be linear in one side of the window, and its rounding kept.
    static func mayBeLinear(_ plan: TokenPlan) -> Bool {
        guard plan.rounding.target == .none || plan.rounding.target == .pixel else { return false }
        switch plan.model.kind {
        case .dynamic, .percentage, .fluid: return true
        case .fixed, .moderate: return !plan.model.aspectRatio
        default: return false
        }
    }

    /// Each pair of neighbouring widths of a group's screens, with the first screen at each.
    static func spans(_ screens: [Screen]) -> [(Screen, Screen)] {
        var first: [Double: Screen] = [:]
        for screen in screens where first[screen.width] == nil { first[screen.width] = screen }
        let widths = first.keys.sorted()
        return zip(widths, widths.dropFirst()).map { (first[$0]!, first[$1]!) }
    }

    private mutating func add(
        _ spans: [(Screen, Screen)], group: Int, column: Int, plan: TokenPlan, reference: ScalingReference
    ) {
        let bends = Self.bends(plan)
        for (a, b) in spans where !bends.contains(where: { $0 > a.width && $0 < b.width }) {
            guard let line = Self.line(plan, from: a, to: b, reference: reference) else { continue }
            if let last = pieces.last, last.group == group, last.column == column, last.upper == a.width,
                abs(last.slope - line.slope) <= Self.tolerance(line.slope),
                abs(last.intercept - line.intercept) <= Self.tolerance(line.intercept)
            {
                pieces[pieces.count - 1].upper = b.width
            } else {
                pieces.append(
                    Piece(
                        group: group, column: column, lower: a.width, upper: b.width, intercept: line.intercept,
                        slope: line.slope))
            }
            finishing[column] = Finishing(minimum: plan.minimum, maximum: plan.maximum, rounding: plan.rounding)
        }
    }

    /// The line through the token's unrounded values between `a`'s width and `b`'s, or nil when
    /// they are not on one line or depend on the height. A constant is no line: the screen the
    /// lookup ranks first has its value.
    static func line(_ plan: TokenPlan, from a: Screen, to b: Screen, reference: ScalingReference)
        -> (intercept: Double, slope: Double)?
    {
        var unrounded = plan
        unrounded.rounding.target = .none
        var values: [Double] = []
        for width in [a.width, (a.width + b.width) / 2, b.width] {
            var atWidth: [Double] = []
            for height in heights(a, width: width) {
                guard
                    case .success(.number(let value)) = unrounded.evaluate(
                        on: probe(a, width, height), reference: reference)
                else { return nil }
                atWidth.append(value)
            }
            guard atWidth.allSatisfy({ abs($0 - atWidth[0]) <= tolerance(atWidth[0]) }) else { return nil }
            values.append(atWidth[0])
        }
        let slope = (values[2] - values[0]) / (b.width - a.width)
        let intercept = values[0] - slope * a.width
        guard slope != 0, slope.isFinite,
            abs(intercept + slope * (a.width + b.width) / 2 - values[1]) <= tolerance(values[1])
        else { return nil }
        return (intercept, slope)
    }

    /// Two heights of a window `width` wide shaped like `screen`: its aspect ratio, and another
    /// in the same orientation.
    private static func heights(_ screen: Screen, width: Double) -> [Double] {
        let height = screen.height / screen.width * width
        return [height, height * (screen.width > screen.height ? 0.93 : 1.07)]
    }

    /// A window of `width` × `height` of no catalogued device, otherwise like `screen`'s device.
    private static func probe(_ screen: Screen, _ width: Double, _ height: Double) -> Screen {
        var device = screen.device
        device.id = "window-\(width)x\(height)"
        device.smallestWidth = device.smallestWidth.map { _ in Swift.min(width, height) }
        device.diagonal = nil
        let landscape = screen.orientation == .landscape
        (device.width, device.height) = landscape ? (height, width) : (width, height)
        return Screen(
            id: device.id, device: device, orientation: screen.orientation, window: screen.window, width: width,
            height: height, sizeClass: screen.sizeClass)
    }
}
