import DimensKit
import Foundation

/// A JSON Schema validator for the part of draft 2020-12 dimens' schemas use: `$ref` to `$defs`,
/// `type`, `enum`, `const`, `required`, `properties`, `patternProperties`,
/// `additionalProperties`, `propertyNames`, `pattern`, `items`, `minItems`, `maxItems`, `minimum`,
/// `maximum`, `exclusiveMinimum`, `anyOf`,
/// `allOf`, `not` and `if`/`then`/`else`. Annotations (`description`, `default`, `title`) are
/// ignored. Returns the first few failures as "pointer: reason".
struct SchemaValidator {
    let root: JSONValue

    func errors(_ instance: JSONValue) -> [String] {
        var found: [String] = []
        check(instance, against: root, at: "", into: &found)
        return found
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = root
        for part in reference.dropFirst(2).split(separator: "/") { node = node?.object?[String(part)] }
        return node
    }

    private static func typeName(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .bool: "boolean"
        case .number(let n): n.double.rounded() == n.double ? "integer" : "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        (try? NSRegularExpression(pattern: pattern))?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            != nil
    }

    private func valid(_ instance: JSONValue, _ schema: JSONValue) -> Bool {
        var found: [String] = []
        check(instance, against: schema, at: "", into: &found)
        return found.isEmpty
    }

    private func check(_ instance: JSONValue, against schema: JSONValue, at pointer: String, into found: inout [String])
    {
        if case .bool(let flag) = schema.kind {
            if !flag { found.append("\(pointer): not allowed") }
            return
        }
        guard let schema = schema.object, found.count < 20 else { return }
        if let reference = schema["$ref"]?.string {
            guard let target = resolve(reference) else { return found.append("\(pointer): unresolved \(reference)") }
            check(instance, against: target, at: pointer, into: &found)
        }
        if let wanted = schema["type"] {
            let names = wanted.array?.compactMap(\.string) ?? [wanted.string ?? ""]
            let actual = Self.typeName(instance)
            if !names.contains(actual), !(actual == "integer" && names.contains("number")) {
                found.append("\(pointer): \(actual), not \(names.joined(separator: " or "))")
            }
        }
        if let options = schema["enum"]?.array,
            !options.contains(where: {
                JSONWriter.write($0, pretty: false) == JSONWriter.write(instance, pretty: false)
            })
        {
            found.append("\(pointer): \(JSONWriter.write(instance, pretty: false)) is not one of the allowed values")
        }
        if let constant = schema["const"],
            JSONWriter.write(constant, pretty: false) != JSONWriter.write(instance, pretty: false)
        {
            found.append("\(pointer): not \(JSONWriter.write(constant, pretty: false))")
        }
        if let number = instance.number?.double {
            if let minimum = schema["exclusiveMinimum"]?.number?.double, number <= minimum {
                found.append("\(pointer): not above \(minimum)")
            }
            if let minimum = schema["minimum"]?.number?.double, number < minimum {
                found.append("\(pointer): below \(minimum)")
            }
            if let maximum = schema["maximum"]?.number?.double, number > maximum {
                found.append("\(pointer): above \(maximum)")
            }
        }
        if let count = instance.array?.count {
            if let minimum = schema["minItems"]?.number?.double, Double(count) < minimum {
                found.append("\(pointer): fewer than \(Int(minimum)) items")
            }
            if let maximum = schema["maxItems"]?.number?.double, Double(count) > maximum {
                found.append("\(pointer): more than \(Int(maximum)) items")
            }
        }
        if let pattern = schema["pattern"]?.string, let text = instance.string, !Self.matches(text, pattern) {
            found.append("\(pointer): '\(text)' does not match")
        }
        if let object = instance.object {
            for key in schema["required"]?.array?.compactMap(\.string) ?? [] where object[key] == nil {
                found.append("\(pointer): needs \(key)")
            }
            let properties = schema["properties"]?.object
            let patterns = schema["patternProperties"]?.object
            for member in object.members {
                let here = "\(pointer)/\(member.key)"
                if let names = schema["propertyNames"] {
                    check(.string(member.key), against: names, at: here + " (name)", into: &found)
                }
                var covered = false
                if let property = properties?[member.key] {
                    covered = true
                    check(member.value, against: property, at: here, into: &found)
                }
                for pattern in patterns?.members ?? [] where Self.matches(member.key, pattern.key) {
                    covered = true
                    check(member.value, against: pattern.value, at: here, into: &found)
                }
                if !covered, let additional = schema["additionalProperties"] {
                    check(member.value, against: additional, at: here, into: &found)
                }
            }
        }
        if let items = schema["items"], let array = instance.array {
            for (index, item) in array.enumerated() {
                check(item, against: items, at: "\(pointer)/\(index)", into: &found)
            }
        }
        if let all = schema["allOf"]?.array {
            for part in all { check(instance, against: part, at: pointer, into: &found) }
        }
        if let any = schema["anyOf"]?.array, !any.contains(where: { valid(instance, $0) }) {
            found.append("\(pointer): matches none of anyOf")
        }
        if let not = schema["not"], valid(instance, not) { found.append("\(pointer): matches what `not` excludes") }
        if let condition = schema["if"] {
            if valid(instance, condition) {
                if let then = schema["then"] { check(instance, against: then, at: pointer, into: &found) }
            } else if let otherwise = schema["else"] {
                check(instance, against: otherwise, at: pointer, into: &found)
            }
        }
    }
}
