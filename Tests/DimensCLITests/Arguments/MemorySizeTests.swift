import Foundation
import Testing

@testable import DimensCLI

/// `--max-memory SIZE`: the amounts it reads, and a build and a lint refused over it as a user
/// meets them.
struct MemorySizeTests {
    @Test(arguments: [
        ("512M", 512 << 20), ("8G", 8 << 30), ("1.5G", 3 << 29), ("100", 100), ("2GiB", 2 << 30),
        ("2gb", 2 << 30), ("64K", 64 << 10), ("1T", 1 << 40), (" 3G ", 3 << 30),
    ])
    func amountsAreBinaryUnits(text: String, bytes: Int) {
        #expect(MemorySize(argument: text)?.bytes == bytes)
    }

    @Test(arguments: ["12x", "-1G", "0", "G", "", "inf", "1e30", "GiB", "nan", "0.1", "4iB", "1.5iB"])
    func anythingElseIsNoAmount(text: String) {
        #expect(MemorySize(argument: text) == nil)
    }

    /// The example's tokens over a 1 MiB budget: one error naming what to split, exit 1, nothing
    /// written; the same lint fails the same way; a build without the option succeeds.
    @Test func aBuildOverTheBudgetWritesNothing() throws {
        let tokens = (0..<300).map { #""t\#($0)": {"$value": {"value": \#($0 % 30), "unit": "px"}}"# }
        let project = try Project([
            "tokens/a.tokens.json": #"{"$type": "dimension", "# + tokens.joined(separator: ",") + "}"
        ])
        let (code, console) = project.run(["build", "--max-memory", "1M"])
        #expect(code == .failure)
        #expect(console.errors.contains("more than the 1 MiB allowed [scale.memory-limit]"), "\(console.errors)")
        #expect(console.errors.contains("or raise the limit with --max-memory"))
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("out").path))
        let (lintCode, lint) = project.run(["lint", "--max-memory", "1M"])
        #expect(lintCode == .failure && lint.errors.contains("[scale.memory-limit]"), "\(lint.errors)")
        let (usageCode, usage) = project.run(["build", "--max-memory", "lots"])
        #expect(usageCode == .usage && usage.errors.contains("expected an amount of memory such as 512M or 8G"))
        #expect(project.run(["build"]).0 == .success)
    }

    /// `init --from` checks the config it writes under the same budget, and says so.
    @Test func initChecksItsConfigUnderTheBudget() throws {
        let tokens = (0..<300).map { #""t\#($0)": {"$value": {"value": \#($0 % 30), "unit": "px"}}"# }
        let project = try Project([
            "ds/base.tokens.json": #"{"$type": "dimension", "# + tokens.joined(separator: ",") + "}",
            "ds/app.resolver.json":
                ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
        ])
        let (code, console) = project.run(["init", "--from", "ds/app.resolver.json", "--max-memory", "1M"])
        #expect(code == .failure && console.errors.contains("[scale.memory-limit]"), "\(console.errors)")
        #expect(!FileManager.default.fileExists(atPath: project.directory.appendingPathComponent("dimens.json").path))
        #expect(project.run(["init", "--from", "ds/app.resolver.json"]).0 == .success)
    }
}
