extension AndroidBuckets {
    /// The folders and what each column writes in them, as the walk up the widths places them,
    /// with Android's choice among them (`AndroidFolderChoice`) to check each catalogued device.
    struct Layout {
        let qualifier: WidthQualifier
        let screens: [Screen]
        /// Each column's value on each screen.
        let cells: [AndroidColumns.Cells]
        private(set) var folders: [Folder] = []
        private var index: [FolderID: Int] = [:]
        private(set) var writes: [[(folder: Int, cell: Cell)]]
        /// Each column's value in the last plain folder written (the one above every device-
        /// specific folder below it).
        private(set) var current: [Cell]

        private struct FolderID: Hashable {
            var key: Int
            var side: Side?
            var density: Int?
        }

        /// Each screen as Android can describe it to resources (`AndroidDecor`): edge to edge,
        /// and with the system bars taken away under each navigation.
        let readings: [[AndroidFolderChoice.Config]]

        init(qualifier: WidthQualifier, screens: [Screen], cells: [AndroidColumns.Cells]) {
            self.qualifier = qualifier
            self.screens = screens
            self.cells = cells
            readings = screens.map { Self.readings(of: $0, qualifier) }
            writes = Array(repeating: [], count: cells.count)
            current = Array(repeating: .flag(false), count: cells.count)
        }

        /// The folder at `key` with these qualifiers, made (for `screens`) when new.
        mutating func folder(key: Int, side: Side? = nil, density: Int? = nil, screens: [Int]) -> Int {
            let id = FolderID(key: key, side: side, density: density)
            if let known = index[id] { return known }
            index[id] = folders.count
            folders.append(Folder(key: key, side: side, density: density, screens: screens))
            folderConfigs.append(config(ofFolder: folders.count - 1))
            return folders.count - 1
        }

        /// `cell` for `column` in `folder`, replacing what the column had there.
        mutating func write(_ column: Int, _ cell: Cell, in folder: Int) {
            if writes[column].last?.folder == folder { writes[column].removeLast() }
            writes[column].append((folder, cell))
            let plain = folders[folder].side == nil && folders[folder].density == nil
            if plain { current[column] = cell }
        }

        /// The value Android gives a device described as `reading` for `column` from the folders
        /// so far (`AndroidFolderChoice.choose` over the column's folders). The folders are read
        /// from the last written back to the first plain one that matches: a column's writes go
        /// up the widths, a width's plain folder before its other ones, so every folder written
        /// before that one is narrower and loses to it.
        func chosen(_ column: Int, at reading: AndroidFolderChoice.Config) -> Cell {
            chosenWrite(column, at: reading).map { writes[column][$0].cell } ?? current[column]
        }

        /// The index in `writes[column]` of the folder `chosen` reads, nil for none.
        func chosenWrite(_ column: Int, at reading: AndroidFolderChoice.Config) -> Int? {
            var best: (config: AndroidFolderChoice.Config, write: Int)?
            let columnWrites = writes[column]
            var index = columnWrites.count
            while index > 0 {
                index -= 1
                let write = columnWrites[index]
                let config = folderConfigs[write.folder]
                guard AndroidFolderChoice.matches(config, reading) else { continue }
                // Of equally good folders the one written first, as `choose` takes.
                if let known = best, AndroidFolderChoice.isBetter(known.config, than: config, for: reading) {
                } else {
                    best = (config, index)
                }
                if folders[write.folder].side == nil, folders[write.folder].density == nil { break }
            }
            return best?.write
        }

        /// What each folder asks of a device, by folder index as made (`config(ofFolder:)`).
        private(set) var folderConfigs: [AndroidFolderChoice.Config] = []

        /// What a folder asks of a device (`values/` asks nothing).
        func config(ofFolder folder: Int) -> AndroidFolderChoice.Config {
            var config = AndroidFolderChoice.Config()
            let f = folders[folder]
            let key = folder == 0 ? 0 : f.key
            if qualifier == .sw { config.smallestWidth = key } else { config.width = key }
            switch f.side {
            case .height(let side)?: config.height = side
            case .width(let side)?: config.width = side
            case nil: break
            }
            config.density = f.density ?? 0
            return config
        }

        /// A catalogued screen as Android can describe it to resources (its smallest width only
        /// where the folders are chosen by it), in each reading of `AndroidDecor.configurationInsets`
        /// and in whole dp both as older releases truncate them and as newer ones round them.
        static func readings(of screen: Screen, _ qualifier: WidthQualifier) -> [AndroidFolderChoice.Config] {
            var readings: [AndroidFolderChoice.Config] = []
            for size in AndroidDecor.sizes(of: screen, AndroidDecor.configurationInsets(of: screen)) {
                for whole in [WidthQualifier.whole, WidthQualifier.rounded] {
                    let reading = AndroidFolderChoice.Config(
                        smallestWidth: qualifier == .sw ? WidthQualifier.smallestWidth(of: screen) : 0,
                        width: whole(size.width), height: whole(size.height), density: screen.device.densityDpi)
                    if !readings.contains(reading) { readings.append(reading) }
                }
            }
            return readings
        }

