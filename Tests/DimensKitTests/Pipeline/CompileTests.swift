import DimensKit
import Testing

struct CompileTests {
    @Test func oneRunReportsConfigAndTokenMistakesTogether() {
        var config = Config(directory: ".")
        config.reference = .device("iphone-99")
        config.outputs = [Config.Output(template: "swfit", path: "D.swift")]
        let files = [SourceFile(path: "a.tokens.json", text: #"{"s": {"$type": "dimension", "$value": "{missing}"}}"#)]
        let compilation = Pipeline.compile(sources: .files(files), config: config, catalog: .builtIn)
        #expect(
            Set(compilation.diagnostics.all.map(\.code)) == [
                .configTemplate, .aliasUnknown, DiagnosticCode("config.value"),
            ])
        #expect(compilation.outputs.isEmpty && compilation.table == nil)
    }
}
