/// How generated Swift builds one composite token's typed value from the table: the type
/// (`Typography`, `[Shadow]`, `Border`, `StrokeStyle`), each struct's fields as Swift expressions
/// reading the token's columns (a member the token lacks takes its documented default), and the
/// typed literals of carried members (font families, colors, keywords) that columns index into.
struct SwiftComposite {
    /// One struct value: its type and `name: expression` fields, in the struct's order.
    struct Value {
        var type: String
        var fields: [(name: String, value: String)]
    }

    let composite: CompositeColumns

    /// `Typography`, `[Shadow]`, `Shadow`, `Border`, `StrokeStyle`.
    var swiftType: String {
        let single = Self.typeName(composite.type)
        return composite.isList ? "[\(single)]" : single
    }

    static func typeName(_ type: TokenType) -> String {
        switch type {
        case .typography: "Typography"
        case .shadow: "Shadow"
        case .border: "Border"
        default: "StrokeStyle"
        }
    }

    /// The value, or one per layer of a shadow list.
    var values: [Value] {
        composite.layers.map { layer in
            switch composite.type {
            case .typography:
                let ratio =
                    composite.column(layer + ["lineHeight"]).map {
                        composite.members[index($0)].member.isLength == false
                    } ?? false
                return Value(
                    type: "Typography",
                    fields: [
                        ("fontFamily", carried(layer + ["fontFamily"], default: "[]")),
                        ("fontSize", number(layer + ["fontSize"], default: "0")),
                        ("fontWeight", number(layer + ["fontWeight"], as: "Double", default: "400")),
                        ("lineHeight", number(layer + ["lineHeight"], default: "nil")),
                        ("lineHeightIsRatio", ratio ? "true" : "false"),
                        ("letterSpacing", number(layer + ["letterSpacing"], default: "0")),
                    ])
            case .shadow:
                return Value(
                    type: "Shadow",
                    fields: [
                        ("color", carried(layer + ["color"], default: "ColorValue.black")),
                        ("offsetX", number(layer + ["offsetX"], default: "0")),
                        ("offsetY", number(layer + ["offsetY"], default: "0")),
                        ("blur", number(layer + ["blur"], default: "0")),
                        ("spread", number(layer + ["spread"], default: "0")),
                        ("inset", carried(layer + ["inset"], default: "false")),
                    ])
            case .border:
                return Value(
                    type: "Border",
                    fields: [
                        ("color", carried(layer + ["color"], default: "ColorValue.black")),
                        ("width", number(layer + ["width"], default: "0")),
                        ("style", strokeStyle(layer + ["style"])),
                    ])
            default:
                return Value(type: "StrokeStyle", fields: strokeFields(layer))
            }
        }
    }

    /// The carried columns the struct values read, with the Swift type of their literals.
    var memberTables: [(column: Int, type: String)] {
        let read = values.flatMap(\.fields).map(\.value).joined(separator: " ")
        return composite.members.compactMap { member, column in
            guard member.role == .carried, read.contains("Self.member\(column),"),
                let type = Self.literalType(member.path.last ?? "")
            else { return nil }
            return (column, type)
        }
    }

    private func index(_ column: Int) -> Int { composite.members.firstIndex { $0.column == column }! }

    private func number(_ path: MemberPath, as type: String = "CGFloat", default fallback: String) -> String {
        guard let column = composite.column(path), composite.members[index(column)].member.role.isNumeric else {
            return fallback
        }
        return type == "CGFloat" ? "self.storedPoint(\(column))" : "\(type)(self.storedValue(\(column)))"
    }

    private func carried(_ path: MemberPath, default fallback: String) -> String {
        guard let column = composite.column(path), composite.members[index(column)].member.role == .carried else {
            return fallback
        }
        return "Self.pick(Self.member\(column), self.storedValue(\(column)))"
    }

    /// A border's style: a keyword column, or a dash pattern of members under `style`.
    private func strokeStyle(_ path: MemberPath) -> String {
        if composite.column(path) != nil { return carried(path, default: "StrokeStyle.solid") }
        let fields = strokeFields(path)
        guard fields.contains(where: { $0.name == "dashArray" && $0.value != "[]" }) else { return "StrokeStyle.solid" }
        return "StrokeStyle(" + fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
    }

