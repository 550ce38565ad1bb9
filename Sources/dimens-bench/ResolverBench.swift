import Foundation

/// `--resolver N`: the resolver shapes that multiplied memory before the front end streamed its
/// inputs (issue 48), with N tokens each: 20 width-bound and 20 height-bound two-context modifiers
/// plus a modifier bound to seven text sizes (the build joins every input the screens take, once
/// per text size), and 300 modifiers bound to nothing (`lint` and `init --from` load each of their
/// contexts). Each context file redefines one token. For each: `build`, `lint`, and `init --from`
/// the resolver in a copy of the project without its config, each its median time and peak memory.
enum ResolverBench {
    static func run(dimens: String, count: Int, runs: Int, scratch: URL, row: (String, ProcessRun.Measurement) -> Void)
    {
        let shapes: [(name: String, bound: Int, textSizes: Bool, unbound: Int)] = [
            ("20 w + 20 h bound, 7 text sizes", 20, true, 0), ("300 modifiers bound to nothing", 0, false, 300),
        ]
        for shape in shapes {
            let folder = scratch.appendingPathComponent("resolver-\(count)-\(shape.bound)-\(shape.unbound)")
            do {
                try write(
                    count: count, bound: shape.bound, textSizes: shape.textSizes, unbound: shape.unbound, in: folder)
            } catch {
                print("resolver: cannot write \(folder.path): \(error)")
                return
            }
            print("  \(shape.name):")
            for command in [["build"], ["lint"]] {
                row(command[0], ProcessRun.median(runs) { ProcessRun.run(dimens, command, in: folder) })
            }
            // init reads nothing outside its project: the same files, without the config, in a
            // folder of their own.
            let target = folder.appendingPathComponent("init")
            row(
                "init --from",
                ProcessRun.median(runs) {
                    try? write(
                        count: count, bound: shape.bound, textSizes: shape.textSizes, unbound: shape.unbound, in: target
                    )
                    try? FileManager.default.removeItem(at: target.appendingPathComponent("dimens.json"))
                    return ProcessRun.run(dimens, ["init", "--from", "app.resolver.json"], in: target)
                })
        }
    }

    /// The project: `base.tokens.json` with `count` dimensions, one file per context, the
    /// resolver, and a config binding the width and height modifiers and the text sizes.
    static func write(count: Int, bound: Int, textSizes: Bool, unbound: Int, in folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("ctx"), withIntermediateDirectories: true)
        func save(_ text: String, _ path: String) throws {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let tokens = (0..<count).map {
            #""t\#($0)": {"$type": "dimension", "$value": {"value": \#(4 + $0 % 40), "unit": "px"}}"#
        }
        try save(#"{"space": {"# + tokens.joined(separator: ", ") + "}}", "base.tokens.json")
        var modifiers: [String] = []
        var bindings: [String] = []
        var order = [##"{"$ref": "#/sets/base"}"##]
        func modifier(_ name: String, _ contexts: [String], binding: [String]?) throws {
            var entries: [String] = []
            for context in contexts {
                let path = "ctx/\(name)-\(context).tokens.json"
                let index = modifiers.count * 2 + entries.count
                try save(
                    #"{"space": {"t\#(index % count)": {"$type": "dimension", "$value": {"value": \#(100 + index % 7), "unit": "px"}}}}"#,
                    path)
                entries.append(#""\#(context)": [{"$ref": "./\#(path)"}]"#)
            }
            modifiers.append(
                #""\#(name)": {"contexts": {\#(entries.joined(separator: ", "))}, "default": "\#(contexts[0])"}"#)
            order.append(##"{"$ref": "#/modifiers/\##(name)"}"##)
            if let binding {
                bindings.append(
                    #""\#(name)": {"# + zip(contexts, binding).map { #""\#($0)": "\#($1)""# }.joined(separator: ", ")
                        + "}")
            }
        }
        for i in 0..<bound { try modifier("w\(i)", ["a", "b"], binding: ["w<\(300 + i * 40)", "w>=\(300 + i * 40)"]) }
        for i in 0..<bound { try modifier("h\(i)", ["a", "b"], binding: ["h<\(500 + i * 40)", "h>=\(500 + i * 40)"]) }
        if textSizes {
            let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"]
            try modifier("size", sizes, binding: nil)
            bindings.append(
                #""size": {"textSize": {"xSmall": "extraSmall", "small": "small", "medium": "medium", "large": "large", "xLarge": "extraLarge", "xxLarge": "extraExtraLarge", "xxxLarge": "extraExtraExtraLarge"}}"#
            )
        }
        for i in 0..<unbound { try modifier("u\(i)", ["a", "b"], binding: nil) }
        try save(
            #"{"name": "bench", "version": "2025.10", "sets": {"base": {"sources": [{"$ref": "./base.tokens.json"}]}}, "modifiers": {"#
                + modifiers.joined(separator: ", ") + #"}, "resolutionOrder": ["# + order.joined(separator: ", ")
                + "]}",
            "app.resolver.json")
        try save(
            #"{"resolver": "app.resolver.json", "modifiers": {\#(bindings.joined(separator: ", "))}, "outputs": [{"template": "json", "path": "dimens.json"}, {"template": "swift", "path": "Dimens.swift"}]}"#,
            "dimens.json")
    }
}
