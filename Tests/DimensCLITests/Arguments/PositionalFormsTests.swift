import Testing

@testable import DimensCLI

/// A required and an optional positional, and a required option.
private struct Pair: CommandOptions, Equatable {
    var first = ""
    var second: String?
    var mode = ""

    static var arguments: [Argument<Self>] {
        [
            .positional(\.first, "FIRST"), .positional(\.second, "SECOND", usage: .optional),
            .option("--mode", \.mode, valueName: "M", help: "how", usage: .required),
        ]
    }
}

/// The same with one message for every wrong count.
private struct PairWithMisuse: CommandOptions, Equatable {
    var first = ""
    var mode = ""

    static let misuse: String? = "pair takes FIRST and --mode"

    static var arguments: [Argument<Self>] {
        [.positional(\.first, "FIRST"), .option("--mode", \.mode, valueName: "M", help: "how", usage: .required)]
    }
}

/// Two forms, by word: `list`, or `cat NAME`.
private struct Forms: CommandOptions, Equatable {
    var name: String?

    static var arguments: [Argument<Self>] { [.word("list"), .word("cat"), .positional(\.name, "NAME")] }
}

/// A positional choice.
private struct Choice: CommandOptions, Equatable {
    var schema = SchemaCommand.Schema.tokens

    static var arguments: [Argument<Self>] { [.positional(\.schema)] }
}

/// Positional arguments fill their fields in order, by the first form they fit.
struct PositionalFormsTests {
    @Test func fillsInOrderAndChecksTheCount() {
        #expect(Outcome<Pair>(["a", "--mode", "m"]) == .options(Pair(first: "a", second: nil, mode: "m")))
        #expect(Outcome<Pair>(["a", "b", "--mode=m"]) == .options(Pair(first: "a", second: "b", mode: "m")))
        #expect(Outcome<Pair>(["--mode", "m"]) == .error("missing FIRST"))
        #expect(Outcome<Pair>(["a", "b", "c", "--mode", "m"]) == .error("unexpected argument 'c'"))
        #expect(Outcome<Pair>(["a"]) == .error("missing --mode M"))
    }

    @Test(arguments: [[], ["a", "b", "--mode", "m"], ["a"]])
    func aMisuseMessageReplacesTheCountErrors(_ arguments: [String]) {
        #expect(Outcome<PairWithMisuse>(arguments) == .error("pair takes FIRST and --mode"))
    }

    @Test func wordsSelectAForm() {
        #expect(Outcome<Forms>(["list"]) == .options(Forms(name: nil)))
        #expect(Outcome<Forms>(["cat", "swift"]) == .options(Forms(name: "swift")))
        #expect(Outcome<Forms>(["cat"]) == .error("missing NAME"))
        #expect(Outcome<Forms>(["lst"]) == .error("unexpected argument 'lst'"))
        #expect(Outcome<Forms>(["list", "x"]) == .error("unexpected argument 'x'"))
        #expect(Outcome<Forms>([]) == .error("missing list"))
    }

    @Test func aChoiceIsCheckedWithItsOwnMessage() {
        #expect(Outcome<Choice>(["config"]) == .options(Choice(schema: .config)))
        #expect(Outcome<Choice>(["token"]) == .error("'token' is not a schema; name one: tokens or config"))
        #expect(Outcome<Choice>([]) == .error("missing tokens|config"))
    }

    @Test func noPositionalsDeclaredRejectsAny() {
        #expect(Outcome<Forms>(["list", "--", "x"]) == .error("unexpected argument 'x'"))
        #expect(Outcome<Sample2>(["stray"]) == .error("unexpected argument 'stray'"))
    }
}

/// Only a flag.
private struct Sample2: CommandOptions, Equatable {
    var quiet = false

    static var arguments: [Argument<Self>] { [.flag("--quiet", \.quiet, help: "say nothing")] }
}
