extension AliasResolver {
    /// Carries through the composites whose members cannot be computed, and the tokens that alias
    /// them.
    static func carryUncomputable(_ resolved: inout [ResolvedToken], reasons: [TokenPath: String]) {
        guard !reasons.isEmpty else { return }
        let (carrier, _) = carriers(of: resolved, reasons: reasons)
        for i in resolved.indices {
            guard let literal = carrier[i], let reason = reasons[resolved[literal].path] else { continue }
            resolved[i].value = .other(resolved[literal].token.value)
            resolved[i].uncomputable = reason
        }
    }

    /// For each token, the first token along its alias chain (itself included) that has a reason
    /// to be carried through; nil when none has, or the chain loops. Each token is followed once
    /// and its answer kept, so a chain of n aliases costs n hops, not n²/2: `hops` counts them.
    static func carriers(
        of resolved: [ResolvedToken], reasons: [TokenPath: String]
    ) -> (carrier: [Int?], hops: Int) {
        enum State {
            case unknown, visiting
            case known(Int?)
        }
        let byPath = Dictionary(resolved.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        var states = [State](repeating: .unknown, count: resolved.count)
        var hops = 0
        var stack: [Int] = []
        for start in resolved.indices {
            var hop = start
            var answer: Int?
            walk: while true {
                switch states[hop] {
                case .known(let known):
                    answer = known
                    break walk
                case .visiting:
                    answer = nil  // a loop: nothing along it is carried
                    break walk
                case .unknown:
                    if reasons[resolved[hop].path] != nil {
                        answer = hop
                        break walk
                    }
                    states[hop] = .visiting
                    stack.append(hop)
                    guard let next = resolved[hop].aliasTarget.flatMap({ byPath[$0] }) else { break walk }
                    hops += 1
                    hop = next
                }
            }
            if case .unknown = states[hop], answer == hop { states[hop] = .known(hop) }
            for visited in stack { states[visited] = .known(answer) }
            stack.removeAll(keepingCapacity: true)
        }
        return (states.map { if case .known(let known) = $0 { known } else { nil } }, hops)
    }
}
