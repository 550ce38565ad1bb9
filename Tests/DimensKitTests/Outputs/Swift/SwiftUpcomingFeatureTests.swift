import DimensKit
import Foundation
import Testing

/// The generated Swift compiles as a library module of a client project that turns on Swift's
/// upcoming features: `InternalImportsByDefault` (a public or package API must import the modules
/// its signatures use with that access, `public import UIKit`), and `ExistentialAny` (a protocol
/// used as a type is written `any P`), and `MemberImportVisibility` (a file sees the members of
/// only the modules it imports itself: a split output's accessor files build `DimensRuntime`'s
/// composite values). Against the UIKit and SwiftUI stand-ins, with
/// `-swift-version 6 -warnings-as-errors`, whole and split, with Interface Builder support.
@Suite(.serialized)
struct SwiftUpcomingFeatureTests {
    @Test(
        .enabled(if: GeneratedSwiftProgram.swiftc != nil, "skipped: no swiftc on PATH"),
        arguments: [
            ("InternalImportsByDefault", "public", 1), ("InternalImportsByDefault", "package", 3),
            ("InternalImportsByDefault", "internal", 1), ("ExistentialAny", "public", 1),
            ("ExistentialAny", "internal", 3), ("MemberImportVisibility", "public", 3),
            ("MemberImportVisibility", "internal", 3),
        ])
    func theGeneratedModuleCompilesWithTheFeature(_ feature: String, accessLevel: String, split: Int) throws {
        let generated = try GeneratedSwiftProgram("example", split: split, accessLevel: accessLevel, inspectables: true)
        let compiled = try generated.compileAsModule(["-swift-version", "6", "-enable-upcoming-feature", feature])
        #expect(compiled.status == 0, "swiftc -enable-upcoming-feature \(feature) failed:\n\(compiled.output)")
    }

    /// What the two features ask of the text: imports with the API's access level, `any` before
    /// the one protocol used as a type.
    @Test(arguments: ["internal", "package", "public"])
    func importsCarryTheAccessLevelOfTheAPI(_ accessLevel: String) throws {
        let generated = try GeneratedSwiftProgram("example", split: 3, accessLevel: accessLevel, inspectables: true)
        let keyword = accessLevel == "internal" ? "import" : "\(accessLevel) import"
        let table = generated.swift.split(separator: "\n").map(String.init)
        for module in ["CoreGraphics", "UIKit", "SwiftUI"] {
            #expect(table.contains("\(keyword) \(module)"), "\(module)")
        }
        #expect(table.contains("\(keyword) Foundation"), "Foundation, where it has CGFloat (Linux)")
        #expect(generated.swift.contains("(any NSObjectProtocol)?"))
        #expect(!generated.swift.contains(": NSObjectProtocol"))
    }
}
