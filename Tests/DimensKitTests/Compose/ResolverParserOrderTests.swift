import DimensKit
import Testing

/// `resolutionOrder` as the Resolver module 2025.10 requires it.
struct ResolverParserOrderTests {
    func parse(_ text: String) -> [String] {
        ResolverParser.parse(SourceFile(path: "r.resolver.json", text: text)).1.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.code): \($0.message)"
        }
    }

    @Test("Resolver §4.1.6: an empty resolutionOrder is an error at the array")
    func anEmptyOrderIsAnErrorAtTheArray() {
        let empty = parse(
            ##"""
            {"version": "2025.10", "sets": {"s": {"sources": []}},
             "resolutionOrder": []}
            """##)
        #expect(
            empty == [
                ##"2:21 resolver.structure: "resolutionOrder" is empty; a resolver composes at least one set or modifier, in order"##
            ])
        let one = parse(
            ##"""
            {"version": "2025.10", "sets": {"s": {"sources": []}},
             "resolutionOrder": [{"$ref": "#/sets/s"}]}
            """##)
        #expect(one.isEmpty, "\(one)")
    }
}
