import DimensMustache

/// `css`: the `:root` declarations of the reference screen and the `@media` blocks, and with the
/// `container` option the same under `@container` queries (`container`).
struct CSSView: KeyedView {
    let context: RenderContext

    enum Key: String, ContextKey {
        case selector, root, media, container

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        let context = self.context
        let blocks = context.model.css(fluid: context.options.fluid)
        switch key {
        case .selector: return context.table.screens.isEmpty ? nil : .string(":root")
        case .root: return Self.declarations(context, blocks.root)
        case .media: return Self.media(context, blocks)
        case .container:
            let name = context.options.container
            guard !name.isEmpty, !context.table.screens.isEmpty else { return nil }
            return .object(
                MustacheObject([
                    ("name", .string(name)), ("root", Self.declarations(context, blocks.containerRoot)),
                    ("media", Self.media(context, blocks)),
                ]))
        }
    }

    static func declarations(_ context: RenderContext, _ changes: [(column: Int, value: String)]) -> MustacheValue {
        .lazyList(
            IndexedList(count: changes.count) {
                .lazyObject(DeclarationView(context: context, changes: changes, change: $0))
            })
    }

    static func media(_ context: RenderContext, _ blocks: CSSBlocks) -> MustacheValue {
        .lazyList(
            IndexedList(count: blocks.media.count) {
                .lazyObject(MediaView(context: context, block: blocks.media[$0]))
            })
    }
}

/// `css.media[]`: one `min-width` block.
struct MediaView: KeyedView {
    let context: RenderContext
    let block: CSSBlocks.Block

    enum Key: String, ContextKey {
        case minWidth, screen, declarations

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        switch key {
        case .minWidth: .string(block.minWidth)
        case .screen: .string(block.screen)
        case .declarations: CSSView.declarations(context, block.changes)
        }
    }
}

/// One CSS declaration of `:root` or of a media block: `changes[change]`. (Three words, which an
/// existential holds without allocating.)
struct DeclarationView: KeyedView {
    let context: RenderContext
    let changes: [(column: Int, value: String)]
    let change: Int

    enum Key: String, ContextKey {
        case property, value, path

        static let byName = KeyTable<Key>()
    }

    func value(_ key: Key) -> MustacheValue? {
        switch key {
        case .property: .string(context.cssProperties[changes[change].column])
        case .value: .string(changes[change].value)
        case .path: context.text(context.model.columns[changes[change].column].path)
        }
    }
}

extension CSSKind {
    /// The keys CSS adds to every context, whatever the build's outputs (a project's template
    /// may read them): each token's, composite's, member's and constant's custom property.
    static let itemSections: [ContextSection] = [
        ContextSection("css", on: .tokenNames, at: .before("kebab")) { .string($0.cssProperties[$1]) },
        ContextSection("css", on: .compositeMember) { .string($0.cssProperties[$1]) },
        ContextSection("css", on: .compositeNames, at: .before("kebab")) {
            .string(NameStyles(path: $0.model.composites[$1].token.path).cssProperty(prefix: $0.options.cssPrefix))
        },
        ContextSection("css", on: .constantNames, at: .before("kebab")) {
            .string(NameStyles(path: $0.table.tokens[$1].token.path).cssProperty(prefix: $0.options.cssPrefix))
        },
    ]
}
