// Stand-ins for androidx.compose.runtime: the declarations the generated Compose file uses, each with the
// signature of Compose runtime 1.0 (every one is "Added in 1.0.0" on its reference page, cited above it; the
// pages are under https://developer.android.com/reference/kotlin/androidx/compose/runtime/).
package androidx.compose.runtime

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/Composable
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.TYPE_PARAMETER, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
annotation class Composable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ReadOnlyComposable
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
annotation class ReadOnlyComposable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/Immutable
@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class Immutable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/Stable
@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY)
@Retention(AnnotationRetention.BINARY)
annotation class Stable

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/DisallowComposableCalls
@Target(AnnotationTarget.TYPE)
@Retention(AnnotationRetention.BINARY)
annotation class DisallowComposableCalls

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/SnapshotMutationPolicy
interface SnapshotMutationPolicy<T> {
    fun equivalent(a: T, b: T): Boolean
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#structuralEqualityPolicy()
fun <T> structuralEqualityPolicy(): SnapshotMutationPolicy<T> = object : SnapshotMutationPolicy<T> {
    override fun equivalent(a: T, b: T): Boolean = a == b
}

/**
 * A value the composition provides to everything below it.
 * https://developer.android.com/reference/kotlin/androidx/compose/runtime/CompositionLocal
 */
abstract class CompositionLocal<T> internal constructor(private val defaultFactory: () -> T) {
    internal val provided = ArrayList<T>()

    val current: T
        @Composable @ReadOnlyComposable get() = if (provided.isEmpty()) defaultFactory() else provided[provided.size - 1]
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ProvidableCompositionLocal
abstract class ProvidableCompositionLocal<T> internal constructor(defaultFactory: () -> T) :
    CompositionLocal<T>(defaultFactory) {
    infix fun provides(value: T): ProvidedValue<T> = ProvidedValue(this, value)
}

/** `staticCompositionLocalOf`'s: a change recomposes the whole content of the provider. */
internal class StaticProvidableCompositionLocal<T>(defaultFactory: () -> T) : ProvidableCompositionLocal<T>(defaultFactory)

/** `compositionLocalOf`'s: a change recomposes the readers of `current`, none when [policy] finds it equivalent. */
internal class DynamicProvidableCompositionLocal<T>(val policy: SnapshotMutationPolicy<T>, defaultFactory: () -> T) :
    ProvidableCompositionLocal<T>(defaultFactory)

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/ProvidedValue
class ProvidedValue<T> internal constructor(val compositionLocal: ProvidableCompositionLocal<T>, val value: T) {
    internal fun push() { compositionLocal.provided.add(value) }
    internal fun pop() { compositionLocal.provided.removeAt(compositionLocal.provided.size - 1) }
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#staticCompositionLocalOf(kotlin.Function0)
fun <T> staticCompositionLocalOf(defaultFactory: () -> T): ProvidableCompositionLocal<T> =
    StaticProvidableCompositionLocal(defaultFactory)

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#compositionLocalOf(androidx.compose.runtime.SnapshotMutationPolicy,kotlin.Function0)
fun <T> compositionLocalOf(
    policy: SnapshotMutationPolicy<T> = structuralEqualityPolicy(),
    defaultFactory: () -> T
): ProvidableCompositionLocal<T> = DynamicProvidableCompositionLocal(policy, defaultFactory)

/** Whether [local] was made by `compositionLocalOf` (readers recompose) rather than `staticCompositionLocalOf`. */
fun isDynamic(local: CompositionLocal<*>): Boolean = local is DynamicProvidableCompositionLocal<*>

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/CompositionLocalProvider.composable
@Composable
fun CompositionLocalProvider(vararg values: ProvidedValue<*>, content: @Composable() () -> Unit) {
    for (value in values) value.push()
    try {
        content()
    } finally {
        for (value in values.reversed()) value.pop()
    }
}

// https://developer.android.com/reference/kotlin/androidx/compose/runtime/package-summary#remember(kotlin.Any,kotlin.Any,kotlin.Any,kotlin.Function0)
/** The stand-in keeps nothing between compositions: every call computes anew. */
@Suppress("UNUSED_PARAMETER")
@Composable
inline fun <T> remember(key1: Any?, key2: Any?, crossinline calculation: @DisallowComposableCalls() () -> T): T =
    calculation()

@Suppress("UNUSED_PARAMETER")
@Composable
inline fun <T> remember(key1: Any?, key2: Any?, key3: Any?, crossinline calculation: @DisallowComposableCalls() () -> T): T =
    calculation()
