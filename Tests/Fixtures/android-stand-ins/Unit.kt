// Stand-ins for androidx.compose.ui.unit, with the members the generated code uses (value classes in Compose;
// plain classes for Kotlin 1.3). Each is in Compose UI 1.0 ("Added in 1.0.0" on its page, cited above it).
package androidx.compose.ui.unit

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/Dp
class Dp(val value: Float) {
    override fun equals(other: Any?): Boolean = other is Dp && other.value == value
    override fun hashCode(): Int = value.hashCode()
    override fun toString(): String = "${value}.dp"
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Int).dp()
inline val Int.dp: Dp get() = Dp(this.toFloat())
inline val Float.dp: Dp get() = Dp(this)
inline val Double.dp: Dp get() = Dp(this.toFloat())

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/TextUnitType
enum class TextUnitType { Unspecified, Sp, Em }

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/TextUnit
class TextUnit(val value: Float, val type: TextUnitType) {
    override fun equals(other: Any?): Boolean = other is TextUnit && other.value == value && other.type == type
    override fun hashCode(): Int = value.hashCode()
    override fun toString(): String = "${value}." + if (type == TextUnitType.Em) "em" else "sp"
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Float).sp()
inline val Int.sp: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Sp)
inline val Float.sp: TextUnit get() = TextUnit(this, TextUnitType.Sp)
inline val Double.sp: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Sp)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Float).em()
inline val Int.em: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Em)
inline val Float.em: TextUnit get() = TextUnit(this, TextUnitType.Em)
inline val Double.em: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Em)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/IntSize
class IntSize(val width: Int, val height: Int)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/Density
interface Density {
    val density: Float
    val fontScale: Float
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#Density(kotlin.Float,kotlin.Float)
fun Density(density: Float, fontScale: Float = 1f): Density = object : Density {
    override val density = density
    override val fontScale = fontScale
}
