/// The validate stage: types every literal `$value` by its declared `$type` and every dimens block
/// into `DimensSettings`, and checks that each token's settings fit its type.
///
/// Alias tokens are left for the resolve stage, which knows their targets. Tokens dimens cannot
/// compute (no `$type`, an unknown type or unit) are marked to be carried through, with a warning.
package struct Validator {
    /// What validation needs besides the tokens.
    package struct Options: Sendable {
        /// Report uses of dimens' extensions to DTCG (`dtcg.extension`, off unless `--strict` or the
        /// config's `lint` asks for it).
        package var reportExtensions = false
        /// Device ids selectors may name; nil skips that check.
        package var deviceIDs: Set<String>?

        package init(reportExtensions: Bool = false, deviceIDs: Set<String>? = nil) {
            self.reportExtensions = reportExtensions
            self.deviceIDs = deviceIDs
        }
    }

    /// Dimens blocks and tokens are each checked on their own, so both run on every core in
    /// ranges; diagnostics come out in the order of one loop over blocks, then one over tokens.
    package static func validate(_ set: TokenSet, options: Options = Options()) -> (ValidatedTokenSet, [Diagnostic]) {
        let (blocks, blockDiagnostics) = ParallelChunks.fill(set.dimensBlocks.count) { range, settings in
            parseBlocks(set.dimensBlocks[range], deviceIDs: options.deviceIDs, into: settings)
        }
        // Settings, the largest of the three, are written in place.
        let (settings, checked) = ParallelChunks.fill(set.tokens.count) {
            (range, settings: UnsafeMutablePointer<DimensSettings>) in
            var values: [ValidatedTokenSet.ValueState] = []
            var aliases: [[TypedAlias]] = []
            var diagnostics: [Diagnostic] = []
            values.reserveCapacity(range.count)
            aliases.reserveCapacity(range.count)
            for (offset, token) in set.tokens[range].enumerated() {
                var inside: [TypedAlias] = []
                let (value, merged) = check(
                    token, in: set, blocks: blocks, options: options, into: &diagnostics, aliases: &inside)
                values.append(value)
                (settings + offset).initialize(to: merged)
                aliases.append(inside)
            }
            return (values: values, aliases: aliases, diagnostics: diagnostics)
        }
        return (
            ValidatedTokenSet(
                tokens: set, values: checked.flatMap(\.values), settings: settings,
                aliases: checked.flatMap(\.aliases)),
            blockDiagnostics.flatMap { $0 } + checked.flatMap(\.diagnostics)
        )
    }

    /// `blocks` parsed into settings, initialized from `settings` on; each distinct selector text
    /// is parsed once.
    private static func parseBlocks(
        _ blocks: ArraySlice<DimensBlock>, deviceIDs: Set<String>?, into settings: UnsafeMutablePointer<DimensSettings>
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var parsedSelectors: [String: Result<Selector, SelectorSyntaxError>] = [:]
        for (offset, block) in blocks.enumerated() {
            var parser = DimensBlockParser(block: block, deviceIDs: deviceIDs)
            swap(&parser.parsedSelectors, &parsedSelectors)
            (settings + offset).initialize(to: parser.parse())
            swap(&parser.parsedSelectors, &parsedSelectors)
            diagnostics += parser.diagnostics.map {
                var d = $0
                d.tokenPath = d.tokenPath ?? block.owner
                return d
            }
        }
        return diagnostics
    }

    /// One token: its value typed, its blocks merged into its settings, and those checked.
    private static func check(
        _ token: Token, in set: TokenSet, blocks: [DimensSettings], options: Options,
        into diagnostics: inout [Diagnostic], aliases: inout [TypedAlias]
    ) -> (value: ValidatedTokenSet.ValueState, settings: DimensSettings) {
        // A number (a column count, a ratio) is scaled only where a group, a rule or the token
        // says so: the config's blanket `defaults` do not give it a model.
        let isNumber = token.declaredType?.value == .number
        var merged = token.dimensBlocks.reduce(DimensSettings()) { outer, id in
            var block = blocks[id]
            if isNumber, set.dimensBlocks[id].owner == nil { block.model = nil }
            return block.merged(over: outer)
        }
        let ownBlock = set.ownDimensBlock(of: token)
        if let ownBlock { merged.ownRules = Set(blocks[ownBlock].allRules.map(\.location)) }
        let state = typeValue(
            of: token, reportExtensions: options.reportExtensions, into: &diagnostics, aliases: &aliases)
        switch state {
        case .literal(let value):
            guard let type = token.declaredType?.value else { break }
            checkSettings(
                merged, own: ownBlock.map { blocks[$0] }, of: token, type: type, value: value, into: &diagnostics)
        case .carried(let reason):
            guard let ownBlock else { break }
            diagnostics.append(
                .error(
                    .tokenUncomputable,
                    "'\(token.path)' has a dimens block, but dimens cannot compute it: \(reason)",
                    at: set.dimensBlocks[ownBlock].location, token: token.path.description))
        case .alias:
            // An alias's type is known here only when it declares one.
            if let ownBlock, let type = token.declaredType?.value {
                checkMemberRules(blocks[ownBlock], of: token, composite: type.isComposite, into: &diagnostics)
            }
        case .invalid:
            break
        }
        return (state, merged)
    }

    private static func typeValue(
        of token: Token, reportExtensions: Bool, into diagnostics: inout [Diagnostic], aliases: inout [TypedAlias]
    ) -> ValidatedTokenSet.ValueState {
        let name = token.path.description
        switch Reference.detect(in: token.value) {
        case .reference(let reference):
            return .alias(reference)
        case .malformed(let message):
            diagnostics.append(.error(.aliasSyntax, message, at: token.valueLocation, token: name))
            return .invalid
        case .notAReference:
            break
        }
        guard let type = token.declaredType?.value else {
            if token.hasInvalidType { return .invalid }
            diagnostics.append(
                .warning(
                    .typeMissing,
                    "token '\(name)' has no $type: it is carried through untouched, not computed per screen",
                    at: token.location, token: name,
                    notes: [
                        .init("add \"$type\" to the token or to one of its groups; DTCG never infers it from the value")
                    ], cause: Self.missingTypeCause(token)))
            return .carried("it has no $type")
        }
        guard type.isKnown else { return .carried("its $type \"\(type)\" is not one dimens knows") }
        let typing = ValueTyping(file: token.file, token: name, reportExtensions: reportExtensions)
        switch typing.type(token.value, as: type, into: &diagnostics, aliases: &aliases) {
        case .value(let value): return .literal(value)
        case .carried(let reason): return .carried(reason)
        case .invalid: return .invalid
        }
    }

    /// Tokens of one top-level group missing their `$type` have one cause, the group lacks it,
    /// however the files split it; tokens at a file's root, that the file's tokens lack it.
    static func missingTypeCause(_ token: Token) -> String {
        let segments = token.path.segments
        return segments.count > 1 ? "no $type in group '\(segments[0])'" : "no $type at the root of \(token.file)"
    }

    /// Checks that the token's model and override values suit its type and unit. A physical unit
    /// implies the physical model, and string and boolean tokens the breakpoint model: a model
    /// inherited from groups or config defaults gives way; only one set on the token contradicts it.
    static func checkSettings(
        _ settings: DimensSettings, own: DimensSettings?, of token: Token, type: TokenType, value: TokenValue,
        into diagnostics: inout [Diagnostic]
    ) {
        let name = token.path.description
        if case .dimension(let dimension) = value, dimension.unit.isPhysical,
            let model = own?.model, model.value != .physical, model.value != .none
        {
            diagnostics.append(
                .error(
                    .dimensModel,
                    "'\(name)' is a physical length in \(dimension.unit.rawValue), which uses the physical model, not '\(model.value.rawValue)'",
                    at: model.location, token: name))
        }
        if let model = own?.model, model.value == .physical {
            let isPhysical: Bool =
                if case .dimension(let dimension) = value { dimension.unit.isPhysical } else { false }
            if !isPhysical {
                diagnostics.append(
                    .error(
                        .dimensModel, "the physical model needs a length in mm, cm or in; '\(name)' is not one",
                        at: model.location, token: name))
            }
        }
        if type == .string || type == .boolean, let model = own?.model, model.value != .breakpoint, model.value != .none
        {
            diagnostics.append(
                .error(
                    .dimensModel,
                    "a \(type.rawValue) token can only use the breakpoint model, not '\(model.value.rawValue)'",
                    at: model.location, token: name))
        }
        if let style = own?.textStyle, type != .dimension, type != .number, type != .typography {
            diagnostics.append(
                .error(
                    .dimensValue,
                    "textStyle '\(style.value.rawValue)' sizes text, so it needs a dimension, number or typography token; '\(name)' is a \(type.rawValue)",
                    at: style.location, token: name))
        }
        if let own {
            checkMemberRules(
                own, of: token, composite: { if case .composite = value { true } else { false } }(), into: &diagnostics)
        }
        for rule in settings.overrides ?? [] where !rule.value.fits(type) {
            diagnostics.append(
                .error(
                    .dimensValue,
                    "override '\(rule.selector)' of a \(type.rawValue) token must be \(ScalarValue.expectation(for: type))",
                    at: rule.valueLocation, token: name))
        }
    }
}

