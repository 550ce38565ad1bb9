import DimensKit
import Foundation
import Testing

@testable import DimensKit

/// The swift output's Interface Builder support (`inspectables`), compiled against the UIKit
/// stand-ins and driven as a storyboard would: token names set on a constraint, a stack view, a
/// label, button, text field and text view and a view's layer, before their views are in a
/// window; then the views reach a phone window, the phone rotates, the views move to an iPad, the
/// iPad window shrinks to a Split View column, and the reader's text size grows. Every value is
/// checked against the json output of the screen the documented rule picks (text-style tokens
/// against the generated API's own `scaled(for:)`, which other tests check), and names no token
/// has are reported, never applied.
@Suite(.serialized)
struct SwiftOutputInterfaceBuilderTests {
    /// What each object names: (label in the program's output, token path).
    static let named: [(String, String)] = [
        ("constraint", "spacing.card"), ("stack", "spacing.m"), ("radius", "radius.card"), ("border", "spacing.xxs"),
        ("label", "font-size.body"), ("field", "font-size.caption"), ("button", "text.title"), ("text", "text.body"),
        ("blur", "radius.card"), ("styled", "text.title"),
    ]

    /// Each state: label, window width, height, size class, family, and whether text is larger.
    static let states: [(String, Double, Double, String, String, Bool)] = [
        ("phone-portrait", 402, 874, "compact", "phone", false),
        ("phone-landscape", 874, 402, "compact", "phone", false),
        ("pad-portrait", 834, 1210, "regular", "pad", false), ("pad-split", 320, 1210, "compact", "pad", false),
        ("pad-split-larger-text", 320, 1210, "compact", "pad", true),
    ]

