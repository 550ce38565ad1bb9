/// A command's positional arguments as forms: one, or one per word (`list`, or `cat NAME`), each
/// the word and the positionals declared after it. The first form the arguments fit fills them in.
struct PositionalForms<Options> {
    var forms: [[Argument<Options>]]

    init(_ arguments: [Argument<Options>]) {
        var forms: [[Argument<Options>]] = [[]]
        for argument in arguments where argument.kind == .positional || argument.kind == .word {
            if argument.kind == .word, !forms[forms.count - 1].isEmpty { forms.append([]) }
            forms[forms.count - 1].append(argument)
        }
        self.forms = forms
    }

    /// Stores `texts` by the first form they fit, or reports a usage error: `misuse`, or else what
    /// is missing or unexpected, by the form whose words they hold (the first form when none).
    func fill(_ options: inout Options, with texts: [String], misuse: String?) throws(UsageError) {
        guard let form = forms.first(where: { Self.wordsInPlace(texts, $0) && Self.counts(texts, $0) }) else {
            let closest = forms.first { Self.wordsInPlace(texts, $0) } ?? forms[0]
            throw UsageError(misuse ?? Self.problem(with: texts, in: closest))
        }
        var rest = texts[...]
        for argument in form {
            if argument.repeats {
                while let text = rest.popFirst() { try argument.store(&options, text) }
            } else if let text = rest.popFirst() {
                try argument.store(&options, text)
            }
        }
    }

    /// True when each of the form's words is given in its place.
    private static func wordsInPlace(_ texts: [String], _ form: [Argument<Options>]) -> Bool {
        form.enumerated().allSatisfy { index, argument in
            argument.kind != .word || (index < texts.count && texts[index] == argument.name)
        }
    }

    /// True when there are as many texts as the form takes.
    private static func counts(_ texts: [String], _ form: [Argument<Options>]) -> Bool {
        let required = form.count { $0.usage == .required }
        let most = form.contains(where: \.repeats) ? Int.max : form.count
        return (required...most).contains(texts.count)
    }

    /// What is wrong with `texts` for `form`: a word out of place, one too many, or what is missing.
    private static func problem(with texts: [String], in form: [Argument<Options>]) -> String {
        if let index = form.indices.first(where: { form[$0].kind == .word && texts.indices.contains($0) }),
            texts[index] != form[index].name
        {
            return "unexpected argument '\(texts[index])'"
        }
        if texts.count > form.count, !form.contains(where: \.repeats) {
            return "unexpected argument '\(texts[form.count])'"
        }
        let missing = form.dropFirst(texts.count).first { $0.usage == .required }
        return "missing \(missing?.name ?? "argument")"
    }
}