extension Validator {
    /// Values for one member (`{"pad": {"fontSize": 20}}`) are for composite tokens, and a
    /// composite token's overrides and bases must name the member they are for. Only the token's
    /// own block is checked: a group's rules apply to the tokens they fit.
    static func checkMemberRules(
        _ own: DimensSettings, of token: Token, composite: Bool, into diagnostics: inout [Diagnostic]
    ) {
        let name = token.path.description
        for rule in own.allRules {
            if !composite, let member = rule.member {
                diagnostics.append(
                    .error(
                        .dimensValue,
                        "'\(member)' in \(rule.key) names a member, but '\(name)' is not a typography, shadow, border or stroke style",
                        at: rule.location, token: name, notes: [.init("give the value itself: {\"pad\": 20}")]))
            } else if composite, rule.member == nil, rule.key != "multipliers" {
                diagnostics.append(
                    .error(
                        .dimensValue,
                        "\(rule.key) of a composite token must name a member, such as {\"pad\": {\"fontSize\": 20}}",
                        at: rule.location, token: name,
                        notes: [.init("a number in multipliers applies to every length written in the token")]))
            }
        }
    }
}

extension ScalarValue {
    func fits(_ type: TokenType) -> Bool {
        switch (self, type) {
        case (.number, .dimension), (.number, .number), (.string, .string), (.boolean, .boolean): true
        case (_, let other): !other.isPerScreen
        }
    }

    static func expectation(for type: TokenType) -> String {
        switch type {
        case .string: "a string"
        case .boolean: "true or false"
        default: "a number (points for dimensions)"
        }
    }
}
