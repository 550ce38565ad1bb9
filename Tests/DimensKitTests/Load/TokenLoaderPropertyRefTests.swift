import Testing

@testable import DimensKit

/// `$type` and `$description` written as `{"$ref": …}`: DTCG 2025.10's pointer table (Format
/// §7.4.2) lists pointers to a token's properties, such as `#/colors/blue/$type`; the load stage
/// resolves them before groups hand their `$type` down.
struct TokenLoaderPropertyRefTests {
    @Test("Format §7.4.2: a $ref on $type and $description takes the property it points to")
    func aRefOnTypeAndDescriptionTakesTheProperty() throws {
        let result = frontEnd(
            ##"""
            {"b": {"$type": "dimension", "$description": "base", "$value": {"value": 4, "unit": "px"}},
             "c": {"$type": {"$ref": "#/b/$type"}, "$description": {"$ref": "#/b/$description"},
                   "$value": {"value": 8, "unit": "px"}},
             "chain": {"$type": {"$ref": "#/c/$type"}, "$value": {"value": 2, "unit": "px"}}}
            """##)
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all.map(\.message))")
        let c = try #require(result.token("c"))
        #expect(c.type == .dimension && c.value == .dimension(Dimension(8, .px)))
        #expect(c.token.description == "base")
        #expect(c.token.ownType?.location.line == 2)
        #expect(result.token("chain")?.type == .dimension)
    }

    @Test("Format §7.4.2, §6.7.3: a group's $type by $ref is inherited like a written one")
    func aGroupsTypeByRefIsInherited() throws {
        // The group `g` points to a token's $type; `h` to `g`'s; a pointer may name a group
        // defined later, and a string inside a $value.
        let result = frontEnd(
            ##"""
            {"g": {"$type": {"$ref": "#/n/$type"}, "x": {"$value": 3}, "sub": {"y": {"$value": 4}}},
             "h": {"$type": {"$ref": "#/g/$type"}, "z": {"$value": 5}},
             "n": {"$type": "number", "$value": 1},
             "kinds": {"$type": "string", "first": {"$value": "number"}},
             "w": {"$type": {"$ref": "#/kinds/first/$value"}, "$value": 6}}
            """##)
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all.map(\.message))")
        for path in ["g.x", "g.sub.y", "h.z", "w"] { #expect(result.token(path)?.type == .number, "\(path)") }
    }

    @Test("Format §7.4.5, §7.2.3: a $ref on a property that breaks is an error at the $ref")
    func brokenPropertyRefsAreErrorsWhereWritten() {
        expectFindings(
            MarkedText(
                ##"""
                {"b": {"$type": "dimension", "$description": "base", "$value": {"value": 4, "unit": "px"}},
                 "n": {"$type": "number", "$value": 3},
                 "missing": {"$type": »{"$ref": "#/nope/$type"}, "$value": 1},
                 "none": {"$type": »{"$ref": "#/n/$description"}, "$value": 1},
                 "notAType": {"$type": »{"$ref": "#/b/$description"}, "$value": 1},
                 "object": {"$type": »{"$ref": "#/b/$value"}, "$value": 1},
                 "token": {"$type": »{"$ref": "#/b"}, "$value": 1},
                 "other": {"$type": »{"$ref": "other.json#/b/$type"}, "$value": 1},
                 "loop1": {"$type": {"$ref": "#/loop2/$type"}, "$value": 1},
                 "loop2": {"$type": »{"$ref": "#/loop1/$type"}, "$value": 1},
                 "text": {"$description": »{"$ref": "#/n/$value"}, "$type": "number", "$value": 1}}
                """##),
            [
                "alias.unknown", "alias.unknown", "token.property-type", "token.property-type", "alias.unknown",
                "alias.syntax", "alias.cycle", "token.property-type",
            ])
    }

    @Test("Format §7.4.2: a later definition's own $type replaces an earlier $ref")
    func aLaterDefinitionReplacesAnEarlierRef() throws {
        let documents = [
            ##"{"n": {"$type": "number", "$value": 1}, "x": {"$type": {"$ref": "#/gone/$type"}, "$value": 2}}"##,
            ##"{"x": {"$type": "number", "$value": 3}}"##,
        ].enumerated().map {
            ParsedDocument(
                file: "\($0.offset).json",
                root: JSONParser.parse(SourceFile(path: "\($0.offset).json", text: $0.element)).value!)
        }
        let (set, diagnostics) = TokenLoader.load(documents, redefinition: .lastWins)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(set.tokens.last?.ownType?.value == .number)
    }

    @Test("Format §7.4.2: tokens read ahead on every core keep their property refs")
    func tokensReadAheadKeepTheirRefs() throws {
        var members = [##""n": {"$type": "number", "$value": 1}"##]
        for i in 0..<40 { members.append(##""t\##(i)": {"$type": {"$ref": "#/big/n/$type"}, "$value": \##(i)}"##) }
        let text = #"{"big": {"# + members.joined(separator: ", ") + "}}"
        let document = ParsedDocument(
            file: "a.json", root: JSONParser.parse(SourceFile(path: "a.json", text: text)).value!)
        let (set, diagnostics) = TokenLoader.load(
            [document], defaults: nil, rules: [], redefinition: .error,
            prepared: .init(minimumMembers: 8, window: 16))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(set.tokens.count == 41 && set.tokens.allSatisfy { $0.ownType?.value == .number })
    }
}
