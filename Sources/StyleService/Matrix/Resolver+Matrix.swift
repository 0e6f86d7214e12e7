import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// `POST /v1/styles/{name}/matrix`: one style resolved across state and trait axes, every combination with the WCAG
/// 2.2 contrast of its text, secondary text and image tint against its background: the body decoded
/// (``MatrixRequest``), resolved (``MatrixResult``) and written (``MatrixEncoder``).
extension Resolver {
    /// The query parameters the matrix takes.
    static let matrixQueryParameters = ["level"]

    /// The WCAG level of the matrix's query (`?level=AA` or `AAA`; AA when absent); a 422 pointing at the parameter
    /// otherwise.
    package static func matrixLevel(_ items: [(name: String, value: String)]) throws(ServiceError) -> ContrastLevel {
        var level = ContrastLevel.aa
        var decoder = DocumentDecoder()
        var seen: Set<String> = []
        for (name, value) in items {
            let pointer = JSONPointer(tokens: [name])
            guard matrixQueryParameters.contains(name) else {
                decoder.reportUnknown(name, kind: "query parameter", among: matrixQueryParameters, at: pointer)
                continue
            }
            guard seen.insert(name).inserted else {
                decoder.report(pointer, "\"\(name)\" is given more than once")
                continue
            }
            if let given = decoder.name(.string(value), as: ContrastLevel.self, at: pointer) { level = given }
        }
        guard decoder.problems.isEmpty else { throw .invalidQuery(decoder.problems) }
        return level
    }

    /// The answer's JSON bytes, its contrast checked at `level`, or the problem: 404 for an unknown style, 422 for
    /// invalid axes or more combinations than `limit` (pointing at `/axes`), ``ServiceError/overBudget(_:budget:)``
    /// for more work than `budget` steps (``RenderWork/matrix(of:combinations:overrides:content:)``).
    package func resolveMatrix(
        style name: String, body: [UInt8], snapshot: RegistrySnapshot, limit: Int, budget: Int = .max,
        level: ContrastLevel = .aa
    ) throws(ServiceError) -> [UInt8] {
        let object = try parseObject(body)
        let request = try MatrixRequest(
            decoding: object, style: name, snapshot: snapshot, limit: limit, budget: budget, level: level,
            defaultDesign: defaultDesign)
        return try MatrixEncoder.encode(MatrixResult(resolving: request, in: snapshot))
    }
}
