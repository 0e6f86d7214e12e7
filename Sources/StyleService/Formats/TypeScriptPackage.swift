import StrictJSON

/// An npm package around the `ts` export of some styles (`style-resolver export --format ts --package NAME`): beside
/// each style's `NAME.js` and `NAME.d.ts`, a package.json (an ES module with its types, one subpath per style),
/// `index.js` and `index.d.ts` (`styles`, every style's module by its name, also the default export) and a README.
/// Usable as written: no build step, no dependencies.
package struct TypeScriptPackage: Sendable {
    /// The package's name, checked.
    package let name: NpmPackageName
    /// The styles exported beside it, in order.
    package let styles: [String]
    /// The version package.json starts at; publish after raising it as the styles change.
    package static let version = "0.1.0"

    /// A package of the styles.
    package init(name: NpmPackageName, styles: [String]) {
        self.name = name
        self.styles = styles
    }

    /// package.json, index.js, index.d.ts and README.md.
    package func files() -> [ExportFormat.File] {
        [
            ExportFormat.File(name: "package.json", bytes: manifest()),
            ExportFormat.File(name: "index.js", bytes: Array(index(declarations: false).utf8)),
            ExportFormat.File(name: "index.d.ts", bytes: Array(index(declarations: true).utf8)),
            ExportFormat.File(name: "README.md", bytes: Array(readme().utf8)),
        ]
    }

    /// package.json: the module, its types and each style's own subpath (`NAME/sidebarCell`).
    func manifest() -> [UInt8] {
        var json = JSONWriter(format: .pretty, capacity: 4_096)
        json.beginObject()
        json.key("name")
        json.value(name.text)
        json.key("version")
        json.value(Self.version)
        json.key("description")
        json.value("Styles exported by StyleResolver: " + styles.joined(separator: ", ") + ".")
        json.key("type")
        json.value("module")
        json.key("main")
        json.value("./index.js")
        json.key("types")
        json.value("./index.d.ts")
        json.key("exports")
        json.beginObject()
        for (subpath, file) in [(".", "index")] + styles.map({ ("./" + $0, $0) }) {
            json.key(subpath)
            json.beginObject()
            json.key("types")
            json.value("./\(file).d.ts")
            json.key("default")
            json.value("./\(file).js")
            json.endObject()
        }
        json.endObject()
        json.key("files")
        json.beginArray()
        for file in ["index.js", "index.d.ts", "README.md"] + styles.flatMap({ [$0 + ".js", $0 + ".d.ts"] }) {
            json.value(file)
        }
        json.endArray()
        json.key("sideEffects")
        json.value(false)
        json.endObject()
        return json.takeBytes() + [UInt8(ascii: "\n")]
    }

    /// index.js (or, for `declarations`, index.d.ts): every style's module under its name, as `styles` and the
    /// default export.
    func index(declarations: Bool) -> String {
        let what = declarations ? "the types of index.js" : "every style's module by its name"
        var text = "// \(TypeScriptSyntax.comment(name.text)) by StyleResolver: \(what).\n"
        for (index, style) in styles.enumerated() {
            let keyword = declarations ? "import type" : "import"
            text += "\(keyword) * as style\(index) from \(TypeScriptSyntax.string("./\(style).js"));\n"
        }
        text += "\n/** Each style's module (states, modes, cssVariables, properties) by the style's name. */\n"
        text += declarations ? "export declare const styles: {\n" : "export const styles = Object.freeze({\n"
        for (index, style) in styles.enumerated() {
            let key = TypeScriptSyntax.string(style)
            text += declarations ? "  readonly \(key): typeof style\(index);\n" : "  \(key): style\(index),\n"
        }
        return text + (declarations ? "};\n" : "});\n") + "\nexport default styles;\n"
    }

    /// README.md: what the package holds and how to use it.
    func readme() -> String {
        let first = styles.first ?? "style"
        let example = [
            "```js", "import styles from \"\(name.text)\";",
            "import { states, cssVariables } from \"\(name.text)/\(first)\";", "",
            "console.log(styles[\"\(first)\"].properties);   // the normal state in the first mode",
            "console.log(states.normal, cssVariables);", "```",
        ]
        return """
            # \(name.text)

            Styles exported by StyleResolver (`style-resolver export --format ts --package`): each style's states and
            modes as CSS values, typed. An ES module without dependencies or a build step.

            \(example.joined(separator: "\n"))

            Styles: \(styles.map { "`\($0)`" }.joined(separator: ", ")).

            """
    }
}
