/// The swift output's own options: where its fixed code lives, and Interface Builder support.
extension OptionKey where Value == SwiftRuntime {
    static let runtime = OptionKey("runtime", default: SwiftRuntime.module)
}

extension OptionKey where Value == Bool {
    static let inspectables = OptionKey("inspectables", default: false)
}

/// The swift output's `runtime` option: the generated files import the `DimensRuntime` library
/// for the table's reader, the screen lookup and the UIKit and SwiftUI glue (the default), or
/// hold all of it themselves (for a project that runs dimens without SwiftPM).
package enum SwiftRuntime: String, CaseIterable, Sendable, Hashable {
    case module
    case embedded
}

extension OutputOptions {
    /// Where the swift output's fixed code lives: the `DimensRuntime` library (the default), or
    /// the generated file itself.
    package var runtime: SwiftRuntime {
        get { self[.runtime] }
        set { self[.runtime] = newValue }
    }
    /// The swift output's Interface Builder support: token names on storyboard objects.
    package var inspectables: Bool {
        get { self[.inspectables] }
        set { self[.inspectables] = newValue }
    }
}

extension SwiftKind {
    /// The options a swift output takes.
    static let declaredOptions: [OutputOption] = [
        .typeName, .accessLevel, .strict, .split,
        .choice(
            .runtime,
            "where the swift output's fixed code lives (the table's reader, the screen lookup, the composite tokens' value types, the UIKit and SwiftUI glue): `\"module\"`, the `DimensRuntime` library the generated files import (add its product to the target), or `\"embedded\"`, in the generated file itself, which then needs no dependency"
        ),
        .flag(
            .inspectables,
            "the swift output's Interface Builder support: a storyboard or xib names tokens on constraints, stack views, text views and any view's corner radius and border width (`dimensConstant`, `dimensSpacing`, `dimensFont`, `dimensCornerRadius`, `dimensBorderWidth`), UIKit only"
        ),
    ]
}
