import DimensKit

/// A json output read for tests that look values up by screen id: the default schema
/// (`dimens/2`, values by row) is rewritten into the shape of `dimens/1`, where each token's
/// `values` (and each of its `textSizes`) is an object keyed by screen id. A `dimens/1` document
/// is returned as it is.
package enum OutputByScreen {
    /// The document of a json output's text, keyed by screen; nil when it is not one.
    package static func read(_ text: String) -> JSONObject? {
        JSONParser.parse(SourceFile(path: "output.json", text: text)).value?.object.flatMap(keyed)
    }

    /// `document` with every per-screen value keyed by screen id.
    package static func keyed(_ document: JSONObject) -> JSONObject? {
        guard document["schema"]?.string == "dimens/2" else { return document }
        guard let screens = document["screens"]?.array?.compactMap(\.object) else { return nil }
        let rows = screens.map { screen in (screen["id"]?.string ?? "", Int(screen["row"]?.number?.double ?? -1)) }
        func byScreen(_ values: JSONValue) -> JSONValue {
            guard let items = values.array else { return values }
            return JSONValue(
                .object(
                    JSONObject(
                        rows.filter { items.indices.contains($0.1) }.map { id, row in
                            JSONObject.Member(key: id, keyPosition: .start, value: items[row])
                        })))
        }
        func token(_ value: JSONValue) -> JSONValue {
            guard var object = value.object else { return value }
            for index in object.members.indices {
                switch object.members[index].key {
                case "values": object.members[index].value = byScreen(object.members[index].value)
                case "textSizes":
                    guard var sizes = object.members[index].value.object else { continue }
                    for size in sizes.members.indices {
                        sizes.members[size].value = byScreen(sizes.members[size].value)
                    }
                    object.members[index].value = JSONValue(.object(sizes))
                default: continue
                }
            }
            return JSONValue(.object(object))
        }
        var keyed = document
        for index in keyed.members.indices {
            switch keyed.members[index].key {
            case "schema": keyed.members[index].value = JSONValue(.string("dimens/1"))
            case "tokens":
                keyed.members[index].value = JSONValue(.array((keyed.members[index].value.array ?? []).map(token)))
            default: continue
            }
        }
        return keyed
    }
}
