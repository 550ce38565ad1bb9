import DimensMustache

/// `report`: what the built-in report template shows (documented in `templates/README.md`).
struct ReportView: KeyedView {
    let context: RenderContext

    enum Key: String, ContextKey {
        case jumpRatio, screens, groups, panels, chartWidth, chartHeight, tokens, charts, causes, needsALook,
            needsALookCount, hasExplained, explainedCount, findings, findingCount, warnings, warningGroups,
            warningCount, hasWarnings, computedCount, carried, carriedCount

        static let byName = KeyTable<Key>()
    }

    /// Its own keys, then those of the kinds' sections inside it (`android`).
    var keys: [String] { Key.allCases.map(\.rawValue) + context.sections(in: "report").map(\.key) }

    func value(forKey name: String) -> MustacheValue? {
        if let key = Key.byName[name] { return value(key) }
        return context.section(name, in: "report")
    }

    func value(_ key: Key) -> MustacheValue? {
        let context = self.context
        let report = context.report
        switch key {
        case .jumpRatio: return .string(NumberText.decimals(context.options.jumpRatio))
        case .screens: return .string(ScreenList.summary(context.table.screens))
        case .groups: return .list(report.groups.map(Self.group))
        case .panels:
            return .list(
                report.layout.panels.map { panel in
                    .object(
                        MustacheObject(
                            Self.panel(panel, report) + [("groups", .list(report.groups[panel.groups].map(Self.group)))]
                        ))
                })
        case .chartWidth: return .number(ReportModel.size.width)
        case .chartHeight: return .number(ReportModel.size.height)
        case .tokens:
            let columns = report.charts.flatMap(\.columns).sorted()
            return .lazyList(
                IndexedList(count: columns.count) {
                    .lazyObject(ReportTokenView(context: context, column: columns[$0]))
                })
        case .charts:
            return .lazyList(
                IndexedList(count: report.charts.count) { .lazyObject(ReportChartView(context: context, chart: $0)) })
        case .causes:
            return .lazyList(
                IndexedList(count: report.causes.count) {
                    .lazyObject(ReportCauseView(context: context, line: report.causes[$0]))
                })
        case .needsALook: return .bool(report.causes.contains(where: \.cause.needsALook))
        case .needsALookCount: return .number(Double(report.causes.filter(\.cause.needsALook).count))
        case .hasExplained: return .bool(report.causes.contains { !$0.cause.needsALook })
        case .explainedCount: return .number(Double(report.causes.filter { !$0.cause.needsALook }.count))
        case .findings:
            return .lazyList(
                IndexedList(count: report.findings.count) { .object(Self.finding(context, report.findings[$0])) })
        case .findingCount: return .number(Double(report.findings.count))
        case .warnings:
            return .list(
                Self.warnings(context).map { .object(MustacheObject([("text", context.text(Self.text(of: $0)))])) })
        case .warningGroups: return .list(Self.warningGroups(context))
        case .warningCount: return .number(Double(context.warnings.count))
        case .hasWarnings: return .bool(!context.warnings.isEmpty)
        case .computedCount: return .number(Double(context.table.tokens.count - Self.carried(context).count))
        case .carried:
            return .list(
                Self.carried(context).map { token in
                    .object(
                        MustacheObject([
                            ("path", context.text(token.token.path.description)),
                            ("type", context.text(token.token.type?.rawValue ?? "no $type")),
                            ("reason", context.text(token.token.uncomputable ?? "")),
                        ]))
                })
        case .carriedCount: return .number(Double(Self.carried(context).count))
        }
    }

    /// The build's warnings grouped by code, in the order each code first appears: the code, how
    /// many, the first warning's text and every text.
    static func warningGroups(_ context: RenderContext) -> [MustacheValue] {
        var order: [String] = []
        var texts: [String: [String]] = [:]
        for warning in Self.warnings(context) {
            let code = warning.code.rawValue
            if texts[code] == nil { order.append(code) }
            texts[code, default: []].append(Self.text(of: warning))
        }
        return order.map { code in
            let all = texts[code]!
            return .object(
                MustacheObject([
                    ("code", .string(code)), ("count", .number(Double(all.count))),
                    ("first", context.text(all[0])), ("more", .bool(all.count > 1)),
                    ("entries", .list(all.map { .object(MustacheObject([("text", context.text($0))])) })),
                ]))
        }
    }

    /// What every panel object has: its platform, its caption and its first and last groups.
    static func panel(_ panel: ReportModel.Panel, _ report: ReportModel) -> [(String, MustacheValue)] {
        [
            ("platform", .string(panel.platform.rawValue)), ("caption", .string(panel.caption)),
            ("first", .string(report.groups[panel.groups.lowerBound].label)),
            ("last", .string(report.groups[panel.groups.upperBound - 1].label)),
        ]
    }

