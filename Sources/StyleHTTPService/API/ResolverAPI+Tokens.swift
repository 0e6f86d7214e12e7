import EpollHTTP
import StyleDefinitions
import StyleService

extension ResolverAPI {
    /// `GET /v1/tokens`: the design tokens styles may name (none without a tokens file), tagged by their bytes, so a
    /// reload that changes a token changes the tag and one that changes none keeps it.
    func listTokens() -> HTTPResponse {
        let body = TokenListEncoder.encode(registry.tokens)
        return HTTPResponse(
            status: .ok,
            fields: HTTPFields([
                .contentType: "application/json", .eTag: ContentDigest.quotedHex(ContentDigest.of(body)),
            ]),
            body: body)
    }
}
