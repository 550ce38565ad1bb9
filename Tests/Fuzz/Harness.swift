// A libFuzzer harness for one of DimensKit's fuzz targets, chosen when `Tests/Fuzz/run` compiles
// it (`-D FUZZ_JSON`, …). Not part of the package: the script builds it with
// `swiftc -sanitize=fuzzer,address` against the sources.
import DimensKit

#if FUZZ_JSON
    let target = FuzzTarget.json
#elseif FUZZ_TOKENS
    let target = FuzzTarget.tokens
#elseif FUZZ_SELECTOR
    let target = FuzzTarget.selector
#elseif FUZZ_MUSTACHE
    let target = FuzzTarget.mustache
#elseif FUZZ_RESOLVER
    let target = FuzzTarget.resolver
#elseif FUZZ_NAMES
    let target = FuzzTarget.names
#elseif FUZZ_VALUES
    let target = FuzzTarget.values
#endif

@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    FuzzTarget.prepareForLeakChecks()
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    target.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
