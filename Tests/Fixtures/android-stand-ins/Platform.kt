// Stand-ins for androidx.compose.ui.platform and Android's Configuration: the composition's density, and the
// window's size as Android's configuration reports it. Both locals are in Compose UI 1.0's public API
// (androidx compose/ui/ui/api/1.0.0-beta10.txt, the last API file before 1.0.0: CompositionLocalsKt.getLocalDensity,
// AndroidCompositionLocals_androidKt.getLocalConfiguration). The window's own size (`WindowInfo`) differs by
// version: compose-1.0/ and compose-1.8/ hold it.
package androidx.compose.ui.platform

import android.content.res.Configuration
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.unit.Density

// https://developer.android.com/reference/kotlin/androidx/compose/ui/platform/package-summary#LocalDensity()
val LocalDensity: ProvidableCompositionLocal<Density> =
    staticCompositionLocalOf { error("LocalDensity is provided by the composition") }

// https://developer.android.com/reference/kotlin/androidx/compose/ui/platform/package-summary#LocalConfiguration()
// (Android only; Compose updates it on every configuration change, so its readers recompose.)
val LocalConfiguration: ProvidableCompositionLocal<Configuration> =
    compositionLocalOf { error("LocalConfiguration is provided by the composition") }
