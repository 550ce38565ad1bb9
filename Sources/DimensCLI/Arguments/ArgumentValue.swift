import Foundation

/// A type the text of an option's value, or of a positional argument, converts to.
protocol ArgumentValue {
    /// The value the text stands for, or nil when it is not one.
    init?(argument: String)
    /// The usage line's name for a value when the declaration gives none (`text|json|github`).
    static var valueName: String? { get }
    /// The usage error for a text that is no value, given to `name` (`--polls`, `TOKEN`).
    static func invalid(_ argument: String, for name: String) -> String
}

extension ArgumentValue {
    static var valueName: String? { nil }

    static func invalid(_ argument: String, for name: String) -> String {
        "invalid value '\(argument)' for \(name)"
    }
}

extension String: ArgumentValue {
    init?(argument: String) { self = argument }
}

extension Int: ArgumentValue {
    init?(argument: String) { self.init(argument) }
}

extension Double: ArgumentValue {
    init?(argument: String) { self.init(argument) }
}

/// An enum given by the raw value of one of its cases (`--diagnostics-format json`): the usage
/// line lists the cases, and a wrong one is reported with them.
protocol ArgumentChoice: ArgumentValue, CaseIterable, RawRepresentable where RawValue == String {
    /// What a value is called in the usage error: `diagnostics format`.
    static var noun: String { get }
}

extension ArgumentChoice {
    init?(argument: String) { self.init(rawValue: argument) }

    static var valueName: String? { allCases.map(\.rawValue).joined(separator: "|") }

    /// `unknown diagnostics format 'xml'; expected text, json or github`.
    static func invalid(_ argument: String, for name: String) -> String {
        "unknown \(noun) '\(argument)'; expected \(choices)"
    }

    /// The cases in words: `text, json or github`.
    static var choices: String {
        let names = allCases.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// An amount of memory: bytes, or a number with K, M, G or T (powers of 1024; `KiB`, `MB`, `GB` and
/// the like are read the same): `--max-memory 512M`.
struct MemorySize: ArgumentValue, Hashable {
    var bytes: Int

    init?(argument: String) {
        var text = argument.trimmingCharacters(in: .whitespaces).uppercased()
        // `IB` only after a unit (`4iB` is no amount); `B` alone for bytes.
        if text.hasSuffix("IB") {
            guard let unit = text.dropLast(2).last, "KMGT".contains(unit) else { return nil }
            text.removeLast(2)
        } else if text.hasSuffix("B") {
            text.removeLast()
        }
        let units: [Character: Double] = ["K": 0x1p10, "M": 0x1p20, "G": 0x1p30, "T": 0x1p40]
        var scale = 1.0
        if let last = text.last, let unit = units[last] {
            scale = unit
            text.removeLast()
        }
        guard let number = Double(text), number.isFinite, number > 0, number * scale < 1e18 else { return nil }
        bytes = Int(number * scale)
        guard bytes >= 1 else { return nil }
    }

    static var valueName: String? { "SIZE" }

    static func invalid(_ argument: String, for name: String) -> String {
        "invalid value '\(argument)' for \(name); expected an amount of memory such as 512M or 8G"
    }
}
