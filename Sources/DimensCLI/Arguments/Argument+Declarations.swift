extension Argument {
    /// `--name`: sets the field to true when given.
    static func flag(
        _ name: String, _ key: WritableKeyPath<Options, Bool>, help: String, usage: UsageForm = .optional
    ) -> Self {
        Self(kind: .flag, name: name, help: help, usage: usage) { options, _ in options[keyPath: key] = true }
    }

    /// `--name VALUE`: an optional field, nil when the option is not given; the last one given wins.
    static func option<Value: ArgumentValue>(
        _ name: String, _ key: WritableKeyPath<Options, Value?>, valueName: String? = nil, help: String,
        usage: UsageForm = .optional, invalid: String? = nil
    ) -> Self {
        Self(kind: .option, name: name, valueName: valueName ?? Value.valueName, help: help, usage: usage) {
            options, text throws(UsageError) in
            options[keyPath: key] = try convert(text, for: name, invalid: invalid) as Value
        }
    }

    /// `--name VALUE`: a field with a default, or a required option (`usage: .required`).
    static func option<Value: ArgumentValue>(
        _ name: String, _ key: WritableKeyPath<Options, Value>, valueName: String? = nil, help: String,
        usage: UsageForm = .optional, invalid: String? = nil
    ) -> Self {
        Self(kind: .option, name: name, valueName: valueName ?? Value.valueName, help: help, usage: usage) {
            options, text throws(UsageError) in
            options[keyPath: key] = try convert(text, for: name, invalid: invalid)
        }
    }

    /// `--name VALUE`, as often as wanted: each value is appended to the field.
    static func option<Value: ArgumentValue>(
        _ name: String, _ key: WritableKeyPath<Options, [Value]>, valueName: String? = nil, help: String,
        usage: UsageForm = .optional, invalid: String? = nil
    ) -> Self {
        Self(kind: .option, name: name, valueName: valueName ?? Value.valueName, help: help, usage: usage) {
            options, text throws(UsageError) in
            options[keyPath: key].append(try convert(text, for: name, invalid: invalid))
        }
    }

    /// One positional argument, named `valueName` in the usage line (`TOKEN`), or by its type's
    /// choices (`tokens|config`) when nil; required unless `usage` says otherwise.
    static func positional<Value: ArgumentValue>(
        _ key: WritableKeyPath<Options, Value>, _ valueName: String? = nil, usage: UsageForm = .required
    ) -> Self {
        let name = valueName ?? Value.valueName ?? "VALUE"
        return Self(kind: .positional, name: name, usage: usage) { options, text throws(UsageError) in
            options[keyPath: key] = try convert(text, for: name, invalid: nil)
        }
    }

    /// One positional argument stored in an optional field (nil when not given).
    static func positional<Value: ArgumentValue>(
        _ key: WritableKeyPath<Options, Value?>, _ valueName: String, usage: UsageForm = .required
    ) -> Self {
        Self(kind: .positional, name: valueName, usage: usage) { options, text throws(UsageError) in
            options[keyPath: key] = try convert(text, for: valueName, invalid: nil) as Value
        }
    }

    /// Every remaining positional argument, none or more (`[FILE…]`).
    static func positionals<Value: ArgumentValue>(
        _ key: WritableKeyPath<Options, [Value]>, _ valueName: String
    ) -> Self {
        Self(kind: .positional, name: valueName, repeats: true) { options, text throws(UsageError) in
            options[keyPath: key].append(try convert(text, for: valueName, invalid: nil))
        }
    }

    /// A word given as is; it begins a form of the command line with the positionals after it
    /// (`templates list | templates cat NAME`), and stores nothing: the fields those fill tell
    /// the forms apart.
    static func word(_ word: String) -> Self {
        Self(kind: .word, name: word, usage: .required) { _, _ in }
    }

    /// `--help`: every command's last option.
    static var help: Self {
        Self(kind: .help, name: "--help", help: "show this help", usage: .hidden) { _, _ in }
    }

    private static func convert<Value: ArgumentValue>(
        _ text: String, for name: String, invalid: String?
    ) throws(UsageError) -> Value {
        guard let value = Value(argument: text) else { throw UsageError(invalid ?? Value.invalid(text, for: name)) }
        return value
    }
}