    static let program = """
        import UIKit

        var lines: [String] = []
        DimensInterfaceBuilder.reportUnknown = { lines.append("unknown\\t\\($0)") }

        func traits(_ sizeClass: UIUserInterfaceSizeClass, _ idiom: UIUserInterfaceIdiom, _ category: UIContentSizeCategory = .large) -> UITraitCollection {
            UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: sizeClass), UITraitCollection(userInterfaceIdiom: idiom), UITraitCollection(preferredContentSizeCategory: category)])
        }

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: .zero), stack = UIStackView(frame: .zero), label = UILabel(frame: .zero)
        let button = UIButton(frame: .zero), field = UITextField(frame: .zero), text = UITextView(frame: .zero)
        let misspelt = UIView(frame: .zero), blur = UIVisualEffectView(frame: .zero), styled = UIButton(frame: .zero)
        styled.configuration = .plain()
        for view in [card, stack, label, button, field, text, misspelt, blur, styled] { root.addSubview(view) }
        let constraint = NSLayoutConstraint(item: card, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 3)
        let colour = NSLayoutConstraint(item: stack, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 5)
        // As a storyboard's user-defined runtime attributes set them, before any window.
        constraint.dimensConstant = "spacing.card"
        colour.dimensConstant = "color.accent"
        stack.dimensSpacing = "spacing.m"
        card.dimensCornerRadius = "radius.card"
        card.dimensBorderWidth = "spacing.xxs"
        label.dimensFont = "font-size.body"
        field.dimensFont = "font-size.caption"
        button.dimensFont = "text.title"
        text.dimensFont = "text.body"
        misspelt.dimensCornerRadius = "radius.crad"
        blur.dimensCornerRadius = "radius.card"
        styled.dimensFont = "text.title"
        label.adjustsFontForContentSizeCategory = true
        print("before\\t\\(constraint.constant)\\t\\(card.layer.cornerRadius)\\t\\(constraint.dimensConstant ?? "-")\\t\\(lines.count)")

        @MainActor func dump(_ state: String, _ window: UIWindow) {
            let values = Dimens.forWindow(window)
            let scaled = values.scaled(for: window.traitCollection)
            for (name, value) in [
                ("constraint", constraint.constant), ("stack", stack.spacing), ("radius", card.layer.cornerRadius),
                ("border", card.layer.borderWidth), ("label", label.font.pointSize), ("field", field.font?.pointSize ?? -1),
                ("button", button.titleLabel?.font?.pointSize ?? -1), ("text", text.font?.pointSize ?? -1),
                ("blur", blur.layer.cornerRadius),
                ("styled", styled.configuration?.titleTextAttributesTransformer?(AttributeContainer()).font?.pointSize ?? -1),
                ("api-blur", values.radiusCard), ("api-styled", scaled.textTitle.fontSize),
                ("api-label", scaled.fontSizeBody), ("api-field", scaled.fontSizeCaption),
                ("api-button", scaled.textTitle.fontSize), ("api-text", scaled.textBody.fontSize),
            ] {
                lines.append("\\(state)\\t\\(name)\\t\\(value)")
            }
        }

        let phone = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        phone._traits = traits(.compact, .phone)
        phone.addSubview(root)
        dump("phone-portrait", phone)
        phone.bounds = CGRect(x: 0, y: 0, width: 874, height: 402)
        dump("phone-landscape", phone)
        let pad = UIWindow(frame: CGRect(x: 0, y: 0, width: 834, height: 1210))
        pad._traits = traits(.regular, .pad)
        pad.addSubview(root)
        dump("pad-portrait", pad)
        pad._traits = traits(.compact, .pad)
        pad.bounds = CGRect(x: 0, y: 0, width: 320, height: 1210)
        dump("pad-split", pad)
        pad._traits = traits(.compact, .pad, .accessibilityLarge)
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil)
        dump("pad-split-larger-text", pad)
        print(lines.joined(separator: "\\n"))
        print("adjusts\\t\\(label.adjustsFontForContentSizeCategory)")
        """

    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"), arguments: [1, 3])
    func namesInAStoryboardFollowTheWindow(split: Int) throws {
        let generated = try GeneratedSwiftProgram("example", split: split, inspectables: true)
        #expect(generated.swift.contains("@IBInspectable"))
        let output = try Self.run(Self.program, generated.files)
        let rows = output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        // Nothing applied, and nothing reported, before a window: IB's own values stay.
        #expect(rows.first == ["before", "3.0", "0.0", "spacing.card", "0"])
        // A misspelt name and a colour on a constraint are reported (once each).
        let unknown = Set(rows.filter { $0.first == "unknown" }.map { $0[1] })
        #expect(
            unknown == ["no dimension or number token 'radius.crad'", "no dimension or number token 'color.accent'"])
        var value: [String: Double] = [:]
        for row in rows where row.count == 3 { value["\(row[0]) \(row[1])"] = Double(row[2]) }
        for (state, width, height, sizeClass, family, larger) in Self.states {
            let screen = SwiftOutputAppleTests.screen(
                in: generated.screens, sides: try #require(generated.windows?.model.sides), width: width,
                height: height, sizeClass: sizeClass, family: family)
            let id = GeneratedSwiftProgram.id(screen)
            let lines = generated.windows?.lineValues(screen: id, width: width, height: height) ?? [:]
            for (name, path) in Self.named {
                let got = try #require(value["\(state) \(name)"], "\(state) \(name)")
                if let api = value["\(state) api-\(name)"] {
                    #expect(got == api, "\(state) \(name): \(got), the generated API gives \(api)")
                }
                guard !larger || value["\(state) api-\(name)"] == nil else { continue }
                let want = try #require(
                    lines[path] ?? Self.jsonValue(path, screen: id, in: generated.tokens), "\(path)")
                #expect(got == want, "\(state) \(name) (\(path) on \(id)): \(got), the json output has \(want)")
            }
        }
        // UIKit must not scale a font the token already sized for the reader's text size.
        #expect(rows.last == ["adjusts", "false"])
        // The window decided: values moved between the phone and the iPad, and with the rotation.
        #expect(Set(Self.states.map { value["\($0.0) constraint"]! }).count > 1)
        #expect(Set(Self.states.map { value["\($0.0) radius"]! }).count > 1)
        // Text grew with the reader's size; the rest did not.
        #expect(value["pad-split-larger-text label"]! > value["pad-split label"]!)
        #expect(value["pad-split-larger-text constraint"] == value["pad-split constraint"])
    }

    /// Every dimension and number token is found by its path as the token files write it, names
    /// that need escaping in Swift included, in a table with neither text styles nor typography.
    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"))
    func everyPathIsFoundAsWritten() throws {
        let generated = try GeneratedSwiftProgram("awkward-names", inspectables: true)
        let numbers = generated.tokens.filter { ["dimension", "number"].contains($0["type"]?.string ?? "") }
        try #require(numbers.count > 3)
        let screen = GeneratedSwiftProgram.id(generated.screens[0])
        let lookups = numbers.map { token in
            let path = ValueFormat.swiftStringContent(token["path"]!.string!)
            return "print(values.number(at: \"\(path)\", traits: UITraitCollection()) ?? .nan)"
        }
        let program = """
            import UIKit
            let values = \(generated.typeName).forScreen(id: "\(screen)")!
            \(lookups.joined(separator: "\n"))
            print(values.number(at: "no.such.token", traits: UITraitCollection()) == nil)
            """
        let output = try Self.run(program, generated.files)
        let printed = output.split(separator: "\n").map(String.init)
        #expect(printed.last == "true")
        for (token, line) in zip(numbers, printed) {
            #expect(Double(line) == Self.jsonValue(token["path"]!.string!, screen: screen, in: generated.tokens))
        }
    }

    /// A name no token has never traps, in a debug build (`DEBUG` set, as Xcode's Debug
    /// configuration sets it) with the default `reportUnknown`: the object keeps its value, and the
    /// name is printed once however often the window lays out again.
    @Test(.enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"))
    func anUnknownNameNeverTrapsADebugBuild() throws {
        let generated = try GeneratedSwiftProgram("example", inspectables: true)
        #expect(!generated.swift.contains("assertionFailure") && !generated.swift.contains("fatalError("))
        let program = """
            import UIKit
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let card = UIView(frame: .zero)
            root.addSubview(card)
            card.layer.cornerRadius = 7
            card.dimensCornerRadius = "radius.removed-in-an-update"
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
            window.addSubview(root)
            window.bounds = CGRect(x: 0, y: 0, width: 874, height: 402)
            window.bounds = CGRect(x: 0, y: 0, width: 402, height: 874)
            print("kept \\(card.layer.cornerRadius)")
            """
        let output = try Self.run(program, generated.files, flags: ["-D", "DEBUG", "-Onone"])
        let lines = output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "DimensInterfaceBuilder: no dimension or number token 'radius.removed-in-an-update'; the storyboard's value is kept",
                "kept 7.0",
            ])
    }

    /// Compiles `program` with the generated `files` against the UIKit stand-in (with warnings as
    /// errors unless told otherwise, and `flags`), runs it, returns what it printed.
    static func run(
        _ program: String, _ files: [RenderedOutput], warningsAsErrors: Bool = true, flags: [String] = []
    ) throws -> String {
        let swiftc = try #require(GeneratedSwiftProgram.swiftc)
        let directory = try GeneratedSwiftProgram.scratchFolder()
        defer { GeneratedSwiftProgram.remove(directory) }
        try GeneratedSwiftProgram.buildStandIns(["UIKit"], in: directory)
        let names = try files.map { file in
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            try file.text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return name
        }
        try program.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compiled = try GeneratedSwiftProgram.run(
            swiftc,
            ["-swift-version", "6"]
                + (warningsAsErrors ? ["-warnings-as-errors"] : []) + flags
                + ["-I", ".", "-L", ".", "-lDimensRuntime", "-lUIKit"] + names + ["main.swift", "-o", "program"],
            in: directory)
        try #require(compiled.status == 0, "swiftc failed:\n\(compiled.output)")
        let ran = try GeneratedSwiftProgram.run(directory.appendingPathComponent("program").path, [], in: directory)
        try #require(ran.status == 0, "\(ran.output)")
        return ran.output
    }

    /// A token's value on a screen in the json output: a number, or a typography's `fontSize`.
    static func jsonValue(_ path: String, screen: String, in tokens: [JSONObject]) -> Double? {
        guard let token = tokens.first(where: { $0["path"]?.string == path }),
            let value = token["values"]?.object?[screen]
        else { return nil }
        return value.number?.double ?? value.object?["fontSize"]?.number?.double
    }
}
