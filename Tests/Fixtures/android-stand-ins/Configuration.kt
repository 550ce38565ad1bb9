// Stand-in for android.content.res.Configuration: the fields the generated Compose file reads.
// https://developer.android.com/reference/android/content/res/Configuration#screenWidthDp (API 13): the current
// width of the available screen space in dp, `SCREEN_WIDTH_DP_UNDEFINED` (0) when unknown; #screenHeightDp likewise.
package android.content.res

class Configuration(@JvmField var screenWidthDp: Int = 0, @JvmField var screenHeightDp: Int = 0)
