import Testing

@testable import DimensKit

/// A composite's value is assembled member by member; each member must go into the list or
/// object already built, in place. A copy per member made a 10,000-length dash pattern quadratic
/// (37 s of a build went to copying).
struct ScaledCompositeInsertTests {
    /// The address of a JSON list's storage.
    static func storage(_ value: JSONValue) -> UnsafeRawPointer? {
        guard case .array(let items) = value.kind else { return nil }
        return items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func anItemIsAppendedToTheListInPlace() {
        var items: [JSONValue] = [.number(1)]
        items.reserveCapacity(64)
        var root = JSONValue(.array(items))
        items = []
        let before = Self.storage(root)
        for i in 1..<32 { root.insert(.number(Double(i)), at: [String(i)][...]) }
        #expect(Self.storage(root) == before)
        #expect(root.array?.count == 32)
    }

    @Test func aNestedListGrowsInPlace() {
        var root = JSONValue(.object(JSONObject()))
        root.insert(.number(0), at: ["dashArray", "0"][...])
        guard case .object(var object) = root.kind, case .array(var dashes) = object.members[0].value.kind else {
            Issue.record("no dash list")
            return
        }
        dashes.reserveCapacity(64)
        object.members[0].value = JSONValue(.array(dashes))
        dashes = []
        root = JSONValue(.object(object))
        object = JSONObject()
        let before = Self.storage(root.object!.members[0].value)
        for i in 1..<32 { root.insert(.number(Double(i)), at: ["dashArray", String(i)][...]) }
        #expect(Self.storage(root.object!.members[0].value) == before)
        #expect(root.object?.members[0].value.array?.count == 32)
    }

    @Test func aLongDashPatternKeepsEveryLengthInOrder() {
        let count = 10_000
        let members = (0..<count).map {
            ScaledMember(
                path: ["dashArray", String($0)], role: .length, isLength: true, values: .numbers([Double($0 % 7 + 1)]))
        }
        let composite = ScaledComposite(type: .strokeStyle, isList: false, members: members)
        let dashes = composite.json(0).object?.members.first?.value.array ?? []
        #expect(dashes.count == count)
        #expect(dashes.map { $0.number?.double } == (0..<count).map { Double($0 % 7 + 1) })
    }
}
