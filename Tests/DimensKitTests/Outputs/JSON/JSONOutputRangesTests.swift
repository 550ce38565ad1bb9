import Testing

@testable import DimensKit

/// The json output renders its tokens in ranges on every core; the text is the same whatever the
/// ranges, down to the commas and line breaks between them.
struct JSONOutputRangesTests {
    @Test func rangesOfAnySizeWriteTheSameText() throws {
        var members: [String] = []
        for index in 0..<200 {
            switch index % 4 {
            case 0:
                members.append(#""d\#(index)": {"$type": "dimension", "$value": {"value": \#(index), "unit": "px"}}"#)
            case 1:
                members.append(
                    #""n\#(index)": {"$type": "number", "$value": \#(index % 7), "$extensions": {"dimens": {"overrides": {"pad": 9}}}}"#
                )
            case 2: members.append(#""s\#(index)": {"$type": "string", "$value": "text \"\#(index)\""}"#)
            default: members.append(#""b\#(index)": {"$type": "boolean", "$value": true}"#)
            }
        }
        let front = frontEnd(["t.tokens.json": "{" + members.joined(separator: ",\n") + "}"])
        let screens = [catalogScreen("iphone-15"), catalogScreen("ipad-pro-13-inch-m4")]
        let (table, diagnostics) = Scaler.scale(front.tokens, screens: screens, reference: .standard)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let packed = PackedTable(table)
        let source: @Sendable (DimensKit.SourceLocation) -> String = { "\($0)" }
        let whole = JSONOutput.renderByRow(table, packed: packed, source: source, rangeMinimum: .max)
        for minimum in [1, 7, 64, 199] {
            #expect(JSONOutput.renderByRow(table, packed: packed, source: source, rangeMinimum: minimum) == whole)
        }
        let tokens = try #require(
            JSONParser.parse(SourceFile(path: "o.json", text: whole)).value?.object?["tokens"]?.array)
        #expect(tokens.count == 200)
        #expect(tokens.last?.object?["path"]?.string == "b199")
    }
}
