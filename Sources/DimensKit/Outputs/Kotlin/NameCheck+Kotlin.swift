/// The Kotlin outputs' naming rules: one distinct property per value, none a name the generated
/// classes use (read from the templates, `KotlinReservedNames`).
extension NameCheck {
    /// Names the built-in Kotlin templates declare beside the tokens' properties (the row the
    /// values class reads, the plain values the Compose class wraps), read from their text.
    static let reservedKotlinNames = ["kotlin", "compose"].reduce(into: Set<String>()) {
        $0.formUnion(KotlinReservedNames.names(in: BuiltInTemplates.sources[$1] ?? ""))
    }

    /// Two values with one Kotlin property name, or a value taking a name the generated classes use.
    static func kotlin(
        _ names: [(column: Int, name: String)], model: RenderModel, reserved: Set<String> = reservedKotlinNames
    ) -> [Diagnostic] {
        var first: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for (column, name) in names {
            let facts = model.columns[column]
            if reserved.contains(name) {
                diagnostics.append(
                    .error(
                        .kotlinReservedName,
                        "'\(facts.path)' becomes '\(name)', a name the generated Kotlin uses itself",
                        at: facts.location, token: facts.path.description))
            } else if let earlier = first[name] {
                diagnostics.append(
                    collision(
                        facts, model.columns[earlier], name: "the Kotlin name '\(name)'", code: .kotlinNameCollision))
            } else {
                first[name] = column
            }
        }
        return diagnostics
    }
}

extension RenderModel {
    /// Each value column the Kotlin outputs write, with its property name (without backticks).
    var kotlinNames: [(column: Int, name: String)] {
        androidColumns.columns.map { ($0.column, KotlinNames.property(names[$0.column])) }
    }
}

extension DiagnosticCode {
    /// Two values map to one Kotlin property name (in a Kotlin output).
    package static let kotlinNameCollision = DiagnosticCode("kotlin.name-collision")
    /// A value maps to a name the generated Kotlin uses itself.
    package static let kotlinReservedName = DiagnosticCode("kotlin.reserved-name")
}
