/// The swift output's naming rules: one distinct property per token, none a name the generated
/// type declares itself (read from the template, `SwiftReservedNames`).
extension NameCheck {
    /// Names the built-in Swift template declares beside the tokens, so no token may take them.
    static let reservedSwiftNames = SwiftReservedNames.names(in: BuiltInTemplates.sources["swift"] ?? "")

    /// Two tokens with one Swift name, or a token taking a name of the generated API.
    static func swift(_ model: RenderModel, typeName: String, reserved: Set<String> = reservedSwiftNames)
        -> [Diagnostic]
    {
        /// A column's facts named by its token's path (a composite member's column by the composite's).
        func facts(_ column: Int) -> RenderModel.Column {
            var facts = model.columns[column]
            facts.path = UserText(model.packed.columns[column].token.path.description)
            return facts
        }
        var first: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        // One property per token: a composite's first column stands for it.
        let columns = (model.tokenColumns + model.composites.map({ $0.members[0].column })).sorted()
        first.reserveCapacity(columns.count)
        for column in columns {
            let name = model.swiftName(column)
            if reserved.contains(name) || name == typeName {
                let facts = facts(column)
                diagnostics.append(
                    .error(
                        .swiftReservedName, "'\(facts.path)' becomes '\(name)', a name the generated type uses itself",
                        at: facts.location, token: facts.path.description))
            } else if let earlier = first[name] {
                diagnostics.append(
                    collision(
                        facts(column), facts(earlier), name: "the Swift name '\(name)'", code: .swiftNameCollision))
            } else {
                first[name] = column
            }
        }
        return diagnostics
    }
}

extension RenderModel {
    /// The Swift property of a column's token: a composite's member columns stand for the
    /// composite, named by its path.
    func swiftName(_ column: Int) -> String {
        columns[column].member == nil
            ? names[column].swiftBare : NameStyles(path: packed.columns[column].token.path).swiftBare
    }
}

extension DiagnosticCode {
    /// Two tokens map to one Swift name (in a Swift output).
    package static let swiftNameCollision = DiagnosticCode("swift.name-collision")
    /// A token maps to a name the generated Swift type uses itself.
    package static let swiftReservedName = DiagnosticCode("swift.reserved-name")
}
