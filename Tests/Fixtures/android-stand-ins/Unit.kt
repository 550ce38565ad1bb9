// Stand-ins for androidx.compose.ui.unit (value classes in Compose; plain classes for Kotlin 1.3).
package androidx.compose.ui.unit

class Dp(val value: Float) {
    override fun equals(other: Any?): Boolean = other is Dp && other.value == value
    override fun hashCode(): Int = value.hashCode()
    override fun toString(): String = "${value}.dp"
}

inline val Int.dp: Dp get() = Dp(this.toFloat())
inline val Float.dp: Dp get() = Dp(this)
inline val Double.dp: Dp get() = Dp(this.toFloat())

enum class TextUnitType { Unspecified, Sp, Em }

class TextUnit(val value: Float, val type: TextUnitType) {
    override fun equals(other: Any?): Boolean = other is TextUnit && other.value == value && other.type == type
    override fun hashCode(): Int = value.hashCode()
    override fun toString(): String = "${value}.sp"
}

inline val Int.sp: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Sp)
inline val Float.sp: TextUnit get() = TextUnit(this, TextUnitType.Sp)
inline val Double.sp: TextUnit get() = TextUnit(this.toFloat(), TextUnitType.Sp)

class IntSize(val width: Int, val height: Int)

interface Density {
    val density: Float
    val fontScale: Float
}

fun Density(density: Float, fontScale: Float = 1f): Density = object : Density {
    override val density = density
    override val fontScale = fontScale
}
