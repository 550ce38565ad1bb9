/// One finding per cause: a token whose checked value is another checked token's, through an
/// alias, is that token's finding, not a second one. Shared by the app rules and the web's
/// `a11y.resize-text`, so both agree on what repeats.
extension ScaledTable {
    /// The token whose finding `token` would repeat, when `isChecked` holds for it and its values
    /// are `token`'s at every text size: for a dimension or number, its alias's target; for a
    /// typography, the target of its own alias, or the text token its `fontSize` aliases (written
    /// `{…}`, or `$ref` to the token or its `$value`). Nil when `token` is its own finding.
    func repeatedFinding(
        of token: ScaledToken, index: [TokenPath: Int], isChecked: (ResolvedToken) -> Bool
    ) -> TokenPath? {
        let sizes: [ContentSizeCategory?] = [nil] + textSizes.map { $0 }
        func values(_ of: ScaledToken, _ size: ContentSizeCategory?) -> ScaledToken.Values? {
            size.flatMap { of.textSizes[$0] } ?? of.values
        }
        if let path = token.token.aliasTarget, let target = index[path].map({ tokens[$0] }), isChecked(target.token),
            sizes.allSatisfy({ values(token, $0) == values(target, $0) })
        {
            return path
        }
        guard token.token.type == .typography, case .composite(let value) = token.token.value,
            case .alias(let reference)? = value.member(["fontSize"])?.value, reference.valuePath?.isEmpty ?? true,
            let text = index[reference.target].map({ tokens[$0] }), isChecked(text.token)
        else { return nil }
        let count = screens.count
        let same = sizes.allSatisfy {
            values(token, $0)?.member("fontSize", screens: count) == values(text, $0)?.numbers
        }
        return same ? reference.target : nil
    }

    /// The table's tokens by path, the first of a path where one repeats.
    var indexByPath: [TokenPath: Int] {
        Dictionary(tokens.enumerated().map { ($1.token.path, $0) }) { first, _ in first }
    }
}
