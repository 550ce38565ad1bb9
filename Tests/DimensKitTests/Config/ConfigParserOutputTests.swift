import DimensKit
import Foundation
import Testing

/// Every option of every output is checked where it is written.
struct ConfigParserOutputTests {
    /// Each finding as `marker code note`, where `marker` is the text the finding's column points at.
    func found(_ outputs: String) -> [String] {
        let text = #"{"outputs": \#(outputs)}"#
        let (_, diagnostics) = ConfigParser.parse(SourceFile(path: "dimens.json", text: text), directory: ".")
        return diagnostics.map { d in
            let rest = text.unicodeScalars.dropFirst(d.location!.column - 1)
            let marker = String(String.UnicodeScalarView(rest.prefix { $0 != ":" && $0 != "," && $0 != "}" }))
            return "\(marker) \(d.code) \(d.notes.first?.message ?? "")".trimmingCharacters(in: .whitespaces)
        }
    }

    @Test(arguments: [
        (
            #"[{"template": "swift", "path": "D.swift", "options": {"typeName": "My Type"}}]"#,
            [#""My Type" config.value"#]
        ),
        (#"[{"template": "swift", "path": "D.swift", "options": {"typeName": 3}}]"#, ["3 config.value"]),
        (
            #"[{"template": "swift", "path": "D.swift", "options": {"typeName": "struct"}}]"#,
            [#""struct" config.value"#]
        ),
        (
            #"[{"template": "swift", "path": "D.swift", "options": {"typeNmae": "D"}}]"#,
            [#""typeNmae" config.unknown-key did you mean 'typeName'?"#]
        ),
        (
            #"[{"template": "css", "path": "d.css", "options": {"cssPrefix": "a b", "strict": "yes"}}]"#,
            [#""a b" config.value"#, #""yes" config.value"#]
        ),
        (
            #"[{"template": "json", "path": "d.json", "options": {"typeName": "D"}}]"#,
            [#""typeName" config.unknown-key"#]
        ),
        (
            #"[{"template": "my-kotlin", "path": "D.kt", "options": {"rows": true, "typeName": "Metrics"}, "paht": 1}]"#,
            [#""paht" config.unknown-key did you mean 'path'?"#]
        ),
        (#"[{"template": "swift", "path": "D.swift", "options": []}]"#, ["[] config.value"]),
        (
            #"[{"template": "swift", "path": "D.swift", "options": {"accessLevel": "private"}}]"#,
            [#""private" config.value"#]
        ),
        (#"[{"template": "swift", "path": "D.swift", "options": {"accessLevel": "package"}}]"#, []),
        (
            #"[{"template": "css", "path": "d.css", "options": {"accessLevel": "internal"}}]"#,
            [#""accessLevel" config.unknown-key"#]
        ),
    ])
    func optionsAreKnownAndWellTyped(_ outputs: String, _ expected: [String]) {
        #expect(found(outputs) == expected)
    }

    @Test func aSwiftIdentifierIsCheckedByTheRulesTheGeneratedCodeNeeds() {
        #expect(SwiftIdentifier.isValid("Dimens") && SwiftIdentifier.isValid("_D2"))
        #expect(
            !SwiftIdentifier.isValid("My Type") && !SwiftIdentifier.isValid("2D") && !SwiftIdentifier.isValid("class")
                && !SwiftIdentifier.isValid(""))
    }
}
