/// The naming rules of each output's language, checked before anything is rendered (so `lint`
/// checks them too): outputs in Swift need one distinct, unreserved property name per token;
/// outputs in CSS one distinct custom property; other languages have no naming rules. An output's
/// language is its plan's: a built-in template's own, or a user template's `language` option.
public enum NameCheck {
    /// Names the built-in Swift template declares beside the tokens, so no token may take them.
    static let reservedSwiftNames = SwiftReservedNames.names(in: BuiltInTemplates.sources["swift"] ?? "")

    public static func diagnostics(_ model: RenderModel, plans: [OutputPlan]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for plan in plans {
            let options = plan.options
            let problems: [Diagnostic]
            switch plan.language {
            case .swift:
                let reserved =
                    plan.template.map { SwiftReservedNames.names(in: $0.resolved.source) } ?? reservedSwiftNames
                problems =
                    swift(model, typeName: options.typeName, reserved: reserved)
                    + (reserved.contains(options.typeName)
                        ? [
                            .error(
                                .configValue,
                                "typeName '\(options.typeName)' is a name the generated type declares inside itself; choose another",
                                at: plan.location)
                        ] : [])
            case .css:
                problems = css(model, prefix: options.cssPrefix)
            case .plain where plan.name == OutputKind.android:
                problems = AndroidResources.nameCollisions(model)
            case .kotlin:
                let reserved =
                    plan.template.map { KotlinReservedNames.names(in: $0.resolved.source) } ?? reservedKotlinNames
                problems =
                    kotlin(model.kotlinNames, model: model, reserved: reserved)
                    + (KotlinIdentifier.keywords.contains(options.typeName)
                        ? [
                            .error(
                                .configValue, "typeName '\(options.typeName)' is a Kotlin keyword; choose another",
                                at: plan.location)
                        ] : [])
                    + (KotlinIdentifier.typesTheTableUses.contains(options.typeName)
                        ? [
                            .error(
                                .configValue,
                                "typeName '\(options.typeName)' is a type the generated Kotlin uses by that name; choose another",
                                at: plan.location)
                        ] : [])
            case .plain, .html, .json:
                continue
            }
            for problem in problems where seen.insert(problem).inserted { found.append(problem) }
        }
        return found
    }

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

    /// Two tokens with one CSS custom property.
    static func css(_ model: RenderModel, prefix: String) -> [Diagnostic] {
        var first: [String: Int] = [:]
        first.reserveCapacity(model.columns.count)
        var diagnostics: [Diagnostic] = []
        // One prefix for every token, so two properties are equal exactly when their kebab names are.
        for (column, facts) in model.columns.enumerated() where facts.isValue {
            let kebab = model.names[column].kebab
            if kebab.isEmpty, prefix.isEmpty {
                // A name of separators only (`_`, `-`) would be the property `--`, which CSS reserves.
                diagnostics.append(
                    .error(
                        .cssReservedName,
                        "'\(facts.path)' has no letter or digit to name it, and would be the CSS custom property '--', which CSS reserves",
                        at: facts.location, token: facts.path.description,
                        notes: [.init("give it a name with a letter or digit, or the css output a cssPrefix")]))
            } else if let earlier = first[kebab] {
                let name = NameStyles.cssProperty(kebab: kebab, prefix: prefix)
                diagnostics.append(
                    collision(
                        facts, model.columns[earlier], name: "the CSS custom property '\(name)'",
                        code: .cssNameCollision))
            } else {
                first[kebab] = column
            }
        }
        return diagnostics
    }

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

    private static func collision(
        _ facts: RenderModel.Column, _ earlier: RenderModel.Column, name: String, code: DiagnosticCode
    ) -> Diagnostic {
        .error(
            code, "'\(facts.path)' and '\(earlier.path)' both become \(name)", at: facts.location,
            token: facts.path.description,
            notes: [.init("'\(earlier.path)' is defined here", at: earlier.location)])
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

extension RenderModel {
    /// Each value column the Kotlin outputs write, with its property name (without backticks).
    var kotlinNames: [(column: Int, name: String)] {
        AndroidColumns(self).columns.map { ($0.column, KotlinNames.property(names[$0.column])) }
    }
}

extension DiagnosticCode {
    /// Two values map to one Kotlin property name (in a Kotlin output).
    public static let kotlinNameCollision = DiagnosticCode("kotlin.name-collision")
    /// A value maps to a name the generated Kotlin uses itself.
    public static let kotlinReservedName = DiagnosticCode("kotlin.reserved-name")
    /// Two tokens map to one Swift name (in a Swift output).
    public static let swiftNameCollision = DiagnosticCode("swift.name-collision")
    /// A token maps to a name the generated Swift type uses itself.
    public static let swiftReservedName = DiagnosticCode("swift.reserved-name")
    /// Two tokens map to one CSS custom property (in a CSS output).
    public static let cssNameCollision = DiagnosticCode("css.name-collision")
    /// A token whose name has no letter or digit, which would be the custom property `--`.
    public static let cssReservedName = DiagnosticCode("css.reserved-name")
}