    /// One group of screens: its label and how many screens it has.
    static func group(_ group: ReportModel.Group) -> MustacheValue {
        .object(MustacheObject([("label", .string(group.label)), ("count", .number(Double(group.screens.count)))]))
    }

    /// One finding: the token it is about, the link to its chart, and what happens.
    static func finding(_ context: RenderContext, _ finding: ReportModel.Finding) -> MustacheObject {
        MustacheObject([
            ("path", context.text(context.model.columns[finding.column].path)),
            ("anchor", .string(anchor(context, finding.column))),
            ("text", context.text(finding.text)), ("brief", context.text(finding.brief)),
        ])
    }

    /// The build's warnings, numbers no designer chose first.
    static func warnings(_ context: RenderContext) -> [Diagnostic] {
        let first: [DiagnosticCode] = [.scaleDoubleAdaptation, .scaleFractionalNumber]
        return context.warnings.enumerated().sorted { a, b in
            (first.contains(a.element.code) ? 0 : 1, a.offset) < (first.contains(b.element.code) ? 0 : 1, b.offset)
        }.map(\.element)
    }

    /// A warning as the report lists it: `file:line:col: warning: message [code]`.
    static func text(of warning: Diagnostic) -> String {
        "\(warning.location.map { "\($0): " } ?? "")warning: \(warning.message) [\(warning.code)]"
    }

    /// The tokens the outputs carry as written.
    static func carried(_ context: RenderContext) -> [ScaledToken] {
        context.table.tokens.filter { if case .constant = $0.values { true } else { false } }
    }

    static func anchor(_ context: RenderContext, _ column: Int) -> String { "t-" + context.model.names[column].kebab }
}

/// `report.causes[]`: one line of the overview, every finding of one kind and cause.
struct ReportCauseView: KeyedView {
    let context: RenderContext
    let line: ReportModel.CauseLine

    enum Key: String, ContextKey {
        case title, needsALook, tokenCount, findingCount, counts, example, entries

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let findings = context.report.findings
        switch key {
        case .title: return .string(title)
        case .needsALook: return .bool(line.cause.needsALook)
        case .tokenCount: return .number(Double(line.tokenCount))
        case .findingCount: return .number(Double(line.findings.count))
        case .counts:
            return .string(Self.count(line.tokenCount, "token") + ", " + Self.count(line.findings.count, "finding"))
        case .example: return .object(ReportView.finding(context, findings[line.findings[0]]))
        case .entries:
            return .lazyList(
                IndexedList(count: line.findings.count) {
                    .object(ReportView.finding(context, findings[line.findings[$0]]))
                })
        }
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// What happens and why, in words.
    var title: String {
        let kind = line.kind.rawValue
        switch line.cause {
        case .unexplained:
            switch line.kind {
            case .falls: return "falls as screens grow, which its model does not explain"
            case .rises: return "rises as screens grow, against the rest of its group"
            case .jumps:
                return
                    "jumps by more than ×\(NumberText.decimals(context.options.jumpRatio)) between neighbouring screens"
            }
        case .selector(let rule): return "\(kind) where its \(rule) applies"
        case .context(let change): return "\(kind) between resolver contexts, \(change)"
        case .aspectRatio:
            return
                "\(kind) where the screen that gets more is the taller one: the model's aspect-ratio term (\"aspectRatio\": false turns it off)"
        case .density: return "follows pixel density: a physical length (mm, cm, in) keeps its size on the glass"
        }
    }
}

/// `report.charts[]`: one chart and the tokens it shows.
struct ReportChartView: KeyedView {
    let context: RenderContext
    let chart: Int

    enum Key: String, ContextKey {
        case anchor, tokens, lead, others, shared, panels, values, findings, hasFindings

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let context = self.context
        let chart = context.report.charts[chart]
        switch key {
        case .anchor: return .string(ReportView.anchor(context, chart.columns[0]))
        case .tokens: return .list(chart.columns.map { .lazyObject(ReportTokenView(context: context, column: $0)) })
        case .lead: return .lazyObject(ReportTokenView(context: context, column: chart.columns[0]))
        case .others:
            return .list(chart.columns.dropFirst().map { .lazyObject(ReportTokenView(context: context, column: $0)) })
        case .shared: return .bool(chart.columns.count > 1)
        case .panels:
            return .list(
                zip(context.report.layout.panels, chart.panels).map { panel, svg in
                    .object(MustacheObject(ReportView.panel(panel, context.report) + [("svg", .string(svg))]))
                })
        case .values:
            return .list(
                chart.values.map { row in
                    .object(
                        MustacheObject([
                            ("value", .string(row.value)), ("count", .number(Double(row.count))),
                            ("screens", .string(row.screens)),
                        ]))
                })
        case .findings:
            return .list(chart.findings.map { .object(ReportView.finding(context, context.report.findings[$0])) })
        case .hasFindings: return .bool(!chart.findings.isEmpty)
        }
    }
}