        /// The plain folder's value for `column` at a width with these screens: the 160-dpi
        /// devices' where the values differ only by density (so that they read it), else the one
        /// most of them have.
        func base(_ here: [Int], _ column: Int) -> Cell {
            if let groups = byDensity(here, column), let mdpi = groups.first(where: { $0.density == 160 }) {
                return mdpi.cell
            }
            return AndroidBuckets.mode(here, cells[column])
        }

        /// The screens by density with their value, when each density has one value and there
        /// are several; else nil.
        func byDensity(_ here: [Int], _ column: Int) -> [(density: Int, cell: Cell, screens: [Int])]? {
            var groups: [(density: Int, cell: Cell, screens: [Int])] = []
            for screen in here {
                let density = screens[screen].device.densityDpi
                if let at = groups.firstIndex(where: { $0.density == density }) {
                    guard groups[at].cell == cells[column][screen] else { return nil }
                    groups[at].screens.append(screen)
                } else {
                    groups.append((density, cells[column][screen], [screen]))
                }
            }
            guard Set(groups.map(\.cell)).count > 1 else { return nil }
            return groups.sorted { $0.density < $1.density }
        }

        /// Folders at `point` that give each of its screens (and, by smallest width, the same
        /// devices `turned`) its own value of `column` where the plain folder cannot: by density
        /// where the upright values differ only by density; otherwise (smallest width only) by
        /// height upright (`-hNNNdp`) and by width turned (`-wNNNdp`), from the smallest up
        /// wherever a screen would read another's value, each level split by density where that
        /// tells its screens apart. Whether it wrote any.
        mutating func tellApart(_ column: Int, at point: (key: Int, screens: [Int]), turned: [Int]) -> Bool {
            var wrote = false
            if let groups = byDensity(point.screens, column) {
                for group in groups {
                    write(
                        column, group.cell, in: folder(key: point.key, density: group.density, screens: group.screens))
                }
                wrote = true
            } else if qualifier == .sw {
                wrote = levels(column, at: point.key, point.screens, side: Side.height)
            }
            if qualifier == .sw, !turned.isEmpty {
                wrote = levels(column, at: point.key, turned, side: Side.width) || wrote
            }
            return wrote
        }

        /// Folders at `key` from each height (`.height`, upright screens) or width (`.width`,
        /// turned ones) a reading of `here` stands at, on where one of its readings would give
        /// another screen's value. Whether it wrote any.
        private mutating func levels(_ column: Int, at key: Int, _ here: [Int], side: (Int) -> Side) -> Bool {
            // Each reading of each screen stands at its height (upright) or width (turned).
            var bySide: [Int: [(screen: Int, reading: AndroidFolderChoice.Config)]] = [:]
            let upright = if case .height = side(0) { true } else { false }
            for screen in here {
                for reading in readings[screen] {
                    bySide[upright ? reading.height : reading.width, default: []].append((screen, reading))
                }
            }
            var wrote = false
            for (size, level) in bySide.sorted(by: { $0.key < $1.key }) {
                guard level.contains(where: { chosen(column, at: $0.reading) != cells[column][$0.screen] }) else {
                    continue
                }
                var levelScreens: [Int] = []
                for pair in level where !levelScreens.contains(pair.screen) { levelScreens.append(pair.screen) }
                let groups: [(density: Int?, cell: Cell, screens: [Int])] =
                    byDensity(levelScreens, column)?.map { ($0.density, $0.cell, $0.screens) }
                    ?? [(nil, AndroidBuckets.mode(levelScreens, cells[column]), levelScreens)]
                // A level that gives its readings nothing they do not read already is left out;
                // one that does is written whole, since its folders outrank the plain one for
                // every density (a density of the level without its own would take another's).
                let gives = groups.contains { group in
                    level.contains { group.screens.contains($0.screen) && chosen(column, at: $0.reading) != group.cell }
                }
                guard gives else { continue }
                for group in groups {
                    let folder = folder(key: key, side: side(size), density: group.density, screens: group.screens)
                    write(column, group.cell, in: folder)
                }
                wrote = true
            }
            return wrote
        }

        /// The folders in name order (by width, then height or turned width, then density; `values/` first)
        /// and each column's writes in that order.
        func sorted() -> ([Folder], [[(folder: Int, cell: Cell)]]) {
            func rank(_ folder: Folder) -> [Int] {
                switch folder.side {
                case nil: [folder.key, 0, 0, 0, folder.density ?? 0]
                case .height(let side)?: [folder.key, 1, side, 0, folder.density ?? 0]
                case .width(let side)?: [folder.key, 1, side, 1, folder.density ?? 0]
                }
            }
            let order = folders.indices.sorted { rank(folders[$0]).lexicographicallyPrecedes(rank(folders[$1])) }
            var position = [Int](repeating: 0, count: folders.count)
            for (new, old) in order.enumerated() { position[old] = new }
            let moved = writes.map { column in
                column.map { (folder: position[$0.folder], cell: $0.cell) }.sorted { $0.folder < $1.folder }
            }
            return (order.map { folders[$0] }, moved)
        }
    }
}
