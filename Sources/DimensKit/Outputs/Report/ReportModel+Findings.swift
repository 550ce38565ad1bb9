/// The report's findings: within each group of screens, ordered by the side the token scales with,
/// a value that turns back against the group's direction, or changes between neighbouring screens
/// by more than `jumpRatio`. Each finding gets the cause that explains it — a selector of the
/// token, a change of resolver context, the model's aspect-ratio term, pixel density — or none;
/// findings of one cause are one line of the overview, those without a cause or from a selector
/// (what a designer acts on) first.
extension ReportModel {
    struct Finding: Sendable {
        enum Kind: String, Sendable { case falls, rises, jumps }
        var column: Int
        var kind: Kind
        var from: Int
        var to: Int
        var group: Int
        var text: String
        /// The same in a few words, for the overview's lists: `25 on A → 24 on B (pad portrait)`.
        var brief: String
        var cause: Cause
    }

    enum Cause: Hashable, Sendable {
        /// Nothing dimens knows explains it: look at the token.
        case unexplained
        /// A selector of the token applies to one screen of the two (`override 'pad'`).
        case selector(String)
        /// The two screens take different resolver contexts (`size=mobile → size=desktop`).
        case context(String)
        /// The model's aspect-ratio term: the narrower screen is the taller one.
        case aspectRatio
        /// A physical length follows each screen's pixel density.
        case density

        /// Unexplained findings and those a selector makes are what a designer acts on.
        var needsALook: Bool {
            switch self {
            case .unexplained, .selector: true
            default: false
            }
        }

        var rank: Int {
            switch self {
            case .unexplained: 0
            case .selector: 1
            case .context: 2
            case .aspectRatio: 3
            case .density: 4
            }
        }
    }

    /// One line of the overview: every finding of one kind and cause.
    struct CauseLine: Sendable {
        var cause: Cause
        var kind: Finding.Kind
        var findings: [Int]
        var tokenCount: Int
    }

    static func findings(
        column: Int, values: [Double], groups: [Group], table: ScaledTable, jumpRatio: Double,
        selectors: [(selector: Selector, isOverride: Bool, text: String)], parameters: ModelParameters
    ) -> [Finding] {
        let screens = table.screens
        let dimension = parameters.dimension
        let breakpoint = parameters.kind == .breakpoint
        func side(_ screen: Int) -> Double { screens[screen].side(dimension) }
        func name(_ screen: Int) -> String {
            "\(screens[screen].id) (\(dimension.rawValue) side \(NumberText.decimals(side(screen))) pt)"
        }
        func cause(_ a: Int, _ b: Int, _ kind: Finding.Kind) -> Cause {
            Self.cause(of: kind, from: a, to: b, table: table, selectors: selectors, parameters: parameters)
        }
        func brief(_ a: Int, _ b: Int, _ group: Group) -> String {
            "\(NumberText.decimals(values[a])) on \(screens[a].id) → \(NumberText.decimals(values[b])) on \(screens[b].id) (\(group.label))"
        }
        var found: [Finding] = []
        for (index, group) in groups.enumerated() where group.screens.count > 1 {
            let ordered = group.screens.sorted { side($0) < side($1) }
            let grows = values[ordered.last!] >= values[ordered.first!]
            var turned = false
            for (a, b) in zip(ordered, ordered.dropFirst()) where side(a) != side(b) {
                let (x, y) = (values[a], values[b])
                let against = grows ? x - y : y - x
                if !turned, against >= 1, against > 0.03 * max(abs(x), abs(y)) {
                    turned = true
                    let kind: Finding.Kind = grows ? .falls : .rises
                    found.append(
                        Finding(
                            column: column, kind: kind, from: a, to: b, group: index,
                            text:
                                "\(kind.rawValue) from \(NumberText.decimals(x)) on \(name(a)) to \(NumberText.decimals(y)) on \(name(b)) among \(group.label) screens",
                            brief: brief(a, b, group),
                            cause: cause(a, b, kind)))
                }
                if !breakpoint, x > 0, y > 0, abs(y - x) >= 2, max(x, y) / min(x, y) > jumpRatio {
                    found.append(
                        Finding(
                            column: column, kind: .jumps, from: a, to: b, group: index,
                            text:
                                "jumps ×\(NumberText.decimals((max(x, y) / min(x, y) * 100).rounded() / 100)) from \(NumberText.decimals(x)) on \(name(a)) to \(NumberText.decimals(y)) on \(name(b))",
                            brief: brief(a, b, group),
                            cause: cause(a, b, .jumps)))
                }
            }
        }
        return found
    }

    /// What explains a finding of `kind` between neighbouring screens `a` and `b`: the model
    /// follows pixel density, a selector matches one of them, they take different resolver
    /// contexts, or (with the aspect-ratio term) the one that goes against the group's direction
    /// is the taller; else nothing dimens knows.
    static func cause(
        of kind: Finding.Kind, from a: Int, to b: Int, table: ScaledTable,
        selectors: [(selector: Selector, isOverride: Bool, text: String)], parameters: ModelParameters
    ) -> Cause {
        let screens = table.screens
        func aspect(_ screen: Int) -> Double { screens[screen].highestSide / max(screens[screen].lowestSide, 1) }
        if parameters.kind == .physical { return .density }
        if let rule = selectors.first(where: { $0.selector.matches(screens[a]) != $0.selector.matches(screens[b]) }) {
            return .selector(rule.text)
        }
        if !table.screenInput.isEmpty, table.screenInput[a] != table.screenInput[b] {
            let varying = ResolverInput.varying(table.inputs)
            return .context(
                "\(table.inputs[table.screenInput[a]].label(for: varying)) → \(table.inputs[table.screenInput[b]].label(for: varying))"
            )
        }
        // The screen that gets more against the group's direction is the taller one.
        if parameters.aspectRatio, kind == .falls ? aspect(a) > aspect(b) : kind == .rises && aspect(b) > aspect(a) {
            return .aspectRatio
        }
        return .unexplained
    }

    /// The findings gathered by kind and cause: those to look at first, then by how many tokens.
    static func causes(_ findings: [Finding]) -> [CauseLine] {
        var lines: [CauseLine] = []
        var index: [String: Int] = [:]
        for (position, finding) in findings.enumerated() {
            let key = "\(finding.kind)|\(finding.cause)"
            if let line = index[key] {
                lines[line].findings.append(position)
            } else {
                index[key] = lines.count
                lines.append(CauseLine(cause: finding.cause, kind: finding.kind, findings: [position], tokenCount: 0))
            }
        }
        for line in lines.indices {
            lines[line].findings.sort { (findings[$0].column, $0) < (findings[$1].column, $1) }
            lines[line].tokenCount = Set(lines[line].findings.map { findings[$0].column }).count
        }
        return lines.enumerated().sorted { a, b in
            (a.element.cause.rank, -a.element.tokenCount, a.offset) < (
                b.element.cause.rank, -b.element.tokenCount, b.offset
            )
        }.map(\.element)
    }
}
