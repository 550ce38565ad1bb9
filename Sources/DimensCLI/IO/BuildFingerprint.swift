import DimensKit
import Foundation

/// What a successful build read and wrote, stored beside its outputs (`.dimens-fingerprint`), so
/// that a build with nothing changed stops before compiling: the tool (version, and the
/// executable's size and time, so a rebuilt dimens is never trusted), every option that changes
/// what a build checks or writes, how many warnings it found (a rebuild counts them in its one
/// line instead of printing them again), every input file's size and SHA-256, and for every
/// output the file's size, inode and times once it held the bytes this build wrote (read back and compared). An output
/// touched since (edited by hand, deleted, replaced) does not match, so it is never trusted; an
/// output another build replaced before this one recorded it is not recorded at all.
struct BuildFingerprint: Equatable {
    static let fileName = ".dimens-fingerprint"
    static let header = "dimens-fingerprint/4"

    /// A file and what it looked like: its size, and a content hash (inputs) or inode and times (outputs).
    struct Entry: Equatable {
        var path: String
        var size: Int
        var stamp: String
    }

    var tool: String
    var arguments: String
    /// The warnings the build found (a build with errors writes nothing, so records nothing).
    var warnings = 0
    var inputs: [Entry]
    var outputs: [Entry]

    /// The fingerprint of the inputs a build read (outputs are added once written).
    init(arguments: String, inputs: [SourceFile]) {
        tool = Self.toolIdentity
        self.arguments = arguments
        self.inputs = inputs.map { Entry(path: $0.path, size: $0.bytes.count, stamp: SHA256.hex($0.bytes)) }
        outputs = []
    }

    init(tool: String, arguments: String, warnings: Int = 0, inputs: [Entry], outputs: [Entry]) {
        (self.tool, self.arguments, self.warnings) = (tool, arguments, warnings)
        (self.inputs, self.outputs) = (inputs, outputs)
    }

    /// The file at `path` as it is on disk now (size; inode, modification and change times), or
    /// nil when it is not there. The change time cannot be set back by hand, so an edit that keeps
    /// the size and restores the modification time is still seen.
    static func fileEntry(_ path: String, fileSystem: FileSystem) -> Entry? {
        var info = stat()
        guard stat(fileSystem.absolute(path), &info) == 0 else { return nil }
        #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        let stamp = "\(info.st_ino)-\(modified.tv_sec).\(modified.tv_nsec)-\(changed.tv_sec).\(changed.tv_nsec)"
        return Entry(path: path, size: Int(info.st_size), stamp: stamp)
    }

    /// Why a build with `arguments` reading `inputs` must run, as far as the stored fingerprint
    /// tells without hashing the inputs (no fingerprint, another dimens or options, an input
    /// added, removed or of another size); nil when only the hashes can tell.
    static func reasonToBuild(since stored: BuildFingerprint?, arguments: String, inputs: [SourceFile]) -> String? {
        guard let stored else { return "there is no fingerprint of an earlier clean build" }
        if stored.tool != toolIdentity { return "dimens itself changed" }
        if stored.arguments != arguments { return "the build options changed" }
        let now = inputs.map { "\($0.bytes.count) \($0.path)" }
        let before = stored.inputs.map { "\($0.size) \($0.path)" }
        guard now != before else { return nil }
        let changed =
            zip(inputs, now).first { !before.contains($0.1) }?.0.path
            ?? stored.inputs.first { !now.contains("\($0.size) \($0.path)") }?.path
        return "\(changed ?? "an input") changed"
    }

    /// Why the stored fingerprint `stored` does not describe this build, or nil when nothing
    /// changed and every output is as it was written.
    func reasonToBuild(since stored: BuildFingerprint, fileSystem: FileSystem) -> String? {
        if stored.tool != tool { return "dimens itself changed" }
        if stored.arguments != arguments { return "the build options changed" }
        if stored.inputs != inputs {
            let changed = inputs.first { !stored.inputs.contains($0) } ?? stored.inputs.first { !inputs.contains($0) }
            return "\(changed?.path ?? "an input") changed"
        }
        for output in stored.outputs where !Self.unchanged(output, fileSystem: fileSystem) {
            return "\(output.path) changed since it was written"
        }
        return nil
    }

    var text: String {
        ([Self.header, "tool \(tool)", "arguments \(arguments)", "warnings \(warnings)"]
            + inputs.map { "input \($0.size) \($0.stamp) \($0.path)" }
            + outputs.map { "output \($0.size) \($0.stamp) \($0.path)" })
            .joined(separator: "\n") + "\n"
    }

    /// Reads a stored fingerprint; nil when there is none or it is not one.
    static func read(_ path: String, fileSystem: FileSystem) -> BuildFingerprint? {
        guard case .success(let file) = fileSystem.read(path, display: path) else { return nil }
        let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == header, lines.count >= 4, lines[1].hasPrefix("tool "), lines[2].hasPrefix("arguments "),
            lines[3].hasPrefix("warnings "), let warnings = Int(lines[3].dropFirst(9)), warnings >= 0
        else { return nil }
        var inputs: [Entry] = []
        var outputs: [Entry] = []
        for line in lines.dropFirst(4) {
            let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
            guard parts.count == 4, let size = Int(parts[1]) else { return nil }
            let entry = Entry(path: parts[3], size: size, stamp: parts[2])
            switch parts[0] {
            case "input": inputs.append(entry)
            case "output": outputs.append(entry)
            default: return nil
            }
        }
        return BuildFingerprint(
            tool: String(lines[1].dropFirst(5)), arguments: String(lines[2].dropFirst(10)), warnings: warnings,
            inputs: inputs, outputs: outputs)
    }

    /// The entry of an output this build wrote with `text`: the file's look, when the file at
    /// `path` holds exactly those bytes (read back now); nil when another process replaced it
    /// meanwhile, so the fingerprint never vouches for bytes it did not write.
    static func writtenEntry(_ path: String, text: String, fileSystem: FileSystem) -> Entry? {
        guard let before = fileEntry(path, fileSystem: fileSystem),
            FileComparison.fileHolds(fileSystem.absolute(path), text),
            let after = fileEntry(path, fileSystem: fileSystem), before == after
        else { return nil }
        return Entry(path: path, size: after.size, stamp: "written:\(after.stamp)")
    }

    /// Whether `stored` (a written output's entry) still describes the file at its path: the same
    /// size, inode and times as when this build wrote and read it back.
    static func unchanged(_ stored: Entry, fileSystem: FileSystem) -> Bool {
        guard let now = fileEntry(stored.path, fileSystem: fileSystem) else { return false }
        return now.size == stored.size && stored.stamp.hasSuffix(":" + now.stamp)
    }

    /// dimens' version and its executable's size and time.
    static let toolIdentity: String = {
        let attributes = try? FileManager.default.attributesOfItem(atPath: executablePath)
        let size = attributes?[.size] as? Int ?? 0
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate.bitPattern ?? 0
        return "\(Usage.version) \(size) \(String(time, radix: 16))"
    }()

    /// The running executable. On Linux the kernel names it (`/proc/self/exe`): `Bundle.main`
    /// would first list the executable's whole folder, a build folder of thousands of files.
    static var executablePath: String {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}
