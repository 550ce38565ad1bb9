/// The validate stage: types every literal `$value` by its declared `$type` and every dimens block
/// into `DimensSettings`, and checks that each token's settings fit its type.
///
/// Alias tokens are left for the resolve stage, which knows their targets.
public struct Validator {
    /// What validation needs besides the tokens.
    public struct Options: Sendable {
        /// Report dimens' extensions to DTCG as warnings.
        public var strict = false
        /// Device ids selectors may name; nil skips that check.
        public var deviceIDs: Set<String>?

        public init(strict: Bool = false, deviceIDs: Set<String>? = nil) {
            self.strict = strict
            self.deviceIDs = deviceIDs
        }
    }

    public static func validate(_ set: TokenSet, options: Options = Options()) -> (ValidatedTokenSet, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let blocks = set.dimensBlocks.map { block in
            var parser = DimensBlockParser(block: block, deviceIDs: options.deviceIDs)
            let settings = parser.parse()
            diagnostics += parser.diagnostics.map { var d = $0; d.tokenPath = d.tokenPath ?? block.owner; return d }
            return settings
        }
        var values: [ValidatedTokenSet.ValueState] = []
        var settings: [DimensSettings] = []
        for token in set.tokens {
            let merged = token.dimensBlocks.reduce(DimensSettings()) { outer, id in blocks[id].merged(over: outer) }
            settings.append(merged)
            values.append(typeValue(of: token, strict: options.strict, into: &diagnostics))
            if case .literal(let value) = values.last, let type = token.declaredType?.value {
                let ownBlock = token.dimensBlocks.last.flatMap { set.dimensBlocks[$0].owner == token.path.description ? blocks[$0] : nil }
                checkSettings(merged, own: ownBlock, of: token, type: type, value: value, into: &diagnostics)
            }
        }
        return (ValidatedTokenSet(tokens: set, values: values, settings: settings), diagnostics)
    }

    private static func typeValue(of token: Token, strict: Bool, into diagnostics: inout [Diagnostic]) -> ValidatedTokenSet.ValueState {
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
            if !token.hasInvalidType {
                diagnostics.append(.error(
                    .typeMissing, "token '\(name)' has no $type", at: token.location, token: name,
                    notes: [.init("add \"$type\" to the token or to one of its groups; DTCG never infers it from the value")]))
            }
            return .invalid
        }
        let typing = ValueTyping(file: token.file, token: name, reportExtensions: strict)
        return typing.type(token.value, as: type, into: &diagnostics).map { .literal($0) } ?? .invalid
    }

    /// Checks that the token's model and override values suit its type and unit. A physical unit
    /// implies the physical model, and string and boolean tokens the breakpoint model: a model
    /// inherited from groups or config defaults gives way; only one set on the token contradicts it.
    static func checkSettings(
        _ settings: DimensSettings, own: DimensSettings?, of token: Token, type: TokenType, value: TokenValue, into diagnostics: inout [Diagnostic]
    ) {
        let name = token.path.description
        if case .dimension(let dimension) = value, dimension.unit.isPhysical,
           let model = own?.model, model.value != .physical, model.value != .none {
            diagnostics.append(.error(
                .dimensModel, "'\(name)' is a physical length in \(dimension.unit.rawValue), which uses the physical model, not '\(model.value.rawValue)'",
                at: model.location, token: name))
        }
        if let model = own?.model, model.value == .physical {
            let isPhysical: Bool = if case .dimension(let dimension) = value { dimension.unit.isPhysical } else { false }
            if !isPhysical {
                diagnostics.append(.error(
                    .dimensModel, "the physical model needs a length in mm, cm or in; '\(name)' is not one",
                    at: model.location, token: name))
            }
        }
        if type == .string || type == .boolean, let model = own?.model, model.value != .breakpoint, model.value != .none {
            diagnostics.append(.error(
                .dimensModel, "a \(type.rawValue) token can only use the breakpoint model, not '\(model.value.rawValue)'",
                at: model.location, token: name))
        }
        for rule in settings.overrides ?? [] where !rule.value.fits(type) {
            diagnostics.append(.error(
                .dimensValue, "override '\(rule.selector)' of a \(type.rawValue) token must be \(ScalarValue.expectation(for: type))",
                at: rule.valueLocation, token: name))
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

extension DiagnosticCode {
    /// A malformed reference (`"{a..b}"`, `$ref` that is not a local JSON Pointer).
    public static let aliasSyntax = DiagnosticCode("alias.syntax")
}
