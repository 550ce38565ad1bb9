import Foundation
import Testing

/// The tests mirror the sources: a `FooTests.swift` under `Tests/DimensKitTests/` sits in the
/// folder of `Sources/DimensKit/` that declares `Foo`, so a reader finds a type's tests where the
/// type is. Checked on the text: a top-level `struct`, `enum`, `class`, `protocol` or `extension`
/// of that name.
struct TestLayoutTests {
    static let tests = BuiltInTemplateTests.root.appendingPathComponent("Tests/DimensKitTests")

    /// Each folder of `Sources/DimensKit` (`Outputs/Swift`) where a type is declared or extended.
    static func declaringFolders() -> [String: Set<String>] {
        let pattern = #/(?m)^(?:public |package )?(?:final )?(?:struct|enum|class|protocol|extension) (\w+)/#
        var folders: [String: Set<String>] = [:]
        for file in swiftFiles(under: LayeringTests.sources) {
            guard
                let text = try? String(contentsOf: LayeringTests.sources.appendingPathComponent(file), encoding: .utf8)
            else { continue }
            let folder = (file as NSString).deletingLastPathComponent
            for match in text.matches(of: pattern) { folders[String(match.output.1), default: []].insert(folder) }
        }
        return folders
    }

    static func swiftFiles(under root: URL) -> [String] {
        (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []).filter {
            $0.hasSuffix(".swift")
        }
    }

    @Test func aTypesTestsSitInItsFolder() {
        let declared = Self.declaringFolders()
        #expect(declared["Selector"] != nil, "the scan finds the sources' types")
        let misplaced = Self.swiftFiles(under: Self.tests).filter { $0.hasSuffix("Tests.swift") }.compactMap {
            file -> String? in
            let name = String((file as NSString).lastPathComponent.dropLast("Tests.swift".count))
            let folder = (file as NSString).deletingLastPathComponent
            guard let folders = declared[name], !folders.contains(folder) else { return nil }
            return "\(file) tests \(name) of \(folders.sorted().joined(separator: ", "))/"
        }
        #expect(misplaced.sorted() == [], "move each test file to its type's folder")
    }

    /// `Layout.md` names every folder of `Sources/`, of `Sources/DimensKit/` and
    /// `Sources/DimensCLI/`, of `Tests/`, and the project's top-level folders, each as `Name/`
    /// (hidden ones only `.ci` and `.release`: a clone's `.build` or an editor's folder is not the project's).
    @Test func theLayoutArticleNamesEveryFolder() throws {
        let root = BuiltInTemplateTests.root
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/dimens/Dimens.docc/Layout.md"), encoding: .utf8)
        let parents = ["", "Sources", "Sources/DimensKit", "Sources/DimensCLI", "Tests"]
        let folders = try parents.flatMap { parent in
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(parent).path).filter {
                var isFolder: ObjCBool = false
                let path = root.appendingPathComponent(parent).appendingPathComponent($0).path
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
                    && (!$0.hasPrefix(".") || [".ci", ".release"].contains($0))
            }
        }
        #expect(folders.count > 30)
        let unnamed = folders.filter { !article.contains("\($0)/") }
        #expect(unnamed.sorted() == [], "Layout.md does not name these folders")
    }
}
