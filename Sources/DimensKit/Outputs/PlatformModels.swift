/// The render model of each part of a build's screens an output takes (`OutputKind.platforms`):
/// every screen for the json output, the report and user templates, one platform's for the
/// outputs written for it. Each part is made once, when an output first asks for it; with one
/// platform in the build every output shares the whole model.
final class PlatformModels: Sendable {
    let all: RenderModel
    private let parts: [Platform: Once<RenderModel>]

    init(_ all: RenderModel) {
        self.all = all
        parts = Dictionary(uniqueKeysWithValues: Platform.allCases.map { ($0, Once<RenderModel>()) })
    }

    /// The platform whose screens an output of `template` writes; nil for every screen, or when
    /// the build has none of the platforms it writes for (`OutputPlatformCheck` reports that).
    static func platform(of template: String, in table: ScaledTable) -> Platform? {
        guard let wanted = OutputKinds.named(template)?.platforms else { return nil }
        let present = table.platforms
        return wanted.first(where: present.contains)
    }

    /// The model an output of `template` renders.
    func model(for template: String) -> RenderModel {
        guard let platform = Self.platform(of: template, in: all.table), all.table.platforms != [platform] else {
            return all
        }
        return parts[platform]!.value { RenderModel(all.table.screens(forOutput: template)) }
    }
}

extension ScaledTable {
    /// The part of the table an output of `template` writes: one platform's screens for the
    /// outputs written for one (`OutputKind.platforms`), else the whole table.
    package func screens(forOutput template: String) -> ScaledTable {
        guard let platform = PlatformModels.platform(of: template, in: self), platforms != [platform] else {
            return self
        }
        return restricted(to: platform)
    }
}

/// Outputs written for one platform need its screens: generated Swift with no Apple screen in
/// the build (the config's `platforms` leaves Apple out) is an error before anything renders.
enum OutputPlatformCheck {
    static func diagnostics(_ table: ScaledTable, plans: [OutputPlan]) -> [Diagnostic] {
        let present = table.platforms
        return plans.compactMap { plan in
            guard let wanted = OutputKinds.named(plan.name)?.platforms, !wanted.contains(where: present.contains) else {
                return nil
            }
            let names = wanted.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            return .error(
                .outputPlatform,
                "the \(plan.name) output '\(plan.path)' writes \(wanted.map(\.rawValue).joined(separator: " or ")) screens, and the build has none; add \(names) to \"platforms\" (and check catalog.include)",
                at: plan.location)
        }
    }
}

extension DiagnosticCode {
    /// An output written for one platform in a build without that platform's screens.
    package static let outputPlatform = DiagnosticCode("output.platform")
}
