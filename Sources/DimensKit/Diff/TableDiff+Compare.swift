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

        /// Whether both tables have the same screens in the same order, so equal storage means
        /// equal values.
        var sameScreens: Bool { oldScreens == newScreens && pairs.count == newScreens }

        /// One member's values at one size, on the shared screens, from the old table or the new.
        func read(_ token: ValueTable.Token, _ member: String, size: String, old: Bool) -> [String?] {
            let column = token.column(
                member, size: size == TableDiff.defaultSize ? nil : size, screens: old ? oldScreens : newScreens)
            if sameScreens { return column }
            return pairs.map { column[old ? $0.old : $0.new] }
        }

        /// The token's members, the new one's first.
        func members(_ old: ValueTable.Token, _ new: ValueTable.Token) -> [String] {
            var members = new.members
            for member in old.members where !members.contains(member) { members.append(member) }
            return members
        }

        /// The changes from `old` to `new`, grouped by member and (old → new), then by the
        /// screens they are on, sizes with the same screens together.
        func changes(_ old: ValueTable.Token, _ new: ValueTable.Token) -> [Change] {
            if sameScreens, old.values == new.values, old.textSizes == new.textSizes { return [] }
            struct Key: Hashable {
                var member, old, new: String
            }
            var order: [Key] = []
            var places: [Key: [(size: String, positions: [Int])]] = [:]
            for member in members(old, new) {
                for size in sizes {
                    let (a, b) = (read(old, member, size: size, old: true), read(new, member, size: size, old: false))
                    if a == b { continue }
                    for position in a.indices where a[position] != b[position] {
                        let key = Key(member: member, old: a[position] ?? "none", new: b[position] ?? "none")
                        if places[key] == nil { order.append(key) }
                        if places[key, default: []].last?.size == size {
                            places[key]![places[key]!.count - 1].positions.append(position)
                        } else {
                            places[key, default: []].append((size, [position]))
                        }
                    }
                }
            }
            return order.flatMap { key in
                var groups: [(sizes: [String], positions: [Int])] = []
                for (size, positions) in places[key]! {
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

        /// A token's type and values on the shared screens at every size as one key: equal keys,
        /// equal tokens to an app.
        func fingerprint(_ token: ValueTable.Token, old: Bool) -> String {
            var key = token.type ?? ""
            for member in token.members.sorted() {
                key += "\u{1}" + member
                for size in sizes {
                    key +=
                        "\u{2}"
                        + read(token, member, size: size, old: old).map { $0 ?? "\u{3}" }.joined(separator: "\u{0}")
                }
            }
            return key
        }
    }
}
