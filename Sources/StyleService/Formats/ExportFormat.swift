import Configuration
import StyleRegistry

/// The build-time exports of a style (`style-resolver export`, `GET /v1/styles/{name}/export`): each format is one
/// or more files, written from the same resolved values and names as the stylesheet and the tokens, under the same
/// CSS options. The CLI writes every file of a format; the endpoint answers one of them, byte for byte the same.
package enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// The whole-style stylesheet (`NAME.css`), as `GET /v1/styles/{name}/stylesheet.css`.
    case css
    /// Sass variables for the normal state and a map per state (`NAME.scss`).
    case scss
    /// A Tailwind CSS v4 `@theme` block and its mode rules (`NAME.tailwind.css`).
    case tailwind
    /// An ES module of typed constants (`NAME.js`) and its declarations (`NAME.d.ts`).
    case ts
    /// The design tokens (DTCG), as `GET /v1/styles/{name}/tokens.json` (`NAME.tokens.json`).
    case tokens

    /// One file of an export: its name (the style's name and the format's extension) and its bytes.
    package struct File: Sendable, Equatable {
        /// The file name, no folder (`sidebarCell.d.ts`).
        package let name: String
        /// The file's bytes, UTF-8.
        package let bytes: [UInt8]

        /// The file's media type, for the endpoint's `Content-Type`.
        package var mediaType: String { ExportFormat.mediaType(ofFile: name) }
    }

    /// The file names of a style's export, the main file first (what the endpoint answers without `file`).
    package func fileNames(style name: String) -> [String] {
        switch self {
        case .css: [name + ".css"]
        case .scss: [name + ".scss"]
        case .tailwind: [name + ".tailwind.css"]
        case .ts: [name + ".js", name + ".d.ts"]
        case .tokens: Self.designTokenFileNames(style: name)
        }
    }

    /// Every file of the export, in the order of ``fileNames(style:)``. The query's `design`, else `defaultDesign`,
    /// is the unmarked design of the CSS, the unprefixed modes of the other formats.
    package func files(
        style: StyleDefinition, named name: String, query: FormatQuery, defaultDesign: DesignGeneration = .ios26
    ) -> [File] {
        let design = query.design ?? defaultDesign
        let names = fileNames(style: name)
        switch self {
        case .css:
            return [
                File(
                    name: names[0],
                    bytes: StyleFormat.stylesheet.build(
                        style: style, named: name, query: query, defaultDesign: defaultDesign))
            ]
        case .tokens:
            return Self.designTokenFiles(style: style, named: name, query: query, design: design)
        case .scss, .tailwind, .ts:
            let table = ExportTable(style: style, tintColor: query.tintColor, design: design)
            switch self {
            case .scss:
                return [
                    File(name: names[0], bytes: SCSSExport(table: table, styleName: name, options: query.css).build())
                ]
            case .tailwind:
                return [
                    File(
                        name: names[0], bytes: TailwindExport(table: table, styleName: name, options: query.css).build()
                    )
                ]
            default:
                let export = TypeScriptExport(table: table, styleName: name, options: query.css)
                return [
                    File(name: names[0], bytes: export.module()), File(name: names[1], bytes: export.declarations()),
                ]
            }
        }
    }

    // MARK: Design tokens

    /// The design-token files of a style. One place, so the DTCG Resolver Module layout (a resolver document beside
    /// the set files) replaces the one document here and nowhere else.
    static func designTokenFileNames(style name: String) -> [String] { [name + ".tokens.json"] }

    /// The design-token files' bytes, named as ``designTokenFileNames(style:)``.
    static func designTokenFiles(
        style: StyleDefinition, named name: String, query: FormatQuery, design: DesignGeneration
    ) -> [File] {
        let bytes = DesignTokensEncoder(style: style, styleName: name, tintColor: query.tintColor, design: design)
            .encode()
        return [File(name: designTokenFileNames(style: name)[0], bytes: bytes)]
    }

    /// The media type of an export file, by its extension.
    static func mediaType(ofFile name: String) -> String {
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".scss") { return "text/x-scss; charset=utf-8" }
        if name.hasSuffix(".d.ts") { return "application/typescript; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        return "application/design-tokens+json"
    }
}
