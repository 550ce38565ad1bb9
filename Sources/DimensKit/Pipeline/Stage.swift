/// One stage of the compiler as a value: its name and the function from its input to its output
/// and what it found. `Stages` makes each with the settings it takes; the driver chains them.
struct Stage<Input, Output> {
    /// What the stage is called in `Pipeline.swift`'s table (and in `StageTests`).
    let name: String
    let run: (Input) -> (Output, [Diagnostic])

    /// The stage's output, with what it found appended to `log`.
    func callAsFunction(_ input: Input, into log: inout DiagnosticLog) -> Output {
        let (output, found) = run(input)
        log.add(contentsOf: found)
        return output
    }
}

/// A check that follows a stage: what it finds in the stage's output (`Value`, with what the check
/// reads beside it). One with `whileSound` runs only while the log holds no error.
struct Check<Value> {
    /// What the check is called; `StageTests` holds the driver's lists to their documented order.
    let name: String
    var whileSound = false
    let find: (Value) -> [Diagnostic]

    init(_ name: String, whileSound: Bool = false, find: @escaping (Value) -> [Diagnostic]) {
        (self.name, self.whileSound, self.find) = (name, whileSound, find)
    }
}

extension Array {
    /// Runs the checks in order on `value`, each appending what it finds to `log`.
    func run<Value>(on value: Value, into log: inout DiagnosticLog) where Element == Check<Value> {
        for check in self where !(check.whileSound && log.hasErrors) {
            log.add(contentsOf: check.find(value))
        }
    }
}
