/// The config's `resolverOrder` key: steps added to the resolver's `resolutionOrder` from the
/// config, so that a team loads a set the vendor's order leaves out (Apple's HIG leaves out its
/// `typography` set) without editing a file it does not own and the next update overwrites.
extension Config {
    /// `"resolverOrder": {"prepend": ["#/sets/typography"], "append": […]}`: references to root
    /// sets or modifiers, each where it is written; prepended steps come before the resolver's
    /// own (so its files override them), appended ones after.
    package struct ResolverOrder: Sendable {
        package var prepend: [Located<String>] = []
        package var append: [Located<String>] = []

        package init(prepend: [Located<String>] = [], append: [Located<String>] = []) {
            self.prepend = prepend
            self.append = append
        }

        package var isEmpty: Bool { prepend.isEmpty && append.isEmpty }
    }
}

extension ConfigParser {
    /// `"resolverOrder": {"prepend": [REF…], "append": [REF…]}`; the references are checked
    /// against the resolver when it is composed.
    mutating func readResolverOrder(_ field: JSONObject.Member, into config: inout Config) {
        let expected = "an object such as {\"prepend\": [\"#/sets/typography\"]}"
        guard let object = fields.object(field, expected) else { return }
        var order = fields.reading(
            object, at: field.value.position, words: Self.words(prefix: "resolverOrder.", in: "\"resolverOrder\""))
        defer { order.flush(into: &fields.diagnostics) }
        for member in object.members {
            guard ["prepend", "append"].contains(member.key) else {
                order.reportUnknown(member, suggesting: ["prepend", "append"])
                continue
            }
            let refs = "an array of references such as \"#/sets/typography\""
            guard order.array(member, refs) != nil, let items = member.value.array else { continue }
            var steps: [Located<String>] = []
            for item in items {
                guard let text = item.string, text.hasPrefix("#/sets/") || text.hasPrefix("#/modifiers/") else {
                    order.report(
                        "\"resolverOrder.\(member.key)\" takes references \"#/sets/NAME\" or \"#/modifiers/NAME\", not \(item.shown)",
                        at: item.position)
                    continue
                }
                steps.append(Located(text, at: fields.location(of: item)))
            }
            if member.key == "prepend" {
                config.resolverOrder.prepend = steps
            } else {
                config.resolverOrder.append = steps
            }
        }
    }
}
