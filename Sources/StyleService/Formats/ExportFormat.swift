import StyleDefinitions
import ViewConfigurations

/// The build-time exports of a style (`style-resolver export`, `GET /v1/styles/{name}/export`): each format is one
/// or more files, the web formats written from the same resolved values and names as the stylesheet and the tokens,
/// under the same CSS options, the Swift one from the style's document as UIKit code. The CLI writes every file of a
/// format; the endpoint answers one of them, byte for byte the same.
package enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// The whole-style stylesheet (`NAME.css`), as `GET /v1/styles/{name}/stylesheet.css`.
    case css
    /// Sass variables for the normal state and a map per state (`NAME.scss`).
    case scss
    /// A Tailwind CSS v4 `@theme` block and its mode rules (`NAME.tailwind.css`).
    case tailwind
    /// An ES module of typed constants (`NAME.js`) and its declarations (`NAME.d.ts`).
    case ts
    /// The design tokens (DTCG 2025.10): the resolver document `NAME.tokens.resolver.json` with its set files under
    /// `NAME.tokens/`, as `GET /v1/styles/{name}/tokens.resolver.json` serves them, then the same values in one file,
    /// `NAME.tokens.json`, as `GET /v1/styles/{name}/tokens.json`.
    case tokens
    /// UIKit code (`<Name>Style.swift`): the custom-state keys, an enum whose builders make the background and content
    /// configurations for a cell's state, and a list cell applying them (docs/SWIFT.md).
    case swift

    /// Where an export comes from, for the headers that name it: the style's digest and the service's version.
    package struct Origin: Sendable, Equatable {
        /// The style's digest (its ETag's seed), if known.
        package var digest: UInt64?
        /// The version of the service writing the export, if known.
        package var serviceVersion: String?

        /// An origin naming what is given.
        package init(digest: UInt64? = nil, serviceVersion: String? = nil) {
            self.digest = digest
            self.serviceVersion = serviceVersion
        }
    }

    /// One file of an export: its name (the style's name and the format's extension) and its bytes.
    package struct File: Sendable, Equatable {
        /// The file name, no folder (`sidebarCell.d.ts`).
        package let name: String
        /// The file's bytes, UTF-8.
        package let bytes: [UInt8]

        /// The file's media type, for the endpoint's `Content-Type`.
        package var mediaType: String { ExportFormat.mediaType(ofFile: name) }
    }

    /// Every file of the export, its main file first (what the endpoint answers without `file`). The query's `design`,
    /// else `defaultDesign`, is the unmarked design of the CSS, the unprefixed modes of the other formats. Only the
    /// Swift export can fail: ``ServiceError/notExportable(format:_:)`` for a style it cannot write.
    package func files(
        style: StyleDefinition, named name: String, query: FormatQuery, defaultDesign: DesignGeneration = .ios26,
        origin: Origin = Origin()
    ) throws(ServiceError) -> [File] {
        let design = query.design ?? defaultDesign
        try query.check(against: style)
        switch self {
        case .swift:
            let export = SwiftExport(style: style, styleName: name, origin: origin)
            return [File(name: export.fileName, bytes: try export.build())]
        case .css:
            return [
                File(
                    name: name + ".css",
                    bytes: StyleFormat.stylesheet.build(
                        style: style, named: name, query: query, defaultDesign: defaultDesign))
            ]
        case .tokens, .scss, .tailwind, .ts:
            // Every format but the stylesheet is written from one grid, resolved once.
            let table = ExportTable(style: style, tintColor: query.tintColor, design: design, hover: query.hover)
            switch self {
            case .tokens:
                let set = DesignTokenFiles(
                    style: style, styleName: name, query: query, defaultDesign: defaultDesign, namePrefix: name + ".")
                let single = DesignTokensEncoder(
                    style: style, styleName: name, tintColor: query.tintColor, design: design, hover: query.hover)
                return set.files(of: table).map { File(name: $0.name, bytes: $0.bytes) }
                    + [File(name: name + ".tokens.json", bytes: single.encode(of: table))]
            case .scss:
                return [
                    File(
                        name: name + ".scss",
                        bytes: SCSSExport(table: table, styleName: name, options: query.css).build())
                ]
            case .tailwind:
                return [
                    File(
                        name: name + ".tailwind.css",
                        bytes: TailwindExport(table: table, styleName: name, options: query.css).build()
                    )
                ]
            default:
                let export = TypeScriptExport(table: table, styleName: name, options: query.css)
                return [
                    File(name: name + ".js", bytes: export.module()),
                    File(name: name + ".d.ts", bytes: export.declarations()),
                ]
            }
        }
    }

    /// The media type of an export file, by its extension.
    static func mediaType(ofFile name: String) -> String {
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".scss") { return "text/x-scss; charset=utf-8" }
        if name.hasSuffix(".d.ts") { return "application/typescript; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".swift") { return "text/x-swift; charset=utf-8" }
        if name.hasSuffix(DesignTokenFiles.resolverFileName) { return "application/json" }
        return "application/design-tokens+json"
    }
}
