import DimensKit
import Foundation
import Testing

struct UnifiedDiffTests {
    /// Expected outputs are GNU `diff -u`'s for the same inputs.
    @Test func matchesGNUDiff() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let near = old.replacingOccurrences(of: "line 6\n", with: "line six\n").replacingOccurrences(
            of: "line 12\n", with: "line 13\n")
        #expect(
            UnifiedDiff.make(old: old, new: near, oldName: "a/x", newName: "b/x") == """
                --- a/x
                +++ b/x
                @@ -3,10 +3,10 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9
                 line 10
                 line 11
                -line 12
                +line 13

                """)
        let far = old.replacingOccurrences(of: "line 2\n", with: "").replacingOccurrences(
            of: "line 11\n", with: "line 11\nline 11b\n")
        #expect(
            UnifiedDiff.make(old: old, new: far, oldName: "a/x", newName: "b/x") == """
                --- a/x
                +++ b/x
                @@ -1,5 +1,4 @@
                 line 1
                -line 2
                 line 3
                 line 4
                 line 5
                @@ -9,4 +8,5 @@
                 line 9
                 line 10
                 line 11
                +line 11b
                 line 12

                """)
    }

    @Test func identicalTextsHaveNoHunksAndAdditionsToEmptyStartAtZero() {
        #expect(UnifiedDiff.make(old: "a\n", new: "a\n", oldName: "x", newName: "y") == "--- x\n+++ y\n")
        #expect(
            UnifiedDiff.make(old: "", new: "a\nb\n", oldName: "x", newName: "y")
                == "--- x\n+++ y\n@@ -0,0 +1,2 @@\n+a\n+b\n")
    }
}
