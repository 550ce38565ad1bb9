import Testing

/// A list whose item names the list (DTCG §9.1: each item resolves to one value, so the list would
/// contain itself) is an alias cycle, found before anything is computed, however long the loop;
/// a token aliasing such a list fails with it, without another error.
struct ListCycleTests {
    static let layer =
        ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": 0, "offsetY": 0, "blur": 0, "spread": 0}"##
    static let stop = ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "position": 0}"##

    @Test func listsThatContainThemselvesAreCycles() {
        expectFindings(
            MarkedText(
                ##"""
                {"self": {"$type": "shadow", "$value": »[\##(Self.layer), "{self}"]},
                 "t": {"$type": "shadow", "$value": »["{u}"]},
                 "u": {"$type": "shadow", "$value": ["{v}"]},
                 "v": {"$type": "shadow", "$value": "{t}"},
                 "g": {"$type": "gradient", "$value": »[\##(Self.stop), "{g}"]},
                 "uses": {"$type": "shadow", "$value": "{self}"},
                 "fine": {"$type": "shadow", "$value": ["{w}", "{w}"]},
                 "w": {"$type": "shadow", "$value": \##(Self.layer)}}
                """##),
            ["alias.cycle", "alias.cycle", "alias.cycle"])
    }
}
