/// Cycles through the items of lists: a shadow list whose layer names the list itself
/// (`s: [{…}, "{s}"]`), or gradients whose stops name each other, directly or through aliases.
/// DTCG §9.1 resolves each item to a single value, so such a list would contain itself; each
/// cycle is one `alias.cycle` error naming its members, found before resolution, and its members
/// fail so that nothing downstream computes them. Cycles of whole-token aliases alone are found
/// by `resolve` as it follows them.
extension AliasResolver {
    mutating func failListCycles() {
        // Only values with list items that alias (a shadow layer, a gradient stop) can start one.
        let starts = input.aliases.indices.filter { input.aliases[$0].contains(where: \.isListItem) }
        guard !starts.isEmpty else { return }
        /// 0 not seen, 1 on the path being walked, 2 done.
        var mark = [UInt8](repeating: 0, count: tokens.count)
        for start in starts where mark[start] == 0 {
            /// The walk: each token with the hops out of it still to take, and whether the hop
            /// that reached it was a list item.
            var path: [(token: Int, hops: [(to: Int, item: Bool)], byItem: Bool)] = [(start, hops(from: start), false)]
            mark[start] = 1
            while !path.isEmpty {
                guard let hop = path[path.count - 1].hops.popLast() else {
                    mark[path.removeLast().token] = 2
                    continue
                }
                switch mark[hop.to] {
                case 0:
                    mark[hop.to] = 1
                    path.append((hop.to, hops(from: hop.to), hop.item))
                case 1:
                    let first = path.lastIndex { $0.token == hop.to }!
                    let loop = path[first...]
                    if hop.item || loop.dropFirst().contains(where: \.byItem) {
                        reportCycle(loop.map(\.token))
                    }
                default:
                    break
                }
            }
        }
    }

    /// Where token `i` leads: its list items' aliases, and its own alias to a whole token.
    private func hops(from i: Int) -> [(to: Int, item: Bool)] {
        var hops = input.aliases[i].filter(\.isListItem).compactMap { alias in
            index[alias.reference.target].map { (to: $0, item: true) }
        }
        if case .alias(let reference) = input.values[i], reference.valuePath?.isEmpty != false,
            let target = index[reference.target]
        {
            hops.append((target, false))
        }
        return hops
    }
}

extension TypedAlias {
    /// An item of a list (a layer of a shadow list, a stop of a gradient) naming a whole token.
    var isListItem: Bool { Int(member) != nil && reference.valuePath?.isEmpty != false }
}
