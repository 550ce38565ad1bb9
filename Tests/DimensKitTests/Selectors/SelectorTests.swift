import DimensKit
import Testing

struct SelectorTests {
    @Test(arguments: [
        ("iphone-15-pro", [SelectorAtom.device("iphone-15-pro")]),
        ("393x852", [.size(width: 393, height: 852)]),
        ("6.1in", [.diagonal(6.1)]),
        ("w393", [.width(393)]),
        ("h852", [.height(852)]),
        ("compact.phone", [.sizeClassAndFamily(.compact, .phone)]),
        ("regular.pad", [.sizeClassAndFamily(.regular, .pad)]),
        ("pad", [.family(.pad)]),
        ("tv", [.family(.tv)]),
        ("regular", [.sizeClass(.regular)]),
        ("min>=600", [.range(.min, .greaterOrEqual, 600)]),
        ("w<768", [.range(.w, .less, 768)]),
        ("h<=900.5", [.range(.h, .lessOrEqual, 900.5)]),
        ("w>1000", [.range(.w, .greater, 1000)]),
        ("pad&min>=1000", [.family(.pad), .range(.min, .greaterOrEqual, 1000)]),
        ("android-phone", [.family(.androidPhone)]),
        ("android", [.platform(.android)]),
        ("apple", [.platform(.apple)]),
        ("width-medium", [.windowWidth(.medium)]),
        ("width-extra-large", [.windowWidth(.extraLarge)]),
        ("height-compact", [.windowHeight(.compact)]),
        ("android-tablet&width-expanded", [.family(.androidTablet), .windowWidth(.expanded)]),
        ("default", [.any]),
    ])
    func parsesEveryKind(_ text: String, _ atoms: [SelectorAtom]) throws {
        let selector = try Selector.parse(text).get()
        #expect(selector.atoms == atoms)
        #expect(selector.description == text)
    }

    @Test(
        arguments: [
            ("PAD", "pad"), ("compact.phnoe", "compact.phone"), ("W>=768", "w>=768"),
            ("w>=", nil), ("pad&", nil), ("default&pad", nil), ("iPhone 15", nil),
            ("compact.android-phone", nil), ("width_medium", "width-medium"), ("Android", "android"),
        ] as [(String, String?)])
    func rejectsMalformedSelectorsWithAHint(_ text: String, _ suggestion: String?) {
        guard case .failure(let error) = Selector.parse(text) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(error.suggestion == suggestion)
    }
}
