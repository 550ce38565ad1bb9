/// Parses RFC 8259 JSON into `JSONValue`s with the line and column of every key and value.
///
/// Grammar errors stop the parse at the first one (with its position); duplicate keys are reported
/// for every occurrence and parsing goes on, so one run shows them all. Nesting deeper than
/// `maxDepth` is an error rather than a stack overflow.
package struct JSONParser {
    /// What the parser accepts beyond strict JSON, and its limits.
    package struct Options: Sendable {
        /// `//` and `/* */` comments, for config files.
        package var allowComments = false
        /// A comma before `}` or `]`, for config files (JSON with comments, as editors write it).
        package var allowTrailingCommas = false
        /// A repeated key in one object is an error (`json.duplicate-key`) when true.
        package var rejectDuplicateKeys = true
        /// Objects and arrays nested deeper than this are an error (`json.too-deep`).
        package var maxDepth = 128

        package init(
            allowComments: Bool = false, allowTrailingCommas: Bool = false, rejectDuplicateKeys: Bool = true,
            maxDepth: Int = 128
        ) {
            self.allowComments = allowComments
            self.allowTrailingCommas = allowTrailingCommas
            self.rejectDuplicateKeys = rejectDuplicateKeys
            self.maxDepth = maxDepth
        }
    }

    /// The outcome of parsing one file: the value when the grammar was valid, and every finding.
    package struct Result: Sendable {
        package var value: JSONValue?
        package var diagnostics: [Diagnostic]
    }

    package static func parse(_ file: SourceFile, options: Options = Options()) -> Result {
        let scanner = JSONScanner(bytes: file.bytes, allowComments: options.allowComments)
        var parser = JSONParser(scanner: scanner, file: file.path, options: options)
        do {
            let value = try parser.parseDocument()
            return Result(value: value, diagnostics: parser.diagnostics)
        } catch {
            let location = SourceLocation(file: file.path, position: error.position)
            var diagnostic = Diagnostic.error(error.code, error.message, at: location)
            diagnostic.notes += error.notes.map { Diagnostic.Note($0) }
            return Result(value: nil, diagnostics: parser.diagnostics + [diagnostic])
        }
    }

    private var scanner: JSONScanner
    private let file: String
    private let options: Options
    private var diagnostics: [Diagnostic] = []

    /// Parses the one value at `scanner`'s position and moves past it: for readers that walk a
    /// large document themselves and only need some of its parts as values.
    static func value(at scanner: inout JSONScanner, file: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(scanner: scanner, file: file, options: Options())
        let value = try parser.parseValue(depth: 0)
        scanner = parser.scanner
        return value
    }

    private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        scanner.skipByteOrderMark()
        try scanner.skipWhitespace()
        guard !scanner.isAtEnd else {
            throw JSONSyntaxError(.jsonSyntax, "the file holds no JSON value", at: scanner.position)
        }
        let value = try parseValue(depth: 0)
        try scanner.skipWhitespace()
        guard scanner.isAtEnd else {
            throw JSONSyntaxError(
                .jsonSyntax, "unexpected \(scanner.describeCurrent()) after the end of the JSON value",
                at: scanner.position)
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = scanner.position
        guard let byte = scanner.current else {
            throw JSONSyntaxError(.jsonSyntax, "unexpected end of file; expected a value", at: start)
        }
        switch byte {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject(depth: depth + 1)), at: start)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray(depth: depth + 1)), at: start)
        case UInt8(ascii: "\""): return JSONValue(.string(try scanner.scanString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try scanner.scanNumber()), at: start)
        case UInt8(ascii: "t"):
            try scanner.expectWord("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try scanner.expectWord("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try scanner.expectWord("null")
            return JSONValue(.null, at: start)
        case UInt8(ascii: "'"):
            throw JSONSyntaxError(.jsonSyntax, "strings must use double quotes, not single quotes", at: start)
        default:
            throw JSONSyntaxError(.jsonSyntax, "unexpected \(scanner.describeCurrent()); expected a value", at: start)
        }
    }

    private mutating func enter(depth: Int) throws(JSONSyntaxError) {
        if depth > options.maxDepth {
            throw JSONSyntaxError(
                .jsonTooDeep, "objects and arrays are nested more than \(options.maxDepth) levels deep",
                at: scanner.position)
        }
        scanner.advance()
        try scanner.skipWhitespace()
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONObject {
        try enter(depth: depth)
        var members: [JSONObject.Member] = []
        var firstPositionOfKey: [String: SourcePosition] = [:]
        if scanner.consume(UInt8(ascii: "}")) { return JSONObject(members) }
        var comma: SourcePosition?
        while true {
            let keyPosition = scanner.position
            if !members.isEmpty, options.allowTrailingCommas, scanner.consume(UInt8(ascii: "}")) {
                return JSONObject(members)
            }
            guard scanner.current == UInt8(ascii: "\"") else {
                if scanner.current == UInt8(ascii: "}"), let comma { throw Self.trailingComma("}", at: comma) }
                throw JSONSyntaxError(
                    .jsonSyntax, "expected a double-quoted key, found \(scanner.describeCurrent())", at: keyPosition)
            }
            let key = try scanner.scanString()
            try scanner.skipWhitespace()
            guard scanner.consume(UInt8(ascii: ":")) else {
                throw JSONSyntaxError(
                    .jsonSyntax, "expected ':' after key \"\(key)\", found \(scanner.describeCurrent())",
                    at: scanner.position)
            }
            try scanner.skipWhitespace()
            let value = try parseValue(depth: depth)
            if let first = Self.firstPosition(of: key, at: keyPosition, in: members, index: &firstPositionOfKey) {
                reportDuplicate(key: key, at: keyPosition, first: first)
            }
            members.append(JSONObject.Member(key: key, keyPosition: keyPosition, value: value))
            try scanner.skipWhitespace()
            comma = scanner.position
            if scanner.consume(UInt8(ascii: ",")) {
                try scanner.skipWhitespace()
                continue
            }
            if scanner.consume(UInt8(ascii: "}")) { return JSONObject(members) }
            throw JSONSyntaxError(
                .jsonSyntax, "expected ',' or '}' after a member, found \(scanner.describeCurrent())",
                at: scanner.position)
        }
    }

    /// A comma before `closer` in strict JSON, reported at the comma: token files and resolvers are
    /// RFC 8259 JSON, where the config is JSON with comments.
    private static func trailingComma(_ closer: Character, at comma: SourcePosition) -> JSONSyntaxError {
        var error = JSONSyntaxError(.jsonSyntax, "trailing comma before '\(closer)' is not allowed in JSON", at: comma)
        error.notes = [
            "token files and resolvers are strict JSON (RFC 8259): remove this comma; only the config, dimens.json, takes comments and trailing commas"
        ]
        return error
    }

    /// Where `key`, written at `position`, was first written among the `members` before it, or
    /// nil: a scan while the object is small (most are: a `$value`, an `$extensions`), then an
    /// index of first positions, kept in `index`.
    private static func firstPosition(
        of key: String, at position: SourcePosition, in members: [JSONObject.Member],
        index: inout [String: SourcePosition]
    ) -> SourcePosition? {
        if members.count < 16 { return members.first { $0.key == key }?.keyPosition }
        if index.isEmpty {
            for member in members where index[member.key] == nil { index[member.key] = member.keyPosition }
        }
        if let first = index[key] { return first }
        index[key] = position
        return nil
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        try enter(depth: depth)
        var elements: [JSONValue] = []
        if scanner.consume(UInt8(ascii: "]")) { return elements }
        var comma: SourcePosition?
        while true {
            if !elements.isEmpty, options.allowTrailingCommas, scanner.consume(UInt8(ascii: "]")) { return elements }
            if scanner.current == UInt8(ascii: "]") {
                guard let comma else {
                    throw JSONSyntaxError(.jsonSyntax, "unexpected ']'; expected a value", at: scanner.position)
                }
                throw Self.trailingComma("]", at: comma)
            }
            elements.append(try parseValue(depth: depth))
            try scanner.skipWhitespace()
            comma = scanner.position
            if scanner.consume(UInt8(ascii: ",")) {
                try scanner.skipWhitespace()
                continue
            }
            if scanner.consume(UInt8(ascii: "]")) { return elements }
            throw JSONSyntaxError(
                .jsonSyntax, "expected ',' or ']' after an element, found \(scanner.describeCurrent())",
                at: scanner.position)
        }
    }

    private mutating func reportDuplicate(key: String, at position: SourcePosition, first: SourcePosition) {
        guard options.rejectDuplicateKeys else { return }
        diagnostics.append(
            .error(
                .jsonDuplicateKey, "duplicate key \"\(key)\" in one object",
                at: SourceLocation(file: file, position: position),
                notes: [.init("first defined here", at: SourceLocation(file: file, position: first))]))
    }
}

extension DiagnosticCode {
    /// Text that is not valid JSON.
    package static let jsonSyntax = DiagnosticCode("json.syntax")
    /// A string with invalid UTF-8, a bad escape, a raw control character or a lone surrogate.
    package static let jsonString = DiagnosticCode("json.string")
    /// A key that appears twice in one object.
    package static let jsonDuplicateKey = DiagnosticCode("json.duplicate-key")
    /// Nesting beyond the parser's depth limit.
    package static let jsonTooDeep = DiagnosticCode("json.too-deep")
}

/// A grammar error: where parsing stopped and why.
struct JSONSyntaxError: Error {
    var code: DiagnosticCode
    var message: String
    var position: SourcePosition
    var notes: [String] = []

    init(_ code: DiagnosticCode, _ message: String, at position: SourcePosition) {
        self.code = code
        self.message = message
        self.position = position
    }
}
