// Stand-in for androidx.compose.ui.platform.WindowInfo as Compose UI 1.8 declares it: `containerSize` public and
// stable, with a default. androidx compose/ui/ui/api/1.8.0-beta01.txt: `property public default long containerSize`
// (an IntSize) in `@Stable public interface WindowInfo`; absent from 1.7.0-beta07.txt.
// https://developer.android.com/reference/kotlin/androidx/compose/ui/platform/WindowInfo#containerSize()
package androidx.compose.ui.platform

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.Stable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.unit.IntSize

@Stable
interface WindowInfo {
    val isWindowFocused: Boolean
    val containerSize: IntSize get() = IntSize(0, 0)
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/platform/package-summary#LocalWindowInfo()
val LocalWindowInfo: ProvidableCompositionLocal<WindowInfo> =
    staticCompositionLocalOf { error("LocalWindowInfo is provided by the composition") }
