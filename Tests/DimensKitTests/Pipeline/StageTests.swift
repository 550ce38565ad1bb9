import Testing

@testable import DimensKit

/// The stages and the checks after them are values: a stage appends what it finds to the log,
/// a check list runs in its order (one that needs sound input skipped once the log holds an
/// error), and the lists the driver runs keep the order the pipeline documents.
struct StageTests {
    static let found = Diagnostic.warning(.configValue, "found", at: nil)
    static let failed = Diagnostic.error(.configValue, "failed", at: nil)

    @Test func aStageHandsOnItsOutputAndLogsWhatItFound() {
        let count = Stage<[Int], Int>(name: "count") { ($0.count, [Self.found]) }
        var log = DiagnosticLog()
        #expect(count([1, 2, 3], into: &log) == 3)
        #expect(log.all.map(\.message) == ["found"])
        #expect(count.name == "count")
    }

    @Test func checksRunInOrderAndThoseNeedingSoundInputStopAtAnError() {
        func check(_ name: String, whileSound: Bool = false, finding: Diagnostic) -> Check<Int> {
            Check(name, whileSound: whileSound) { _ in [finding] }
        }
        let checks = [
            check("first", finding: Self.found), check("second", finding: Self.failed),
            check("third", whileSound: true, finding: Self.found), check("fourth", finding: Self.found),
        ]
        var log = DiagnosticLog()
        checks.run(on: 0, into: &log)
        #expect(
            log.all.map(\.message) == ["found", "failed", "found"], "the third needs sound input and follows an error")
        #expect(checks.map(\.name) == ["first", "second", "third", "fourth"])
    }

    /// The order `Pipeline.swift` documents: after resolve the storyboards, then unused rules;
    /// after scale what was not computed, turned windows, then (on sound input) accessibility;
    /// on the render model platforms, names, each kind's findings, then limits.
    @Test func theDriversCheckListsKeepTheDocumentedOrder() {
        let config = Config(directory: ".")
        #expect(
            Pipeline.resolveChecks([], sound: true, config: config, plans: []).map(\.name) == [
                "interface builder", "unused rules",
            ])
        let scale = Pipeline.scaleChecks(config)
        #expect(scale.map(\.name) == ["nothing computed", "turned windows", "accessibility"])
        #expect(scale.map(\.whileSound) == [false, false, true])
        #expect(Pipeline.modelChecks.map(\.name) == ["platforms", "names", "output kinds", "limits"])
    }
}
