/// A token's dimens settings in words, as the report shows them and the json output records them
/// for `dimens diff`: `min 10 · round half · overrides pad 24, w>=560 2`.
extension DimensSettings {
    /// Every setting written for the token; without `overrides` when `includingOverrides` is
    /// false (the json output records those on their own).
    package func summary(includingOverrides: Bool = true) -> String {
        var parts = parameters.sorted { $0.key.rawValue < $1.key.rawValue }.map {
            "\($0.key.rawValue) \(NumberText.decimals($0.value.value))"
        }
        if let flag = aspectRatio?.value { parts.append("aspectRatio \(flag)") }
        if let dimension = dimension?.value { parts.append("dimension \(dimension.rawValue)") }
        if let min = min?.value { parts.append("min \(NumberText.decimals(min))") }
        if let max = max?.value { parts.append("max \(NumberText.decimals(max))") }
        if let round = round?.value { parts.append("round \(round.rawValue)") }
        if let mode = roundingMode?.value { parts.append("roundingMode \(mode.rawValue)") }
        if let style = textStyle?.value { parts.append("textStyle \(style.rawValue)") }
        if let flag = tapTarget?.value { parts.append("tapTarget \(flag)") }
        if let flag = fluid?.value { parts.append("fluid \(flag)") }
        func rules<V>(_ name: String, _ rules: [SelectorRule<V>]?, _ text: (V) -> String) {
            guard let rules, !rules.isEmpty else { return }
            parts.append(
                "\(name) "
                    + rules.map { "\($0.selector)\($0.member.map { ".\($0)" } ?? "") \(text($0.value))" }.joined(
                        separator: ", "))
        }
        if includingOverrides {
            rules("overrides", overrides) { value in
                if case .number(let number) = value { return NumberText.decimals(number) }
                return JSONWriter.write(value.json, pretty: false)
            }
        }
        rules("bases", bases) { NumberText.decimals($0) }
        rules("multipliers", multipliers) { NumberText.decimals($0) }
        return parts.joined(separator: " · ")
    }
}
