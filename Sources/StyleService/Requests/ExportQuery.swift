import JSON
import StyleRegistry

/// The query of `GET /v1/styles/{name}/export` (and the flags of `style-resolver export`, which the CLI reads as these
/// parameters): the `format`, which of its files (`file`, else the main one), and the stylesheet's parameters with
/// the CSS options. Checked as strictly as the stylesheet's query: each problem points at its parameter.
package struct ExportQuery: Sendable {
    /// The format asked for.
    package var format: ExportFormat
    /// The file asked for, one of the format's ``ExportFormat/fileNames(style:)``; nil for the main one.
    package var file: String?
    /// The selector, tint, design and CSS options, as for the stylesheet.
    package var query: FormatQuery

    /// Every parameter the export takes.
    package static let parameters = ["format", "file"] + StyleFormat.stylesheet.parameters

    /// Decodes the query items of an export of the style named `style` (for the file names).
    package static func decode(
        _ items: [(name: String, value: String)], style: String
    ) throws(ServiceError) -> ExportQuery {
        var problems: [DocumentProblem] = []
        var format: ExportFormat?
        var file: String?
        var seen: Set<String> = []
        for (name, value) in items where name == "format" || name == "file" {
            let pointer = JSONPointer(tokens: [name])
            guard seen.insert(name).inserted else {
                problems.append(DocumentProblem(pointer: pointer, message: "\"\(name)\" is given more than once"))
                continue
            }
            if name == "format" {
                var decoder = DocumentDecoder()
                format = decoder.name(.string(value), as: ExportFormat.self, at: pointer)
                problems += decoder.problems
            } else {
                file = value
            }
        }
        if !seen.contains("format") {
            problems.append(
                DocumentProblem(
                    pointer: JSONPointer(tokens: ["format"]),
                    message: "required: one of \(ExportFormat.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        if let format, let file {
            let names = format.fileNames(style: style)
            if !names.contains(file) {
                problems.append(
                    DocumentProblem.unknownName(
                        file, kind: "file of the \(format.rawValue) export", among: names,
                        at: JSONPointer(tokens: ["file"])))
            }
        }
        var query = FormatQuery()
        do throws(ServiceError) {
            query = try FormatQuery.decode(
                items.filter { $0.name != "format" && $0.name != "file" }, accepting: parameters)
        } catch {
            if case .invalidQuery(let more) = error { problems += more } else { throw error }
        }
        guard problems.isEmpty, let format else { throw .invalidQuery(problems) }
        return ExportQuery(format: format, file: file, query: query)
    }
}
