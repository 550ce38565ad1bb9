/// The options one output was given, typed. Each option is an `OptionKey`, declared with the
/// output kind that takes it (`Outputs/<Kind>/<Kind>Kind+Options.swift`), or in
/// `TemplateOptions.swift` for those every template may take; an option the config did not write
/// reads as its key's default. The config parser, the JSON Schema, `templates/README.md` and the
/// render context's `options` read the kinds' declarations (`OutputOption`), gathered by
/// `OutputKindTable`.
package struct OutputOptions: Sendable, Hashable {
    /// The options set to something other than their default, by name.
    private var values: [String: OptionValue] = [:]

    package init() {}

    /// Options read from an options object without checking them (`dimens context`, tests); a
    /// config's are checked by `init(checking:template:kinds:)`.
    package init(_ object: JSONObject, kinds: OutputKindTable) {
        var fields = JSONFields(object, at: .start, in: "", words: OutputOption.words("", kinds: kinds))
        let declared = kinds.allOptions
        for member in object.members {
            declared.first { $0.name == member.key }?.read(&fields, member, &self)
        }
    }

    /// The options of an output of `template`, each checked by its declaration: taken by that
    /// output (`kinds`), and of the right type and range.
    init(checking fields: inout JSONFields, template: String, kinds: OutputKindTable) {
        let known = kinds.options(for: template)
        for member in fields.object.members {
            guard let option = known.first(where: { $0.name == member.key }) else {
                fields.reportUnknown(member, suggesting: known.map(\.name))
                continue
            }
            option.read(&fields, member, &self)
        }
    }

    /// The value of the option `key` names.
    package subscript<Value>(key: OptionKey<Value>) -> Value {
        get { values[key.name].flatMap(key.load) ?? key.defaultValue }
        set {
            let stored = key.store(newValue)
            values[key.name] = stored == key.store(key.defaultValue) ? nil : stored
        }
    }

    /// The values of `options` by name, for templates (`{{options.jumpRatio}}`).
    package func values(of options: [OutputOption]) -> [(String, JSONValue)] {
        options.map { ($0.name, $0.value(self)) }
    }
}

/// One option's value as `OutputOptions` keeps it, whatever its type.
package enum OptionValue: Sendable, Hashable {
    case text(String)
    case flag(Bool)
    case number(Double)
}

/// A typed output option: its name in a config, its default, and how its value is kept.
package struct OptionKey<Value: Sendable>: Sendable {
    package let name: String
    package let defaultValue: Value
    /// How a value is kept in `OutputOptions`.
    let store: @Sendable (Value) -> OptionValue
    /// The value kept, read back; nil if it is not one of this option's.
    let load: @Sendable (OptionValue) -> Value?
}

extension OptionKey where Value == String {
    package init(_ name: String, default defaultValue: String) {
        self.init(
            name: name, defaultValue: defaultValue, store: { .text($0) },
            load: { if case .text(let text) = $0 { text } else { nil } })
    }
}

extension OptionKey where Value == Bool {
    package init(_ name: String, default defaultValue: Bool) {
        self.init(
            name: name, defaultValue: defaultValue, store: { .flag($0) },
            load: { if case .flag(let flag) = $0 { flag } else { nil } })
    }
}

extension OptionKey where Value == Double {
    package init(_ name: String, default defaultValue: Double) {
        self.init(
            name: name, defaultValue: defaultValue, store: { .number($0) },
            load: { if case .number(let number) = $0 { number } else { nil } })
    }
}

extension OptionKey where Value == Int {
    package init(_ name: String, default defaultValue: Int) {
        self.init(
            name: name, defaultValue: defaultValue, store: { .number(Double($0)) },
            load: { if case .number(let number) = $0 { Int(number) } else { nil } })
    }
}

extension OptionKey where Value: RawRepresentable, Value.RawValue == String {
    package init(_ name: String, default defaultValue: Value) {
        self.init(
            name: name, defaultValue: defaultValue, store: { .text($0.rawValue) },
            load: { if case .text(let text) = $0 { Value(rawValue: text) } else { nil } })
    }
}
