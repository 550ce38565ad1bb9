import DimensKit
import Foundation
import Testing

/// Android resources compiled by `aapt` (Debian's `aapt` package) and read back with
/// `aapt dump --values resources`: every value in every configuration, decoded from the bits
/// aapt stored, and Android's choice of folder for a width.
struct AAPT {
    static let aapt: String? = GeneratedSwiftProgram.executable(named: "aapt")

    /// A value as aapt stored it.
    enum Value: Equatable, CustomStringConvertible {
        /// A dimension: its value, unit (`dp`, `sp`), and the resolution its encoding keeps.
        case dimension(Double, unit: String, resolution: Double)
        case float(Double)
        case integer(Int)
        case bool(Bool)
        case string(String)

        var description: String {
            switch self {
            case .dimension(let value, let unit, _): "\(value)\(unit)"
            case .float(let value): "\(value)f"
            case .integer(let value): "\(value)"
            case .bool(let flag): "\(flag)"
            case .string(let text): text.debugDescription
            }
        }
    }

    /// Configuration (`""` for the default, `sw411dp`, `w600dp`) → `type/name` → value.
    var configs: [String: [String: Value]] = [:]
    /// What aapt printed, for messages.
    var log = ""

    /// Writes `files` (paths under `res/`) to a scratch folder, packages them and dumps the table.
    /// The folder is removed afterwards unless `keepingFolder` (the caller then removes it).
    static func compile(_ files: [String: String], keepingFolder: Bool = false) throws -> AAPT {
        let aapt = try #require(Self.aapt)
        let folder = try GeneratedSwiftProgram.scratchFolder()
        defer { if !keepingFolder { GeneratedSwiftProgram.remove(folder) } }
        for (path, text) in files {
            let url = folder.appendingPathComponent("res/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try
            #"<?xml version="1.0" encoding="utf-8"?><manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dimens.test"><application/></manifest>"#
            .write(to: folder.appendingPathComponent("AndroidManifest.xml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("gen"), withIntermediateDirectories: true)
        let packaged = try GeneratedSwiftProgram.run(
            aapt, ["package", "-f", "-M", "AndroidManifest.xml", "-S", "res", "-F", "out.apk", "-J", "gen"], in: folder)
        #expect(packaged.status == 0, "aapt package failed:\n\(packaged.output)")
        let dumped = try GeneratedSwiftProgram.run(aapt, ["dump", "--values", "resources", "out.apk"], in: folder)
        #expect(dumped.status == 0, "aapt dump failed:\n\(dumped.output.prefix(2000))")
        var result = AAPT(configs: [:], log: packaged.output)
        result.read(dumped.output)
        result.folder = keepingFolder ? folder : nil
        return result
    }

    /// Where the compilation happened (`gen/` holds aapt's `R.java`), when it was kept.
    var folder: URL?

    /// Reads `aapt dump --values resources`: a `config …:` line, then per resource a line with
    /// its type and data bits (`t=0x05 d=0x00001001`) and, for a string, a line with its text.
    mutating func read(_ dump: String) {
        var config = ""
        var pendingString: String?
        for line in dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("config ") {
                let name = String(trimmed.dropFirst("config ".count).dropLast())
                config =
                    name == "(default)"
                    ? "" : name.split(separator: "-").filter { !$0.hasPrefix("v") }.joined(separator: "-")
                continue
            }
            if let name = pendingString, trimmed.hasPrefix("(string") {
                configs[config, default: [:]][name] = .string(Self.unescape(trimmed))
                pendingString = nil
                continue
            }
            guard trimmed.hasPrefix("resource "), let typeRange = trimmed.range(of: " t=0x"),
                let dataRange = trimmed.range(of: " d=0x")
            else { continue }
            let name = String(trimmed.split(separator: " ")[2].split(separator: ":")[1])
            let type = UInt32(trimmed[typeRange.upperBound...].prefix(2), radix: 16)!
            let data = UInt32(trimmed[dataRange.upperBound...].prefix(8), radix: 16)!
            switch type {
            case 0x05: configs[config, default: [:]][name] = Self.dimension(data)
            case 0x04: configs[config, default: [:]][name] = .float(Double(Float(bitPattern: data)))
            case 0x10: configs[config, default: [:]][name] = .integer(Int(Int32(bitPattern: data)))
            case 0x12: configs[config, default: [:]][name] = .bool(data != 0)
            case 0x03: pendingString = name
            default: Issue.record("unexpected resource type 0x\(String(type, radix: 16)) in \(line)")
            }
        }
    }

    /// Android's complex dimension: a signed 24-bit mantissa, a radix (23p0, 16p7, 8p15 or 0p23)
    /// and a unit (1 dp, 2 sp).
    static func dimension(_ data: UInt32) -> Value {
        let mantissa = Int32(bitPattern: data & 0xFFFF_FF00) >> 8
        let shift = [0, 7, 15, 23][Int((data >> 4) & 3)]
        let resolution = 1 / Double(1 << shift)
        let unit = ["px", "dp", "sp", "pt", "in", "mm"][Int(data & 0xF)]
        return .dimension(Double(mantissa) * resolution, unit: unit, resolution: resolution)
    }

    /// `(string16) "a \"b\" c\\d\ne"` → the text: aapt escapes quotes, backslashes and line feeds.
    static func unescape(_ line: String) -> String {
        guard let open = line.firstIndex(of: "\""), line.last == "\"" else { return line }
        var out = ""
        var escaped = false
        for character in line[line.index(after: open)..<line.index(before: line.endIndex)] {
            if escaped {
                out += character == "n" ? "\n" : String(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// A configuration's qualifiers (`sw411dp-h891dp-560dpi`): 0 where it has none.
    struct Qualifiers {
        var sw = 0
        var w = 0
        var h = 0
        var dpi = 0

        init(_ config: String) {
            let buckets = [
                "ldpi": 120, "mdpi": 160, "tvdpi": 213, "hdpi": 240, "xhdpi": 320, "xxhdpi": 480, "xxxhdpi": 640,
            ]
            for part in config.split(separator: "-").map(String.init) {
                if let dpi = buckets[part] {
                    self.dpi = dpi
                } else if part.hasSuffix("dpi") {
                    dpi = Int(part.dropLast(3))!
                } else if part.hasPrefix("sw") {
                    sw = Int(part.dropFirst(2).dropLast(2))!
                } else if part.hasPrefix("w") {
                    w = Int(part.dropFirst().dropLast(2))!
                } else if part.hasPrefix("h") {
                    h = Int(part.dropFirst().dropLast(2))!
                } else {
                    Issue.record("unexpected qualifier \(part) in \(config)")
                }
            }
        }
    }

    /// Android's choice for `resource` on a device (AOSP `ResTable_config`): the configurations
    /// that define it and whose sizes are none above the device's, then the best by smallest
    /// width (larger), then screen size (the smaller sum of the device's width and height minus
    /// the configuration's), then density (the device's own; else the one scaling from which is
    /// best, down-scaling counted twice as good).
    func resolve(_ resource: String, sw: Int, w: Int, h: Int, dpi: Int) -> Value? {
        var best: (Qualifiers, Value)?
        for (config, values) in configs {
            guard let value = values[resource] else { continue }
            let q = Qualifiers(config)
            guard q.sw <= sw, q.w <= w, q.h <= h else { continue }
            guard let (b, _) = best else {
                best = (q, value)
                continue
            }
            if q.sw != b.sw {
                if q.sw > b.sw { best = (q, value) }
                continue
            }
            let (mine, theirs) = (w - q.w + h - q.h, w - b.w + h - b.h)
            if mine != theirs {
                if mine < theirs { best = (q, value) }
                continue
            }
            let (a, c) = (q.dpi == 0 ? 160 : q.dpi, b.dpi == 0 ? 160 : b.dpi)
            if a == c { continue }
            let (high, low) = (max(a, c), min(a, c))
            let pick: Int
            if dpi >= high {
                pick = high
            } else if low >= dpi {
                pick = low
            } else {
                pick = (2 * low - dpi) * high > dpi * dpi ? low : high
            }
            if pick == a { best = (q, value) }
        }
        return best?.1
    }
}
