/// A generated file, rendered in memory: its path under the output directory and its text.
public struct RenderedOutput: Sendable, Hashable {
    public var path: String
    public var text: String

    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What the render stage (`Renderer.render`, in `Render/`) gives every output kind: the
/// generator's name and the error for an output over the size limit.
package enum Renderer {
    /// Named in generated files; no version-specific text beyond this, so outputs stay stable.
    package static let generator = "dimens"

    /// The error for an output of `size` bytes, over the limit.
    static func tooLarge(_ plan: OutputPlan, size: String) -> Diagnostic {
        .error(
            .outputTooLarge,
            "'\(plan.path)' would be \(size) bytes; outputs are limited to \(OutputPlan.maximumBytes) bytes",
            at: plan.location)
    }
}
