/// What the unit of a length says, read the way DTCG 2025.10 and CSS read it: a unit dimens
/// computes with, a real CSS unit it cannot compute (carried through with a warning), a near miss
/// of one it computes (`xp`, `PX`: an error with "did you mean", so a typo never drops a token),
/// a duration unit on a length, or something else (an error a team may lower).
enum UnitReading: Equatable {
    case known(DimensionUnit)
    case css
    case misspelt(DimensionUnit)
    case duration
    case unknown

    init(_ name: String) {
        if let unit = DimensionUnit(rawValue: name) {
            self = .known(unit)
        } else if Self.cssLengthUnits.contains(name) {
            self = .css
        } else if name == "ms" || name == "s" {
            self = .duration
        } else if let near = Suggestion.closest(to: name, in: DimensionUnit.allCases.map(\.rawValue), limit: 1) {
            self = .misspelt(DimensionUnit(rawValue: near)!)
        } else {
            self = .unknown
        }
    }

    /// CSS Values 4 length units dimens does not compute (relative to a font, a viewport or a
    /// container), and percentages; CSS's own spellings (lowercase, `Q`).
    static let cssLengthUnits: Set<String> = [
        "em", "ex", "ch", "ic", "cap", "lh", "rlh", "rex", "rch", "ric", "rcap", "vw", "vh", "vi", "vb", "vmin",
        "vmax", "svw", "svh", "svi", "svb", "svmin", "svmax", "lvw", "lvh", "lvi", "lvb", "lvmin", "lvmax", "dvw",
        "dvh", "dvi", "dvb", "dvmin", "dvmax", "cqw", "cqh", "cqi", "cqb", "cqmin", "cqmax", "Q", "pc", "%",
    ]

    static let unitsNote = "DTCG units are px and rem; dimens adds pt, dp, sp, mm, cm and in"

    /// The finding for a unit dimens does not compute with, at `location`: a warning that carries
    /// the token through for a CSS unit, an error otherwise. `what` names the value ("dimension
    /// unit", "unit in \"fontSize\"").
    static func diagnostic(
        for name: String, reading: UnitReading, what: String, token: String, at location: SourceLocation
    ) -> Diagnostic {
        switch reading {
        case .known: preconditionFailure("a known unit needs no diagnostic")
        case .css:
            return .warning(
                .valueUnit,
                "\(what) \"\(name)\" is a CSS unit dimens cannot compute per screen: '\(token)' is carried through untouched",
                at: location, token: token, notes: [.init(unitsNote)])
        case .misspelt(let intended):
            return .error(
                .valueMisspeltUnit, "\(what) \"\(name)\" looks like a misspelt \"\(intended.rawValue)\"",
                at: location, token: token, notes: [.init("did you mean '\(intended.rawValue)'?"), .init(unitsNote)])
        case .duration:
            return .error(
                .valueUnknownUnit, "\(what) \"\(name)\" is a duration unit, not a length",
                at: location, token: token, notes: [.init("a duration token has \"$type\": \"duration\"")])
        case .unknown where name.isEmpty:
            return .error(
                .valueUnknownUnit, "\(what) is empty; only zero may be written without a unit", at: location,
                token: token, notes: [.init(unitsNote)])
        case .unknown:
            return .error(
                .valueUnknownUnit, "\(what) \"\(name)\" is not a unit dimens or CSS knows", at: location,
                token: token, notes: [.init(unitsNote)])
        }
    }
}

extension DiagnosticCode {
    /// A unit one typo from one dimens computes (`xp`, `PX`): an error with "did you mean".
    package static let valueMisspeltUnit = DiagnosticCode("value.misspelt-unit")
    /// A unit neither dimens nor CSS knows, or a duration unit on a length: an error a team may
    /// lower to a warning (the token is then carried through).
    package static let valueUnknownUnit = DiagnosticCode("value.unknown-unit")
}
