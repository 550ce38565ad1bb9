extension TableDiff {
    /// Compares two tokens cell by cell: each member, at each text size, on each screen both
    /// tables have.
    struct Comparer {
        /// The shared screens as (index in the old table, index in the new one), in the new order.
        let pairs: [(old: Int, new: Int)]
        /// Every text size either table has, the default first.
        let sizes: [String]
        /// The shared screens' ids.
        let ids: [String]
        let oldScreens: Int
        let newScreens: Int
        /// Whether both tables have the same screens in the same order, so a stored column is
        /// read as it is, and equal storage means equal values.
        let sameScreens: Bool

        init(pairs: [(old: Int, new: Int)], sizes: [String], ids: [String], oldScreens: Int, newScreens: Int) {
            self.pairs = pairs
            self.sizes = sizes
            self.ids = ids
            self.oldScreens = oldScreens
            self.newScreens = newScreens
            sameScreens =
                oldScreens == newScreens && pairs.count == newScreens
                && pairs.enumerated().allSatisfy { $0.offset == $0.element.old && $0.offset == $0.element.new }
        }

        /// One member's values at one size, on the shared screens, from the old table or the new.
        func read(_ token: ValueTable.Token, _ member: String, size: String, old: Bool) -> [String?] {
            let count = old ? oldScreens : newScreens
            let column = token.column(member, size: size == TableDiff.defaultSize ? nil : size, screens: count)
            if sameScreens { return column }
            return pairs.map { pair in
                let index = old ? pair.old : pair.new
                return column.indices.contains(index) ? column[index] : nil
            }
        }

        /// The token's members, the new one's first.
        func members(_ old: ValueTable.Token, _ new: ValueTable.Token) -> [String] {
            var members = new.members
            for member in old.members where !members.contains(member) { members.append(member) }
            return members
        }

        /// The changes from `old` to `new`, grouped by member and (old → new), then by the
        /// screens they are on, sizes with the same screens together. A size neither token
        /// stores reads as the default's values on both sides, so it takes the default's changes.
        func changes(_ old: ValueTable.Token, _ new: ValueTable.Token) -> [Change] {
            if sameScreens, old.values == new.values, old.textSizes == new.textSizes { return [] }
            if case .constant(let a) = old.values, case .constant(let b) = new.values {
                // One value whatever the screen: compared even when the tables share no screen.
                return a == b ? [] : [Change(member: "", old: a, new: b, sizes: sizes, screens: ids)]
            }
            var changes = Changes()
            for member in members(old, new) {
                var atDefault: [(position: Int, key: Changes.Key)] = []
                for size in sizes {
                    if size != TableDiff.defaultSize, old.textSizes[size] == nil, new.textSizes[size] == nil {
                        for (position, key) in atDefault { changes.add(key, size: size, position: position) }
                        continue
                    }
                    let (a, b) = (read(old, member, size: size, old: true), read(new, member, size: size, old: false))
                    if a == b { continue }
                    for position in a.indices where a[position] != b[position] {
                        let key = Changes.Key(member: member, old: a[position] ?? "none", new: b[position] ?? "none")
                        changes.add(key, size: size, position: position)
                        if size == TableDiff.defaultSize { atDefault.append((position, key)) }
                    }
                }
            }
            return changes.grouped(ids: ids)
        }

        /// A digest of a token's type and what an app reads of it on the shared screens at every
        /// size: equal tokens have equal digests (a rename is confirmed cell by cell).
        func digest(_ token: ValueTable.Token, old: Bool) -> Int {
            var hasher = Hasher()
            hasher.combine(token.type)
            if case .constant(let text) = token.values {
                hasher.combine(text)
                return hasher.finalize()
            }
            for member in token.members.sorted() {
                hasher.combine(member)
                for size in sizes { hasher.combine(read(token, member, size: size, old: old)) }
            }
            return hasher.finalize()
        }
    }

    /// Changes being collected: for each (member, old → new), the shared screens it is on at
    /// each size, in order.
    struct Changes {
        struct Key: Hashable {
            var member, old, new: String
        }

        var order: [Key] = []
        var places: [Key: [(size: String, positions: [Int])]] = [:]

        mutating func add(_ key: Key, size: String, position: Int) {
            if places[key] == nil { order.append(key) }
            if places[key, default: []].last?.size == size {
                places[key]![places[key]!.count - 1].positions.append(position)
            } else {
                places[key, default: []].append((size, [position]))
            }
        }

        /// One change per (member, old → new) and set of screens, its sizes together.
        func grouped(ids: [String]) -> [Change] {
            order.flatMap { key in
                var groups: [(sizes: [String], positions: [Int])] = []
                for (size, positions) in places[key] ?? [] {
                    if let at = groups.firstIndex(where: { $0.positions == positions }) {
                        groups[at].sizes.append(size)
                    } else {
                        groups.append(([size], positions))
                    }
                }
                return groups.map {
                    Change(
                        member: key.member, old: key.old, new: key.new, sizes: $0.sizes,
                        screens: $0.positions.map { ids[$0] })
                }
            }
        }
    }
}
