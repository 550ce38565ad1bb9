// Stand-ins for androidx.compose.ui.platform: the window the composition is in.
package androidx.compose.ui.platform

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.IntSize

interface WindowInfo {
    val isWindowFocused: Boolean
    val containerSize: IntSize get() = IntSize(0, 0)
}

val LocalWindowInfo: ProvidableCompositionLocal<WindowInfo> =
    staticCompositionLocalOf { error("LocalWindowInfo is provided by the composition") }

val LocalDensity: ProvidableCompositionLocal<Density> =
    staticCompositionLocalOf { error("LocalDensity is provided by the composition") }
