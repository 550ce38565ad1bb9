// Stand-ins for androidx.compose.runtime: the declarations the generated Compose file uses.
package androidx.compose.runtime

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
annotation class Composable

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
annotation class ReadOnlyComposable

@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class Immutable

@Target(AnnotationTarget.TYPE)
@Retention(AnnotationRetention.BINARY)
annotation class DisallowComposableCalls

/** A value the composition provides to everything below it. */
abstract class CompositionLocal<T> internal constructor(private val defaultFactory: () -> T) {
    internal val provided = ArrayList<T>()

    val current: T
        @Composable @ReadOnlyComposable get() = if (provided.isEmpty()) defaultFactory() else provided[provided.size - 1]
}

abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) :
    CompositionLocal<T>(defaultFactory) {
    infix fun provides(value: T): ProvidedValue<T> = ProvidedValue(this, value)
}

internal class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) : ProvidableCompositionLocal<T>(defaultFactory)

class ProvidedValue<T> internal constructor(val compositionLocal: ProvidableCompositionLocal<T>, val value: T) {
    internal fun push() { compositionLocal.provided.add(value) }
    internal fun pop() { compositionLocal.provided.removeAt(compositionLocal.provided.size - 1) }
}

fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)

@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable() () -> Unit) {
    for (value in values) value.push()
    try {
        content()
    } finally {
        for (value in values.reversed()) value.pop()
    }
}

/** The stand-in keeps nothing between compositions: every call computes anew. */
@Suppress("UNUSED_PARAMETER")
@Composable
inline fun <T> remember(key1: Any?, key2: Any?, crossinline calculation: @DisallowComposableCalls() () -> T): T =
    calculation()

@Suppress("UNUSED_PARAMETER")
@Composable
inline fun <T> remember(key1: Any?, key2: Any?, key3: Any?, crossinline calculation: @DisallowComposableCalls() () -> T): T =
    calculation()
