import Foundation

extension FigmaExport {
    /// Where each collection's files go and the names the resolver gives its sets and modifiers:
    /// `Primitives.tokens.json` for a collection with one mode; `Spacing/Spacing.tokens.json` (the
    /// tokens the same in every mode) and `Spacing/Mobile.tokens.json`, … for one with several.
    /// File names are the Figma names with anything but letters, digits, `-`, `_` and `.` made
    /// `-` (a resolver's file `$ref` is a URI reference), made unique ignoring case. Sets and
    /// modifiers are named after the collection without the leading `.` of one hidden from
    /// publishing (`.Shadow` is `Shadow`): outputs name modifiers and contexts in code (Swift,
    /// Kotlin, TypeScript), where a leading `.` makes no name; descriptions keep Figma's.
    struct Layout {
        var resolver: String
        var stems: [String] = []
        var modeStems: [[String]] = []
        /// Each collection's set (its single mode, or what is the same in every mode).
        var setNames: [String] = []
        /// Each collection's modifier; nil for one mode.
        var modifierNames: [String?] = []

        init(_ collections: [FigmaCollection], name: String) {
            var taken = Set<String>()
            resolver = Self.unique(Self.fileName(name), &taken)
            var names = Set<String>()
            for collection in collections {
                let stem = Self.unique(Self.fileName(collection.name), &taken)
                stems.append(stem)
                var inFolder: Set<String> = [stem.lowercased()]
                modeStems.append(collection.modes.map { Self.unique(Self.fileName($0.name), &inFolder) })
                let several = collection.modes.count > 1
                let shown = Self.resolverName(collection.name)
                setNames.append(Self.unique(shown + (several ? " (every mode)" : ""), &names, separator: " "))
                modifierNames.append(several ? Self.unique(shown, &names, separator: " ") : nil)
            }
        }

        /// The resolver first, then each collection's files.
        func files(_ collections: [FigmaCollection], folder: String, directory: String) -> [WrittenFile] {
            var files: [WrittenFile] = []
            var sets: [(String, JSONValue)] = []
            var modifiers: [(String, JSONValue)] = []
            var order: [JSONValue] = []
            for (index, collection) in collections.enumerated() {
                let (shared, modes) = FigmaExport.split(collection)
                let stem = stems[index]
                guard let modifier = modifierNames[index] else {
                    files.append(WrittenFile(path: "\(stem).tokens.json", text: JSONWriter.write(shared)))
                    sets.append((setNames[index], set("\(stem).tokens.json", described(collection))))
                    order.append(.object(["$ref": .string(ResolverDocument.reference(toSet: setNames[index]))]))
                    continue
                }
                if shared.object?.members.isEmpty == false {
                    let path = "\(stem)/\(stem).tokens.json"
                    files.append(WrittenFile(path: path, text: JSONWriter.write(shared)))
                    let what = "\(described(collection)): the tokens the same in every mode"
                    sets.append((setNames[index], set(path, what)))
                    order.append(.object(["$ref": .string(ResolverDocument.reference(toSet: setNames[index]))]))
                }
                var contexts: [(String, JSONValue)] = []
                for (mode, document) in zip(collection.modes.indices, modes) {
                    let path = "\(stem)/\(modeStems[index][mode]).tokens.json"
                    files.append(WrittenFile(path: path, text: JSONWriter.write(document)))
                    contexts.append((collection.modes[mode].name, .array([.object(["$ref": .string(path)])])))
                }
                let about = "\(described(collection)): a context per mode, with the tokens that differ"
                modifiers.append(
                    (
                        modifier,
                        .object([
                            "description": .string(about), "contexts": .object(contexts),
                            "default": .string(collection.modes[collection.defaultMode].name),
                        ])
                    ))
                order.append(.object(["$ref": .string(ResolverDocument.reference(toModifier: modifier))]))
            }
            let resolverText = JSONWriter.write(
                .object([
                    ("name", .string(resolver)), ("version", .string("2025.10")),
                    (
                        "description",
                        .string(
                            "Figma's variables export in '\(folder)', read by dimens init --from: what is the same in every mode of a collection written once, each mode's file holding what differs"
                        )
                    ),
                    ("sets", .object(sets)), ("modifiers", .object(modifiers)), ("resolutionOrder", .array(order)),
                ]))
            return ([WrittenFile(path: "\(resolver).resolver.json", text: resolverText)] + files).map {
                WrittenFile(path: FilePath.join(directory, $0.path), text: $0.text)
            }
        }

        private func set(_ path: String, _ description: String) -> JSONValue {
            .object(["description": .string(description), "sources": .array([.object(["$ref": .string(path)])])])
        }

        private func described(_ collection: FigmaCollection) -> String {
            "Figma collection '\(collection.name)'"
                + (collection.name.hasPrefix(".") ? " (hidden from publishing)" : "")
        }

        /// A collection's name as the resolver names its set and modifier: without leading `.`
        /// and spaces; `figma` when nothing is left.
        static func resolverName(_ name: String) -> String {
            let shown = name.drop { $0 == "." || $0.isWhitespace }
            return shown.isEmpty ? "figma" : String(shown)
        }

        /// A Figma name as a file name: letters, digits, `_`, inner `.` and the marks that follow
        /// them kept, runs of anything else one `-`. Read scalar by scalar, not by `Character`: a
        /// grapheme such as a combining mark then `/` is not `/` but holds it, so no `/`, `\`, NUL,
        /// control or format scalar can reach a file name (and make a folder, or reach a terminal).
        static func fileName(_ name: String) -> String {
            var result = String.UnicodeScalarView()
            var afterKept = false
            for scalar in name.unicodeScalars {
                if isKept(scalar, afterKept: afterKept, atStart: result.isEmpty) {
                    result.append(scalar)
                    afterKept = true
                } else {
                    if !result.isEmpty, result.last != "-" { result.append("-") }
                    afterKept = false
                }
            }
            while let last = result.last, last == "-" || last == "." { result.removeLast() }
            return result.isEmpty ? "figma" : String(result)
        }

        /// Letters and numbers; `_`; `.` inside a name; a combining mark on a kept scalar.
        private static func isKept(_ scalar: Unicode.Scalar, afterKept: Bool, atStart: Bool) -> Bool {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber:
                return true
            case .nonspacingMark, .spacingMark, .enclosingMark:
                return afterKept
            default:
                return scalar == "_" || (scalar == "." && !atStart)
            }
        }

        /// `stem`, or `stem-2`, `stem-3`, … when `taken` has it (ignoring case); then taken.
        static func unique(_ stem: String, _ taken: inout Set<String>, separator: String = "-") -> String {
            var candidate = stem
            var number = 2
            while taken.contains(candidate.lowercased()) {
                candidate = "\(stem)\(separator)\(number)"
                number += 1
            }
            taken.insert(candidate.lowercased())
            return candidate
        }
    }
}
