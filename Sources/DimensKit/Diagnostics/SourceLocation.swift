import Foundation

/// A point in a source text: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars, so a caret under the column lines up with what an editor shows
/// for text without combining marks.
package struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var offset: Int

    package init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    package static let start = SourcePosition(line: 1, column: 1, offset: 0)

    package static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }

    package var description: String { "\(line):\(column)" }
}

/// A position inside a named file: what a diagnostic points at and what a token remembers.
///
/// The file is kept as its number among the names this process has seen (`FileNames`), so a
/// location, and every value that carries one, copies as plain numbers: nothing to count, which
/// stages copying settings and tokens on every core would otherwise do on one shared name.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    private var fileNumber: Int
    package var position: SourcePosition

    package init(file: String, position: SourcePosition) {
        fileNumber = FileNames.number(of: file)
        self.position = position
    }

    public var file: String {
        get { FileNames.name(fileNumber) }
        set { fileNumber = FileNames.number(of: newValue) }
    }

    /// Another position in the same file.
    func at(_ position: SourcePosition) -> SourceLocation {
        var location = self
        location.position = position
        return location
    }

    public var line: Int { position.line }
    public var column: Int { position.column }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.fileNumber == rhs.fileNumber
            ? lhs.position.offset < rhs.position.offset
            : (lhs.file, lhs.position.offset) < (rhs.file, rhs.position.offset)
    }

    /// `file:line:col`, the form compilers and editors understand.
    public var description: String { "\(file):\(position.line):\(position.column)" }
}

/// The file names locations point into, each numbered once for the life of the process (a
/// build, or `dimens watch` across builds: a handful of names).
enum FileNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [String] = []
    nonisolated(unsafe) private static var numbers: [String: Int] = [:]
    /// The name numbered last: most locations are made one after another in one file.
    nonisolated(unsafe) private static var last: (name: String, number: Int)?

    static func number(of name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.name == name { return last.number }
        let number =
            numbers[name]
            ?? {
                names.append(name)
                numbers[name] = names.count - 1
                return names.count - 1
            }()
        last = (name, number)
        return number
    }

    static func name(_ number: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[number]
    }
}

/// A value together with where it was written.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
