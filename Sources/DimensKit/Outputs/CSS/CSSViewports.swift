/// The synthetic web viewports a fluid css output's clamps are found on (`ScaleRequest.viewports`):
/// a copy of the screen of each step of the `min-width` ladder (`CSSLadder.steps`), plus the
/// narrowest step's screen scaled down to a half and a quarter of its width and the widest step's
/// scaled up to 2, 4, 8 and 16 times its width (aspect ratio kept), so that a token's values below
/// and above the catalogued widths show where the model stops growing, if it does. Every token is
/// computed on them with rounding off (rounding to device pixels is a native concern): the clamp
/// is the unrounded model's line. Each viewport's id (`css-viewport-375px`) is no device's, so
/// device selectors never apply to it; family and size-class selectors do, as on the screen copied.
enum CSSViewports {
    /// Multiples of the narrowest step's width below it, and of the widest step's above it.
    static let below = [0.25, 0.5]
    static let above = [2.0, 4, 8, 16]

    /// The viewports for the screens of `platform` in `screens`, narrowest first, each with the
    /// index of the screen it copies (its resolver input's).
    static func screens(of screens: [Screen], platform: Platform, reference: ScalingReference)
        -> [(screen: Screen, base: Int)]
    {
        let kept = screens.indices.filter { screens[$0].platform == platform }
        guard !kept.isEmpty else { return [] }
        let own = kept.map { screens[$0] }
        let steps = CSSLadder.steps(of: own, reference: RenderModel.referenceScreen(of: own, reference: reference))
            .map { kept[$0] }
        let (first, last) = (steps.first!, steps.last!)
        return below.map { (copy(screens[first], width: screens[first].width * $0), first) }
            + steps.map { (copy(screens[$0], width: screens[$0].width), $0) }
            + above.map { (copy(screens[last], width: screens[last].width * $0), last) }
    }

    /// `base` as a viewport `width` wide, its height in proportion.
    private static func copy(_ base: Screen, width: Double) -> Screen {
        let height = base.height * width / base.width
        var device = base.device
        device.id = "css-viewport-\(NumberText.decimals(width))px"
        device.name = "a \(NumberText.decimals(width))-px web viewport, like \(base.device.name)"
        device.extra = []
        if width != base.width {
            let landscape = base.orientation == .landscape
            (device.width, device.height) = landscape ? (height, width) : (width, height)
            device.smallestWidth = device.smallestWidth.map { $0 * width / base.width }
        }
        return Screen(
            id: device.id, device: device, orientation: base.orientation, window: nil, width: width, height: height,
            sizeClass: base.sizeClass)
    }

    /// The token set with rounding off on every token (composites' members included).
    static func unrounded(_ set: ResolvedTokenSet) -> ResolvedTokenSet {
        var set = set
        for i in set.tokens.indices where set.tokens[i].settings.round?.value != RoundingTarget.none {
            let location = set.tokens[i].settings.round?.location ?? set.tokens[i].token.location
            set.tokens[i].settings.round = Located(RoundingTarget.none, at: location)
        }
        return set
    }

    /// A number column's values on the viewports of `model`'s platform, narrowest first, with
    /// their widths; nil where the build has none or the token could not be computed on all.
    static func values(_ model: RenderModel, column: Int) -> (widths: [Double], values: [Double])? {
        guard let platform = model.table.screens.first?.platform, let table = model.table.viewports[platform]
        else { return nil }
        let facts = model.packed.columns[column]
        let index = model.memo.value { ViewportIndex(table) }
        guard let token = index.byPath[facts.token.path].map({ table.tokens[$0] }) else { return nil }
        let widths = table.screens.map(\.width)
        switch (token.values, facts.member) {
        case (.numbers(let values), nil): return (widths, values)
        case (.composite(let composite), let member?):
            guard let found = composite.members.first(where: { $0.path == member.path }),
                case .numbers(let values) = found.values
            else { return nil }
            return (widths, values)
        default: return nil
        }
    }
}

/// The viewport table's tokens by path, made once per render model.
struct ViewportIndex: Sendable {
    let byPath: [TokenPath: Int]

    init(_ table: ScaledTable) {
        byPath = Dictionary(
            table.tokens.indices.map { (table.tokens[$0].token.path, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
