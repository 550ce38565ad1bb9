import DimensKit
import Foundation

/// What a clean build read and wrote, stored beside its outputs (`.dimens-fingerprint`), so that a
/// build with nothing changed stops before compiling: the tool (version, and the executable's
/// size and time, so a rebuilt dimens is never trusted), the options that shape the build, every
/// input file's size and content hash, and every output's size, inode and times. An output
/// touched since (edited by hand, deleted, replaced) does not match, so it is never trusted.
struct BuildFingerprint: Equatable {
    static let fileName = ".dimens-fingerprint"
    static let header = "dimens-fingerprint/1"

    /// A file and what it looked like: its size, and a content hash (inputs) or inode and times (outputs).
    struct Entry: Equatable {
        var path: String
        var size: Int
        var stamp: String
    }

    var tool: String
    var arguments: String
    var inputs: [Entry]
    var outputs: [Entry]

    /// The fingerprint of the inputs a build read (outputs are added once written).
    init(arguments: String, inputs: [SourceFile]) {
        tool = Self.toolIdentity
        self.arguments = arguments
        self.inputs = inputs.map { Entry(path: $0.path, size: $0.bytes.count, stamp: Self.hash($0.bytes)) }
        outputs = []
    }

    init(tool: String, arguments: String, inputs: [Entry], outputs: [Entry]) {
        (self.tool, self.arguments, self.inputs, self.outputs) = (tool, arguments, inputs, outputs)
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

    /// Why the stored fingerprint `stored` does not describe this build, or nil when nothing
    /// changed and every output is as it was written.
    func reasonToBuild(since stored: BuildFingerprint, fileSystem: FileSystem) -> String? {
        if stored.tool != tool { return "dimens itself changed" }
        if stored.arguments != arguments { return "the build options changed" }
        if stored.inputs != inputs {
            let changed = inputs.first { !stored.inputs.contains($0) } ?? stored.inputs.first { !inputs.contains($0) }
            return "\(changed?.path ?? "an input") changed"
        }
        for output in stored.outputs where Self.fileEntry(output.path, fileSystem: fileSystem) != output {
            return "\(output.path) changed since it was written"
        }
        return nil
    }

    var text: String {
        ([Self.header, "tool \(tool)", "arguments \(arguments)"]
            + inputs.map { "input \($0.size) \($0.stamp) \($0.path)" } + outputs.map { "output \($0.size) \($0.stamp) \($0.path)" })
            .joined(separator: "\n") + "\n"
    }

    /// Reads a stored fingerprint; nil when there is none or it is not one.
    static func read(_ path: String, fileSystem: FileSystem) -> BuildFingerprint? {
        guard case .success(let file) = fileSystem.read(path, display: path) else { return nil }
        let lines = String(decoding: file.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == header, lines.count >= 3, lines[1].hasPrefix("tool "), lines[2].hasPrefix("arguments ") else { return nil }
        var inputs: [Entry] = [], outputs: [Entry] = []
        for line in lines.dropFirst(3) {
            let parts = line.split(separator: " ", maxSplits: 3).map(String.init)
            guard parts.count == 4, let size = Int(parts[1]) else { return nil }
            let entry = Entry(path: parts[3], size: size, stamp: parts[2])
            switch parts[0] {
            case "input": inputs.append(entry)
            case "output": outputs.append(entry)
            default: return nil
            }
        }
        return BuildFingerprint(tool: String(lines[1].dropFirst(5)), arguments: String(lines[2].dropFirst(10)), inputs: inputs, outputs: outputs)
    }

    /// A 64-bit hash of the bytes, in hex: FNV-1a's multiply over 8-byte words, with a shift that
    /// carries high bits down. Cheap (a 6 MB token file in under a millisecond) and enough to tell
    /// one version of a file from the next; not a defence against forgery.
    static func hash(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x100_0000_01b3
            hash ^= hash >> 31
        }
        bytes.withUnsafeBytes { raw in
            let whole = raw.count / 8 * 8
            for offset in stride(from: 0, to: whole, by: 8) { mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            for offset in whole..<raw.count { mix(UInt64(raw[offset])) }
        }
        return String(hash, radix: 16)
    }

    /// dimens' version and its executable's size and time.
    static let toolIdentity: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = attributes?[.size] as? Int ?? 0
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate.bitPattern ?? 0
        return "\(Usage.version) \(size) \(String(time, radix: 16))"
    }()
}
