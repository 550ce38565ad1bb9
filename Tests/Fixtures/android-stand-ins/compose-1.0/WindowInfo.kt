// Stand-in for androidx.compose.ui.platform.WindowInfo as Compose UI 1.0 through 1.7 declare it publicly: no
// `containerSize`. androidx compose/ui/ui/api/1.0.0-beta10.txt (the last API file before 1.0.0) and 1.7.0-beta07.txt list
// `@Stable public interface WindowInfo` with `isWindowFocused` (and, in 1.7, an experimental `keyboardModifiers`)
// only. https://developer.android.com/reference/kotlin/androidx/compose/ui/platform/WindowInfo
package androidx.compose.ui.platform

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.Stable
import androidx.compose.runtime.staticCompositionLocalOf

@Stable
interface WindowInfo {
    val isWindowFocused: Boolean
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/platform/package-summary#LocalWindowInfo()
val LocalWindowInfo: ProvidableCompositionLocal<WindowInfo> =
    staticCompositionLocalOf { error("LocalWindowInfo is provided by the composition") }
