/// `dimens diff --format json` (schema `dimens-diff/2`), for tools: every token that differs with
/// what happened to it and whether that breaks app code, every change with every digit and every
/// screen id.
extension TableDiff {
    public var json: JSONValue {
        .object([
            "schema": .string("dimens-diff/2"),
            "summary": .string(summary),
            "breaking": .number(tokens.count(where: \.isBreaking)),
            "textSizes": .array(textSizes.map(JSONValue.string)),
            "tokens": .array(tokens.map(json)),
            "screensAdded": .array(screensAdded.map(JSONValue.string)),
            "screensRemoved": .array(screensRemoved.map(JSONValue.string)),
        ])
    }

    private func json(_ token: TokenChange) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(token.path))]
        switch token.kind {
        case .changed: members.append(("change", .string("changed")))
        case .added: members.append(("change", .string("added")))
        case .removed: members.append(("change", .string("removed")))
        case .renamed(let from): members += [("change", .string("renamed")), ("from", .string(from))]
        case .retyped(let old, let new):
            members += [("change", .string("retyped")), ("oldType", .string(old)), ("newType", .string(new))]
        }
        members.append(("breaking", .bool(token.isBreaking)))
        if !token.changes.isEmpty {
            members += [
                ("old", .string(before(token))), ("new", .string(after(token))),
                ("where", .string(place(token.changes))),
                ("causes", .array(token.causes.map(JSONValue.string))),
                (
                    "changes",
                    .array(
                        token.changes.map { change in
                            .object([
                                "member": .string(change.member), "old": .string(change.old),
                                "new": .string(change.new), "textSizes": .array(change.sizes.map(JSONValue.string)),
                                "screens": .array(change.screens.map(JSONValue.string)),
                            ])
                        })
                ),
            ]
        }
        return .object(members)
    }
}
