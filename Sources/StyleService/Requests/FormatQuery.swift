import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// The query of the stylesheet and token endpoints, checked as strictly as a request body: each problem points at
/// its parameter as if the query were a JSON object (`/selector`).
package struct FormatQuery: Sendable {
    /// The cell's selector (the stylesheet's `selector`), when given.
    package var selector: String?
    /// The tint the style's tinted colors take.
    package var tintColor: Color = .systemBlue
    /// The design the stylesheet leaves unmarked and the tokens' unprefixed modes follow (`design`), when given;
    /// else the server's default.
    package var design: DesignGeneration?
    /// How the stylesheet is written (`prefix`, `layer`, `units`, `theme`).
    package var css = CSSOptions()
    /// The state the pointer over the element marks (`hover`), checked against the style by ``check(against:)``.
    package var hover = HoverOption.off

    /// The query's meaning as text, the same for every query that asks for the same output: each parameter that
    /// differs from its default (`defaultDesign` for the design), in one order, its value length-prefixed. Empty for
    /// the defaults, so a request without a query keys the answer cache by its path alone. Queries that spell the
    /// same options differently (order, `units=px`, `design` the default, `selector` the default of the style's
    /// `kind`, read only when a selector is given) share one cached answer.
    package func cacheKey(
        defaultDesign: DesignGeneration, kind: @autoclosure () -> ConfigurationKind = .cell
    ) -> String {
        var key = ""
        func add(_ name: String, _ value: String?) {
            guard let value else { return }
            key += "\(name)=\(value.utf8.count):\(value);"
        }
        add("selector", selector.flatMap { $0 == StyleFormat.defaultSelector(of: kind()) ? nil : $0 })
        add("tintColor", tintColor == .systemBlue ? nil : tintColor.description + aliasValues)
        add("design", design.flatMap { $0 == defaultDesign ? nil : $0.rawValue })
        add("prefix", css.prefix)
        add("layer", css.layer)
        add("units", css.units == .px ? nil : css.units.rawValue)
        add("theme", css.theme == .media ? nil : css.theme.rawValue)
        add(HoverOption.parameter, hover == .off ? nil : hover.text)
        return key
    }

    /// What the query's alias stands for: the tint token's value in each mode, empty when the tint is no alias. A
    /// cache key made from the query's text adds it, as a token's values change when the tokens file is reloaded.
    package var aliasValues: String {
        guard let modes = tintColor.colorSetAppearances else { return "" }
        return " \(modes.light) \(modes.dark) \(modes.lightHighContrast) \(modes.darkHighContrast)"
    }

    /// Checks what depends on the style: the `hover` option's state (a problem at `/hover`).
    package func check(against style: StyleDefinition) throws(ServiceError) {
        if let problem = hover.problem(for: style) { throw .invalidQuery([problem]) }
    }

    /// Decodes the query items, accepting only the parameters named; the `tintColor` may be an alias to one of
    /// `tokens`.
    package static func decode(
        _ items: [(name: String, value: String)], accepting parameters: [String],
        tokens: @autoclosure () -> DesignTokenSet? = nil
    ) throws(ServiceError) -> FormatQuery {
        var query = FormatQuery()
        var problems: [DocumentProblem] = []
        var seen: Set<String> = []
        for (name, value) in items {
            let pointer = JSONPointer(tokens: [name])
            guard parameters.contains(name) else {
                problems.append(
                    DocumentProblem.unknownName(name, kind: "query parameter", among: parameters, at: pointer))
                continue
            }
            guard seen.insert(name).inserted else {
                problems.append(DocumentProblem(pointer: pointer, message: "\"\(name)\" is given more than once"))
                continue
            }
            if value.isEmpty, name == "selector" || name == "tintColor" {
                problems.append(ResolveQuery.bareHash(name, at: pointer))
                continue
            }
            switch name {
            case "selector":
                if let problem = CSSSyntax.problem(inSelector: value) {
                    problems.append(DocumentProblem(pointer: pointer, message: problem))
                } else {
                    query.selector = value
                }
            case "prefix", "layer", "units", "theme":
                if let problem = query.css.read(name, value: value) { problems.append(problem) }
            case HoverOption.parameter:
                if let hover = HoverOption.read(value, problems: &problems) { query.hover = hover }
            case "design":
                var decoder = DocumentDecoder()
                if let design = decoder.name(.string(value), as: DesignGeneration.self, at: pointer) {
                    query.design = design
                } else {
                    problems += decoder.problems
                }
            default:
                var decoder = DocumentDecoder(tokens: tokens())
                if let color = decoder.requiredColor(.string(value), at: pointer) {
                    query.tintColor = color
                } else {
                    problems += decoder.problems
                }
            }
        }
        guard problems.isEmpty else { throw .invalidQuery(problems) }
        return query
    }
}
