/// What a project's tokens are read from: token files loaded together, or a DTCG resolver with
/// the files it names.
public enum TokenSources: Sendable {
    case files([SourceFile])
    case resolver(ResolverFiles)

    /// Every token file read, for counts and build-system input lists.
    public var tokenFiles: [SourceFile] {
        switch self {
        case .files(let files): files
        case .resolver(let resolver): resolver.files.keys.sorted().map { resolver.files[$0]! }
        }
    }
}

/// A resolver file, parsed once, and the token files its `$ref`s name, as the read stage found them.
public struct ResolverFiles: Sendable {
    public let resolver: SourceFile
    /// The resolver parsed (nil when it cannot be read as one), and what parsing it found.
    package let document: ResolverDocument?
    public let findings: [Diagnostic]
    /// By path, resolved against the resolver's folder (`ResolverDocument.files`).
    public var files: [String: SourceFile]
    /// Files that could not be read, with the read stage's finding; reported at the `$ref` that
    /// names them.
    public var unreadable: [String: Diagnostic]

    public init(resolver: SourceFile, files: [String: SourceFile] = [:], unreadable: [String: Diagnostic] = [:]) {
        self.resolver = resolver
        (document, findings) = ResolverParser.parse(resolver)
        self.files = files
        self.unreadable = unreadable
    }
}
