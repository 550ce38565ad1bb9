/// The scale stage's output: every screen, and every token's value on each of them. Outside the
/// package it is opaque: `ValueTable(_:)` reads its values.
public struct ScaledTable: Sendable {
    package var reference: ScalingReference
    package var screens: [Screen]
    package var tokens: [ScaledToken]
    /// With a resolver: the distinct inputs of the build (empty for plain token files).
    package var inputs: [ResolverInput] = []
    /// With a resolver: parallel to `screens`, the index of each screen's input in `inputs`.
    package var screenInput: [Int] = []
    /// With a modifier bound to text sizes: the sizes it has contexts for besides `large`, in
    /// order. Tokens that differ at one of them carry their values there (`ScaledToken.textSizes`).
    package var textSizes: [ContentSizeCategory] = []
    /// The table on the probe screens between catalogued widths (`WidthQualifier.probes`), per
    /// qualifier an output asked for (`ScaleRequest.probes`), for placing value folders.
    package var probes: [WidthQualifier: ScaledTable] = [:]
    /// The config's scaled profiles as factors per screen (`ScaleRequest.factors`), when an output
    /// asked and the config has `scaled`.
    package var factors: ScaledFactors?
    /// The table, unrounded, on the synthetic web viewports of each platform a css output asked
    /// for (`ScaleRequest.viewports`, `CSSViewports`).
    package var viewports: [Platform: ScaledTable] = [:]

    package init(reference: ScalingReference, screens: [Screen], tokens: [ScaledToken]) {
        self.reference = reference
        self.screens = screens
        self.tokens = tokens
    }

    /// A screen's input, with a resolver.
    package func input(ofScreen index: Int) -> ResolverInput? {
        screenInput.indices.contains(index) ? inputs[screenInput[index]] : nil
    }
}

/// One token's values, parallel to `ScaledTable.screens`; other DTCG types carry their value.
package struct ScaledToken: Sendable {
    /// Per-screen values of one type, stored compactly.
    package enum Values: Sendable, Hashable {
        case numbers([Double])
        case strings([String])
        case booleans([Bool])
        /// A composite, member by member.
        case composite(ScaledComposite)
        /// Not computed per screen: the resolved `$value`, carried through.
        case constant(JSONValue)
    }

    /// The token as the first screen's input defines it (its source, type and description).
    package var token: ResolvedToken
    /// The model used; nil for carried-through types.
    package var model: ScalingModelKind?
    package var values: Values
    /// Parallel to `ScaledTable.inputs` when the token comes from different files under different
    /// inputs: where each input defines it (nil where it does not). Empty otherwise.
    package var sourcesByInput: [SourceLocation?] = []
    /// The token's values at the text sizes of the table where they differ from `values`.
    package var textSizes: [ContentSizeCategory: Values] = [:]
    /// Where the token is defined at each of `textSizes` when that is another place than
    /// `token`'s (a text-size context's own file), for findings about its values there.
    package var textSizeSources: [ContentSizeCategory: SourceLocation] = [:]

    package init(token: ResolvedToken, model: ScalingModelKind?, values: Values) {
        self.token = token
        self.model = model
        self.values = values
    }
}

extension [Double] {
    /// Where the values are stored: copies of one array share it until one is changed, so equal
    /// identities mean equal values (unequal ones say nothing).
    var storageIdentity: Int { withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
}
