import DimensMustache
import Testing

/// `MustacheObject` searches small objects in order and indexes large ones; both must answer alike.
struct MustacheObjectTests {
    @Test(arguments: [3, 12, 13, 40])
    func membersKeepTheirOrderAndAnswerByKeyAtAnySize(_ count: Int) {
        var object = MustacheObject((0..<count).map { ("k\($0)", .number(Double($0))) })
        #expect(object.keys == (0..<count).map { "k\($0)" })
        for i in 0..<count { #expect(object["k\(i)"].text == "\(i)") }
        #expect(object["missing"] == nil)

        object["k1"] = "one"
        #expect(object["k1"].text == "one")
        #expect(object.keys.count == count)

        object["k0"] = nil
        #expect(object["k0"] == nil)
        #expect(object.keys.first == "k1")
        for i in 1..<count { #expect(object["k\(i)"] != nil) }

        object["new"] = true
        #expect(object.keys.last == "new")
        #expect(object["new"].text == "true")
        #expect(object["k\(count - 1)"].text == "\(count - 1)")
    }

    @Test func aRepeatedKeyKeepsItsFirstPlaceAndItsLastValue() {
        let object = MustacheObject((0..<20).map { ("k\($0 % 15)", .number(Double($0))) })
        #expect(object.keys == (0..<15).map { "k\($0)" })
        #expect(object["k2"].text == "17")
        #expect(object["k9"].text == "9")
    }
}

extension MustacheValue? {
    /// What `{{.}}` writes for this value; nil when there is none.
    fileprivate var text: String? {
        map { try! Template("{{{.}}}", name: "t").render($0) }
    }
}
