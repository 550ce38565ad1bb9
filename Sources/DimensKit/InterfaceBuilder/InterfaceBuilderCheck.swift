/// Checks the token names a storyboard or xib gives dimens' inspectable properties (user-defined
/// runtime attributes such as `dimensConstant` = `spacing.card`): each file must be well-formed
/// XML, each key path one the element has, each name a token of the resolved set, each token of a
/// type the property takes and one the generated runtime applies (`InspectableRuntime`). Pure: the
/// CLI reads the files. Linear in the files' size: see `TokenIndex` for the bound on "did you mean".
package enum InterfaceBuilderCheck {
    /// What is found in `files`. Without `tokens` (the token files had errors, so the set is not
    /// whole) only the XML and the key paths are checked; with it, the names too, against every
    /// token of every set given (a resolver's inputs).
    package static func diagnostics(_ files: [SourceFile], tokens: [ResolvedTokenSet]?) -> [Diagnostic] {
        diagnostics(files, tokens: tokens.map(TokenIndex.init))
    }

    /// What is found in `files`, with the names checked against `index` when there is one.
    static func diagnostics(_ files: [SourceFile], tokens index: TokenIndex?) -> [Diagnostic] {
        guard !files.isEmpty else { return [] }
        var index = index
        var found: [Diagnostic] = []
        for file in files {
            let (root, problems) = XMLReader.read(file)
            found += problems
            guard let root else { continue }
            // Depth-first, each element with its runtime attributes (`<userDefinedRuntimeAttributes>`
            // holds them, inside the object they set).
            var pending = [root]
            while let element = pending.popLast() {
                for child in element.children where child.name == "userDefinedRuntimeAttributes" {
                    for attribute in child.children where attribute.name == "userDefinedRuntimeAttribute" {
                        found += check(attribute, on: element.name, in: file.path, tokens: &index)
                    }
                }
                pending += element.children.reversed()
            }
        }
        return found
    }

    /// One runtime attribute of an element named `owner`.
    static func check(
        _ attribute: XMLReader.Element, on owner: String, in file: String, tokens: inout TokenIndex?
    ) -> [Diagnostic] {
        guard let keyPath = attribute.attribute("keyPath") else { return [] }
        let at = { (position: SourcePosition) in SourceLocation(file: file, position: position) }
        let keyPathAt = at(keyPath.valuePosition)
        guard let property = InspectableProperty.all.first(where: { $0.keyPath == keyPath.value }) else {
            // A key path one edit or so from dimens' own is a misspelling; any other is the app's.
            guard keyPath.value.lowercased().hasPrefix("dimens"),
                let near = Suggestion.closest(to: keyPath.value, in: InspectableProperty.all.map(\.keyPath))
            else { return [] }
            return [
                .error(
                    .ibProperty, "'\(keyPath.value)' is not a dimens property", at: keyPathAt,
                    notes: [.init("did you mean '\(near)'?")])
            ]
        }
        var found: [Diagnostic] = []
        let fits = property.isProperty(of: owner)
        if !fits {
            found.append(
                .error(
                    .ibProperty, "<\(owner)> has no property '\(property.keyPath)'; it is on \(property.owners)",
                    at: keyPathAt))
        }
        if let type = attribute.attribute("type"), type.value != "string" {
            return found + [
                .error(
                    .ibProperty,
                    "'\(property.keyPath)' takes a token name (type String), not a value of type '\(type.value)'",
                    at: at(type.valuePosition))
            ]
        }
        guard let value = attribute.attribute("value"), !value.value.isEmpty else {
            return found + [.error(.ibUnknownToken, "'\(property.keyPath)' names no token", at: keyPathAt)]
        }
        guard tokens != nil else { return found }
        return found + tokens!.check(value.value, at: at(value.valuePosition), for: property, typeChecked: fits)
    }
}

extension DiagnosticCode {
    /// A name in a storyboard or xib that is no token (or a group's).
    package static let ibUnknownToken = DiagnosticCode("ib.unknown-token")
    /// A token of a type the inspectable property does not take (a color on a constraint).
    package static let ibTokenType = DiagnosticCode("ib.token-type")
    /// A token the generated runtime has no row for (`InspectableRuntime`): carried through
    /// untouched, deprecated typography; the app would keep the storyboard's value.
    package static let ibTokenUnapplied = DiagnosticCode("ib.token-unapplied")
    /// An inspectable key path on an element without it, a misspelt one, or not a string.
    package static let ibProperty = DiagnosticCode("ib.property")
}
