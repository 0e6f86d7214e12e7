import Foundation
import StyleService
import Testing

/// `style-resolver export --format ts --package NAME`: the built binary writes the styles' modules and an npm package
/// around them into a temporary folder; a name npm would refuse, another format, and a style whose files the
/// package's own would overwrite are usage errors that write no package. (Scripts/check-js-client.sh compiles and
/// imports the package with tsc and node.)
@Suite("Export: style-resolver export --format ts --package")
struct ExportPackageTests {
    /// The styles folder of a test: a user style whose name is no JavaScript identifier.
    static func stylesFolder(in folder: String, names: [String] = ["brand-row"]) throws -> String {
        let styles = folder + "/styles"
        try FileManager.default.createDirectory(atPath: styles, withIntermediateDirectories: true)
        for name in names {
            try ##"{"extends": "sidebarCell", "overrides": {"background": {"backgroundColor": "#123456"}}}"##
                .write(toFile: styles + "/\(name).json", atomically: true, encoding: .utf8)
        }
        return styles
    }

    @Test func writesAPackageAroundTheModules() throws {
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/package"
        let run = try ExportEndpointTests.run([
            "export", "--style", "brand-row", "--format", "ts", "--out", out, "--package", "@acme/brand-styles",
            "--styles-dir", try Self.stylesFolder(in: folder), "--data-dir", folder + "/none",
        ])
        #expect(run.status == 0, "\(run.error)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(written == ["README.md", "brand-row.d.ts", "brand-row.js", "index.d.ts", "index.js", "package.json"])
        for name in ["package.json", "index.js", "index.d.ts", "README.md"] {
            #expect(run.output.contains("\(out)/\(name) ("), "the command names \(name)")
        }

        let manifest = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/package.json")))
                as? [String: Any])
        #expect(manifest["name"] as? String == "@acme/brand-styles")
        #expect(manifest["version"] as? String == TypeScriptPackage.version)
        #expect(manifest["type"] as? String == "module")
        #expect(manifest["types"] as? String == "./index.d.ts")
        #expect(manifest["dependencies"] == nil)
        let exports = try #require(manifest["exports"] as? [String: [String: String]])
        #expect(exports["."] == ["types": "./index.d.ts", "default": "./index.js"])
        #expect(exports["./brand-row"] == ["types": "./brand-row.d.ts", "default": "./brand-row.js"])
        #expect(
            manifest["files"] as? [String]
                == ["index.js", "index.d.ts", "README.md", "brand-row.js", "brand-row.d.ts"])

        let index = try String(contentsOfFile: out + "/index.js", encoding: .utf8)
        #expect(index.contains("import * as style0 from \"./brand-row.js\";\n"))
        #expect(index.contains("  \"brand-row\": style0,\n"))
        let declarations = try String(contentsOfFile: out + "/index.d.ts", encoding: .utf8)
        #expect(declarations.contains("  readonly \"brand-row\": typeof style0;\n"))
        let module = try String(contentsOfFile: out + "/brand-row.js", encoding: .utf8)
        #expect(module.contains("\"#123456\""), "the style's own background is in its module")
    }

    /// Names npm refuses, `--package` with another format, and a style named index: exit 2, the flag named, nothing
    /// written.
    @Test(arguments: [
        (["--format", "ts", "--package", "Brand"], #"--package: "Brand" is not an npm package name"#),
        (["--format", "ts", "--package", "brand styles"], "it has \"U+20\""),
        (["--format", "ts", "--package", "@acme"], "a scoped name is @scope/name"),
        (["--format", "ts", "--package", "_brand"], "it starts with \"_\""),
        (["--format", "ts", "--package", "a/b"], "only a scoped name (@scope/name) has a /"),
        (["--format", "ts", "--package", String(repeating: "a", count: 215)], "longer than 214 characters"),
        (["--format", "css", "--package", "brand"], "--package: only with --format ts"),
        (["--format", "ts", "--package", "brand", "--package", "other"], "--package is given more than once"),
    ])
    func refusesWhatNpmOrTheExportCannotTake(_ arguments: [String], _ message: String) throws {
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ExportEndpointTests.run(
            ["export", "--style", "cell", "--out", folder + "/out", "--data-dir", folder + "/none"] + arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func aStyleNamedIndexIsNotOverwritten() throws {
        let folder = try ExecutableProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try ExportEndpointTests.run([
            "export", "--style", "index", "--format", "ts", "--out", folder + "/out", "--package", "brand",
            "--styles-dir", try Self.stylesFolder(in: folder, names: ["index"]), "--data-dir", folder + "/none",
        ])
        #expect(run.status == 2)
        #expect(run.error.contains(#"the style "index" would be overwritten by the package's index.js"#))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"), "nothing written")
    }
}
