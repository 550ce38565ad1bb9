/// Typography members beyond DTCG's five (§9.8: `fontFamily`, `fontSize`, `fontWeight`,
/// `letterSpacing`, `lineHeight`), as real design systems write them: a member that names a CSS
/// font or text property (`fontStyle`, `textTransform`, `-webkit-font-smoothing`, …) or one of the
/// text properties design tools export (`paragraphSpacing`, `textCase`) is carried through as
/// written, with one `composite.carried-member` warning per member name however many typographies
/// hold it. Any other member is a `composite.unknown-member` error, with "did you mean" when it is
/// a near miss of one of the five (`fontSise`, `lineheight`).
enum TypographyExtraMembers {
    /// The CSS font and text properties (CSS Fonts 4, CSS Text 3, CSS Text Decoration 4, CSS
    /// Writing Modes 4) and design tools' text properties, as `normalized` spells them.
    static let carriedNames: Set<String> = [
        "fontstyle", "fontvariant", "fontvariantcaps", "fontvariantnumeric", "fontvariantligatures",
        "fontvarianteastasian", "fontvariantposition", "fontvariantalternates", "fontvariantemoji", "fontstretch",
        "fontwidth", "fontfeaturesettings", "fontvariationsettings", "fontkerning", "fontopticalsizing",
        "fontsizeadjust", "fontsynthesis", "fontsmoothing", "fontpalette", "fontlanguageoverride",
        "textdecoration", "textdecorationline", "textdecorationstyle", "textdecorationcolor",
        "textdecorationthickness", "textdecorationskipink", "textunderlineoffset", "textunderlineposition",
        "texttransform", "textalign", "textalignlast", "textindent", "textjustify", "textshadow",
        "textrendering", "textwrap", "textoverflow", "textsizeadjust", "textemphasis", "whitespace",
        "wordspacing", "wordbreak", "overflowwrap", "hyphens", "hangingpunctuation", "linebreak", "tabsize",
        "direction", "writingmode", "textorientation", "verticalalign", "unicodebidi",
        "paragraphspacing", "paragraphindent", "textcase", "fontfamilyfallback",
    ]

    /// Vendor prefixes, as `normalized` leaves them (`-webkit-`, `Webkit`, `-moz-osx-`, `MozOsx`).
    static let vendorPrefixes = ["webkit", "mozosx", "moz", "ms"]

    /// `name` lowercased without `-` and `_`, so CSS's `text-transform` and JavaScript's
    /// `textTransform` read alike.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" })
    }

    /// True when `name` is a CSS font or text property or a design tool's text property, with or
    /// without a vendor prefix: carried, not an error.
    static func isCarried(_ name: String) -> Bool {
        let plain = normalized(name)
        if carriedNames.contains(plain) { return true }
        return vendorPrefixes.contains {
            plain.hasPrefix($0) && carriedNames.contains(String(plain.dropFirst($0.count)))
        }
    }
}

extension ValueReader {
    /// Reports the members of a typography DTCG does not define: carried ones as one warning per
    /// name (their `cause`), the rest as errors.
    mutating func checkTypographyKeys(of object: JSONObject, known: [String]) {
        let unknown = JSONObject(object.members.filter { !known.contains($0.key) })
        for member in unknown.members where TypographyExtraMembers.isCarried(member.key) {
            diagnostics.append(
                .warning(
                    .compositeCarriedMember,
                    "typographies hold \"\(member.key)\", which DTCG does not define (§9.8); dimens carries it through as written, as the json output shows",
                    at: location(member.keyPosition), token: token, cause: "typography member \(member.key)"))
        }
        checkKeys(
            of: object, known: known, in: "a typography", code: .compositeUnknownMember,
            skipping: TypographyExtraMembers.isCarried)
    }
}

extension DiagnosticCode {
    /// A typography member DTCG does not define that names a CSS font or text property: carried
    /// through as written (a warning, shown once per member name).
    package static let compositeCarriedMember = DiagnosticCode("composite.carried-member")
}
