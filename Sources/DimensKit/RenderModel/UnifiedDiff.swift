/// A unified diff of two texts by line (Myers' algorithm), as `diff -u` prints it, for
/// `dimens build --check --diff`.
package enum UnifiedDiff {
    /// Beyond this many changed lines the diff is summarised instead of computed.
    package static let maximumEdits = 5_000

    package static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        guard let script = editScript(a, b) else {
            return "--- \(oldName)\n+++ \(newName)\n@@ more than \(maximumEdits) lines differ; diff not shown @@\n"
        }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < script.count {
            guard let change = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var end = change
            var lastChange = change
            while end < script.count, end - lastChange <= 2 * context {
                if script[end].kind != .same { lastChange = end }
                end += 1
            }
            let start = max(index, change - context)
            let stop = min(script.count, lastChange + context + 1)
            let hunk = script[start..<stop]
            let oldStart = (hunk.first { $0.kind != .insert }?.oldLine ?? hunk.first!.oldLine) + 1
            let newStart = (hunk.first { $0.kind != .delete }?.newLine ?? hunk.first!.newLine) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            out +=
                "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: out += " " + a[edit.oldLine] + "\n"
                case .delete: out += "-" + a[edit.oldLine] + "\n"
                case .insert: out += "+" + b[edit.newLine] + "\n"
                }
            }
            index = stop
        }
        return out
    }

    struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldLine: Int
        var newLine: Int
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The shortest edit script from `a` to `b`, or nil when it needs more than `maximumEdits`.
    static func editScript(_ a: [String], _ b: [String]) -> [Edit]? {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = false
        for d in 0...min(n + m, maximumEdits) {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        guard found else { return nil }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(Edit(kind: .same, oldLine: x, newLine: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(Edit(kind: .insert, oldLine: x, newLine: y))
                } else {
                    x -= 1
                    edits.append(Edit(kind: .delete, oldLine: x, newLine: y))
                }
            }
        }
        return edits.reversed()
    }
}
