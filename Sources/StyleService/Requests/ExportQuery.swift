import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// The query of `GET /v1/styles/{name}/export` (and the flags of `style-resolver export`, which the CLI reads as these
/// parameters): the `format`, which of its files (`file`, else the main one), and the stylesheet's parameters with
/// the CSS options. Checked as strictly as the stylesheet's query: each problem points at its parameter.
package struct ExportQuery: Sendable {
    /// The format asked for.
    package var format: ExportFormat
    /// The file asked for, by its name among the export's files; nil for the main one.
    package var file: String?
    /// The selector, tint, design and CSS options, as for the stylesheet.
    package var query: FormatQuery

    /// Every parameter the export takes.
    package static let parameters = ["format", "file"] + StyleFormat.stylesheet.parameters

    /// The query's meaning as text (``FormatQuery/cacheKey(defaultDesign:kind:)``), with the format and the file.
    package func cacheKey(
        defaultDesign: DesignGeneration, kind: @autoclosure () -> ConfigurationKind = .cell
    ) -> String {
        let file = file.map { "file=\($0.utf8.count):\($0);" } ?? ""
        return "format=\(format.rawValue);" + file + query.cacheKey(defaultDesign: defaultDesign, kind: kind())
    }

    /// Decodes the query items of an export, the `tintColor` perhaps an alias to one of `tokens`. The `file` is
    /// checked against the files built (``file(among:)``).
    package static func decode(
        _ items: [(name: String, value: String)], tokens: @autoclosure () -> DesignTokenSet? = nil
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
        var query = FormatQuery()
        do throws(ServiceError) {
            query = try FormatQuery.decode(
                items.filter { $0.name != "format" && $0.name != "file" }, accepting: parameters, tokens: tokens())
        } catch {
            if case .invalidQuery(let more) = error { problems += more } else { throw error }
        }
        guard problems.isEmpty, let format else { throw .invalidQuery(problems) }
        return ExportQuery(format: format, file: file, query: query)
    }

    /// The file asked for among an export's files: the one named `file`, else the first (the main one). An unknown
    /// name is a problem at `/file` naming the export's files.
    package func file(among files: [ExportFormat.File]) throws(ServiceError) -> ExportFormat.File {
        let wanted = file.flatMap { name in files.first { $0.name == name } } ?? (file == nil ? files.first : nil)
        guard let wanted else {
            throw .invalidQuery([
                DocumentProblem.unknownName(
                    file ?? "", kind: "file of the \(format.rawValue) export", among: files.map(\.name),
                    at: JSONPointer(tokens: ["file"]))
            ])
        }
        return wanted
    }
}