    private func strokeFields(_ prefix: MemberPath) -> [(name: String, value: String)] {
        let dashes = composite.members.filter {
            $0.member.path.count == prefix.count + 2 && $0.member.path.starts(with: prefix + ["dashArray"])
        }
        return [
            ("keyword", "nil"),
            ("dashArray", Self.points(dashes.map(\.column))),
            ("lineCap", carried(prefix + ["lineCap"], default: "nil")),
        ]
    }

    /// The stored points of `columns` as a `[CGFloat]` expression. Past `longList` items, one
    /// `map` over the columns (a range when they follow each other) instead of a literal of calls:
    /// swiftc type-checks a literal of n calls in time and memory that grow far faster than n
    /// (24 GB for 10,000), and a `map` the same whatever n.
    static func points(_ columns: [Int]) -> String {
        guard columns.count > longList, let first = columns.first else {
            return list(columns.map { "self.storedPoint(\($0))" })
        }
        let consecutive = zip(columns, columns.dropFirst()).allSatisfy { $1 == $0 + 1 }
        let source =
            consecutive ? "(\(first)...\(first + columns.count - 1))" : "(\(list(columns.map(String.init))) as [Int])"
        return "\(source).map { self.storedPoint($0) }"
    }

    /// The longest list of stored values generated Swift writes as a literal.
    static let longList = 16

    /// `[a, b, …]`, in lines of about 100 characters when long: a dash pattern of thousands of
    /// lengths stays within the generated code's line lengths, which swiftc reads quickly.
    static func list(_ items: [String]) -> String {
        let flat = "[" + items.joined(separator: ", ") + "]"
        guard flat.utf8.count > 100 else { return flat }
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty, line.utf8.count + item.utf8.count > 94 {
                lines.append(line + ",")
                line = ""
            }
            line += (line.isEmpty ? "" : ", ") + item
        }
        lines.append(line)
        return "[\n" + lines.map { "                " + $0 }.joined(separator: "\n") + "\n            ]"
    }

    /// The Swift type of a carried member's literals, by the member's name; nil for members
    /// generated Swift does not give (those DTCG does not define).
    static func literalType(_ name: String) -> String? {
        switch name {
        case "fontFamily": "[String]"
        case "color": "ColorValue"
        case "inset": "Bool"
        case "style": "StrokeStyle"
        case "lineCap": "String?"
        default: nil
        }
    }

    /// A carried member's value (JSON text, as the table's column holds it) as a Swift literal of
    /// `literalType`.
    static func literal(_ json: JSONValue, member name: String) -> String {
        switch name {
        case "fontFamily":
            let names = json.array?.compactMap(\.string) ?? json.string.map { [$0] } ?? []
            return "[" + names.map { "\"\(ValueFormat.swiftStringContent($0))\"" }.joined(separator: ", ") + "]"
        case "color": return ColorLiteral(json).swift
        case "inset": return json.bool == true ? "true" : "false"
        case "style":
            return json.string.map {
                "StrokeStyle(keyword: \"\(ValueFormat.swiftStringContent($0))\", dashArray: [], lineCap: nil)"
            } ?? "StrokeStyle.solid"
        default: return json.string.map { "\"\(ValueFormat.swiftStringContent($0))\"" } ?? "nil"
        }
    }
}

/// A DTCG color as generated Swift's `ColorValue`: the 2025.10 object (`colorSpace`,
/// `components`, `alpha`, `hex`), or a `#rgb`/`#rgba`/`#rrggbb`/`#rrggbbaa` string in sRGB.
struct ColorLiteral {
    var space = "srgb"
    var components: [Double] = [0, 0, 0]
    var alpha = 1.0
    var hex: String?

    init(_ json: JSONValue) {
        if let object = json.object {
            space = object["colorSpace"]?.string ?? space
            components = object["components"]?.array?.map { $0.number?.double ?? 0 } ?? components
            alpha = object["alpha"]?.number?.double ?? alpha
            hex = object["hex"]?.string
        } else if let text = json.string, let parsed = HexColor.rgba(text) {
            (components, alpha, hex) = (Array(parsed.prefix(3)), parsed[3], text)
        }
    }

    var swift: String {
        let n = NumberText.plain
        let hexText = hex.map { "\"\(ValueFormat.swiftStringContent($0))\"" } ?? "nil"
        return
            "ColorValue(colorSpace: \"\(ValueFormat.swiftStringContent(space))\", components: [\(components.map(n).joined(separator: ", "))], alpha: \(n(alpha)), hex: \(hexText))"
    }
}
