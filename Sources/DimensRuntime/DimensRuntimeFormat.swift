/// The format of the generated table this DimensRuntime reads, named by every generated table file
/// (`private typealias DimensTableFormat = DimensRuntimeFormat1`). A file written by a dimens whose
/// format differs from this library's fails to compile at that name, instead of misreading the
/// table when the app runs. When the format changes, the next name is declared here and this one
/// stays, unavailable, with a message saying to build the file again with the matching dimens.
public enum DimensRuntimeFormat1 {}
