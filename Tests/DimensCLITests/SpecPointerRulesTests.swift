import DimensKit
import Foundation
import Testing

@testable import DimensCLI

/// The DTCG 2025.10 rules on references and resolvers that issue 47 found unchecked, each
/// reported at its line and column by `lint` and by `build` alike, and the pointers to
/// properties (Format §7.4.2) that are resolved rather than refused.
struct SpecPointerRulesTests {
    static let colors = ##"""
        {"colors": {"$type": "color", "blue": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}},
        """##
    static let shadowRest =
        ##""offsetX": {"value": 1, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}"##

    /// Runs `command` on one token file and returns its exit code and error lines (notes left out).
    func errors(_ command: String, _ tokens: String, files: [String: String] = [:]) throws -> (ExitCode, [String]) {
        let project = try Project(files.merging(["tokens/a.tokens.json": tokens]) { first, _ in first })
        let (code, console) = project.run([command])
        return (code, console.errors.split(separator: "\n").map(String.init).filter { !$0.contains(": note: ") })
    }

    @Test("Format §7.4.5: a $ref to a group is an error at the $ref", arguments: ["lint", "build"])
    func refToAGroup(_ command: String) throws {
        let (code, lines) = try errors(
            command, Self.colors + "\n" + ##" "x": {"$type": "color", "$value": {"$ref": "#/colors"}}}"##)
        #expect(code == .failure)
        #expect(
            lines == [
                "tokens/a.tokens.json:2:36: error: #/colors names a group, not a token [alias.group]",
                "1 error, 0 warnings",
            ])
    }

    @Test("Format §7.4.5: a member's $ref to a group is an error at the $ref", arguments: ["lint", "build"])
    func memberRefToAGroup(_ command: String) throws {
        let shadow = ##" "s": {"$type": "shadow", "$value": {"color": {"$ref": "#/colors"}, \##(Self.shadowRest)}}}"##
        let (code, lines) = try errors(command, Self.colors + "\n" + shadow)
        #expect(code == .failure)
        #expect(
            lines == [
                "tokens/a.tokens.json:2:47: error: #/colors names a group, not a token [alias.group]",
                "1 error, 0 warnings",
            ])
    }

    @Test(
        "Format §7.4.5, §7.5.3: a pointer into a value whose part does not fit is an error at the $ref",
        arguments: ["lint", "build"])
    func partOfTheWrongType(_ command: String) throws {
        let tokens =
            Self.colors + "\n"
            + ##" "s": {"$type": "shadow", "$value": {"color": {"$ref": "#/colors/blue/$value/components"}, \##(Self.shadowRest)}},"##
            + "\n" + ##" "d": {"$type": "dimension", "$value": {"$ref": "#/colors/blue/$value/components/0"}}}"##
        let (code, lines) = try errors(command, tokens)
        #expect(code == .failure)
        #expect(
            lines == [
                ##"tokens/a.tokens.json:2:47: error: "color" of 's' must be color, but #/colors/blue/$value/components points to an array [alias.type-mismatch]"##,
                "tokens/a.tokens.json:3:40: error: 'd' is declared dimension, but #/colors/blue/$value/components/0 points to the number 0 [alias.type-mismatch]",
                "2 errors, 0 warnings",
            ])
    }

    @Test("Resolver §4.1.6: an empty resolutionOrder is an error at the array", arguments: ["lint", "build"])
    func emptyResolutionOrder(_ command: String) throws {
        let resolver = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "a.tokens.json"}]}},
             "resolutionOrder": []}
            """
        let (code, lines) = try errors(
            command, #"{"n": {"$type": "number", "$value": 1}}"#,
            files: ["tokens/app.resolver.json": resolver, "dimens.json": #"{"resolver": "tokens/app.resolver.json"}"#])
        #expect(code == .failure)
        #expect(
            lines == [
                ##"tokens/app.resolver.json:2:21: error: "resolutionOrder" is empty; a resolver composes at least one set or modifier, in order [resolver.structure]"##,
                "1 error, 0 warnings",
            ])
    }

    @Test("Format §7.4.2: $type and $description by $ref are resolved", arguments: ["lint", "build"])
    func propertyRefsAreResolved(_ command: String) throws {
        let tokens = ##"""
            {"b": {"$type": "dimension", "$description": "base", "$value": {"value": 4, "unit": "px"}},
             "c": {"$type": {"$ref": "#/b/$type"}, "$description": {"$ref": "#/b/$description"}, "$value": {"value": 8, "unit": "px"}},
             "g": {"$type": {"$ref": "#/c/$type"}, "x": {"$value": {"value": 2, "unit": "px"}}}}
            """##
        let (code, lines) = try errors(command, tokens)
        #expect(code == .success && lines.isEmpty, "\(lines)")
    }

    @Test(
        "Format §7.4.5, §7.2.3: a property $ref to nothing, or in a cycle, is an error at the $ref",
        arguments: ["lint", "build"])
    func brokenPropertyRefs(_ command: String) throws {
        let tokens = ##"""
            {"a": {"$type": {"$ref": "#/nope/$type"}, "$value": 1},
             "b": {"$type": {"$ref": "#/c/$type"}, "$value": 1},
             "c": {"$type": {"$ref": "#/b/$type"}, "$value": 1}}
            """##
        let (code, lines) = try errors(command, tokens)
        #expect(code == .failure)
        #expect(
            lines == [
                "tokens/a.tokens.json:1:17: error: #/nope/$type points to nothing: there is no token or group 'nope' [alias.unknown]",
                "tokens/a.tokens.json:3:17: error: $ref cycle: b.$type → c.$type → b.$type [alias.cycle]",
                "2 errors, 0 warnings",
            ])
    }
}
