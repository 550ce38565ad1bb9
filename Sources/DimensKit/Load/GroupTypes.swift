/// The `$type` each group gives its tokens (DTCG §6.7.3): its own, else the one the group it
/// extends gives, else its parent's. Found once per group, with an explicit stack so that a chain
/// of `$extends` as long as the file cannot exhaust the call stack; a cycle (reported by
/// `applyExtends`) gives nothing.
struct GroupTypes {
    /// What a group's `$type` comes to.
    enum Finding: Equatable {
        case none
        case type(Located<TokenType>)
        /// The nearest `$type` is invalid (already reported).
        case invalid
    }

    /// Each extending group's target.
    let extends: [TokenPath: TokenPath]
    private var found: [TokenPath: Finding] = [:]

    init(extends: [TokenPath: TokenPath]) { self.extends = extends }

    mutating func type(of group: TokenPath, records: [TokenPath: TokenLoader.GroupRecord]) -> Finding {
        /// A group to settle, and how far: 0 its own type, 1 its target's, 2 its parent's.
        var stack: [(group: TokenPath, step: Int)] = [(group, 0)]
        var onStack: Set<TokenPath> = [group]
        func push(_ next: TokenPath?) {
            guard let next, found[next] == nil, onStack.insert(next).inserted else { return }
            stack.append((next, 0))
        }
        func parent(_ path: TokenPath) -> TokenPath? {
            path.segments.isEmpty ? nil : TokenPath(Array(path.segments.dropLast()))
        }
        while let (current, step) = stack.last {
            let top = stack.count - 1
            let record = records[current]
            switch step {
            case 0:
                if let type = record?.type {
                    found[current] = .type(type)
                } else if record?.hasInvalidType == true {
                    found[current] = .invalid
                } else {
                    stack[top].step = 1
                    push(extends[current])
                    continue
                }
            case 1:
                if let target = extends[current], let targetType = found[target], targetType != .none {
                    found[current] = targetType
                } else {
                    stack[top].step = 2
                    push(parent(current))
                    continue
                }
            default:
                found[current] = parent(current).flatMap { found[$0] } ?? Finding.none
            }
            stack.removeLast()
            onStack.remove(current)
        }
        return found[group] ?? .none
    }
}
