import DimensKit
import Foundation

/// With `--stages`: each stage of the compiler timed in this process on a synthetic project, to
/// see where a build's time goes.
enum Stages {
    static func time(_ label: String, runs: Int, _ body: () -> Void) {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print(
            "  \(label.padding(toLength: 34, withPad: " ", startingAt: 0)) \(String(format: "%8.3f s", times.sorted()[times.count / 2]))"
        )
    }

    static func run(count: Int, runs: Int) {
        let source = SourceFile(path: "bench.tokens.json", text: SyntheticProject.tokens(count))
        var config = Config(directory: ".")
        config.orientations = [.portrait, .landscape]
        config.outputs = []
        let screens = ScreenList.screens(for: .builtIn, orientations: [.portrait, .landscape], multitasking: false)
        print("stages, \(count) tokens × \(screens.count) screens:")
        time("parse", runs: runs) { _ = JSONParser.parse(source) }
        time("front end (parse → resolve)", runs: runs) {
            _ = Pipeline.frontEnd(.files([source], options: .init(deviceIDs: Set(DeviceCatalog.builtIn.ids))))
        }
        let front = Pipeline.frontEnd(.files([source], options: .init(deviceIDs: Set(DeviceCatalog.builtIn.ids))))
        time("scale", runs: runs) { _ = Scaler.scale(front.tokens, screens: screens, reference: .standard) }
        time("check phase (front end → names)", runs: runs) {
            _ = Pipeline.lint(sources: .files([source]), config: config, catalog: .builtIn)
        }
        let table = Scaler.scale(front.tokens, screens: screens, reference: .standard).0
        time("json output", runs: runs) {
            _ = JSONOutput.render(table, source: { "\($0.file):\($0.line):\($0.column)" })
        }
        let library = TemplateLibrary()
        for name in ["swift", "css"] {
            let template = try! library.plan(name).get()
            time("\(name): render context", runs: runs) {
                _ = RenderContext.build(table, options: .init(), generator: "dimens")
            }
            let context = RenderContext.build(table, options: .init(), generator: "dimens")
            time("\(name): template", runs: runs) {
                _ = try! library.render(template, context: context.value, strict: true).get()
            }
            // Materialising every key as JSON is what `dimens context` does for template authors;
            // far beyond 10,000 tokens it runs for minutes, so it is left out there.
            if count <= 10_000 {
                time("\(name): full JSON context (dimens context)", runs: 1) { _ = context.json }
            }
        }
    }
}
