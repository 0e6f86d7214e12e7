import EpollHTTP

/// The service's content coding: gzip for answers over ``minimumBytes`` when the client's `Accept-Encoding` accepts
/// it. A gzip answer carries `Content-Encoding: gzip` and its own ETag (the identity ETag with `-gzip` inside the
/// quotes), so a cache or a client revalidates each encoding with its own tag; every answer big enough to be
/// compressed says `Vary: Accept-Encoding`, whichever encoding it has.
enum ContentCoding {
    /// Answers up to this many bytes are sent as they are: compressing them saves too little to pay for it.
    static let minimumBytes = 1_024

    /// Whether the request's `Accept-Encoding` fields accept gzip (RFC 9110 §12.5.3): `gzip` (or `x-gzip`) with a
    /// weight above 0, or, when neither is named, `*` with a weight above 0. `q=0` refuses; no field accepts nothing
    /// but the identity.
    static func acceptsGzip(_ fields: HTTPFields) -> Bool {
        // Most clients that send nothing are asked about once, without building a string.
        guard fields.contains(.acceptEncoding) else { return false }
        var gzip: Bool?
        var any: Bool?
        for value in fields.values(for: .acceptEncoding) {
            for element in value.split(separator: ",") {
                var parameters = element.split(separator: ";")[...]
                guard let coding = parameters.popFirst()?.trimmingSpaces().lowercased() else { continue }
                var accepted = true
                for parameter in parameters {
                    let trimmed = parameter.trimmingSpaces().lowercased()
                    if trimmed.hasPrefix("q=") { accepted = !isZeroWeight(trimmed.dropFirst(2)) }
                }
                switch coding {
                case "gzip", "x-gzip": gzip = (gzip ?? false) || accepted
                case "*": any = (any ?? false) || accepted
                default: break
                }
            }
        }
        return gzip ?? any ?? false
    }

    /// Whether a weight is 0 (`0`, `0.`, `0.0`, `0.00`, `0.000`).
    static func isZeroWeight(_ weight: Substring) -> Bool {
        guard weight.first == "0" else { return false }
        let rest = weight.dropFirst()
        return rest.isEmpty || (rest.first == "." && rest.dropFirst().allSatisfy { $0 == "0" })
    }

    /// The ETag of the gzip variant of an answer tagged `etag`: `"abc"` becomes `"abc-gzip"`, `W/"abc"` `W/"abc-gzip"`.
    static func gzipETag(_ etag: String) -> String {
        guard etag.hasSuffix("\"") else { return etag + "-gzip" }
        return etag.dropLast() + "-gzip\""
    }

    /// `fields` with `Accept-Encoding` added to their first `Vary` (or a `Vary` of its own when there is none).
    static func varyingByEncoding(_ fields: HTTPFields) -> HTTPFields {
        var varying = fields
        if let vary = fields[.vary] {
            varying[.vary] = vary + ", Accept-Encoding"
        } else {
            varying.append(name: .vary, value: "Accept-Encoding")
        }
        return varying
    }

    /// `fields` for the gzip variant: `Content-Encoding: gzip` and the variant's ETag.
    static func gzipFields(_ fields: HTTPFields) -> HTTPFields {
        var encoded = fields
        if let etag = fields[.eTag] { encoded[.eTag] = gzipETag(etag) }
        encoded.append(name: .contentEncoding, value: "gzip")
        return encoded
    }

    /// Encodes an answer the handler left in the identity coding, for the request: adds `Vary: Accept-Encoding` to
    /// an answer over ``minimumBytes``, and compresses it when the client accepts gzip and gzip makes it smaller.
    /// An answer that already has a `Content-Encoding` is left as it is.
    static func encode(_ response: inout HTTPResponse, for request: HTTPRequest) {
        guard response.body.count > minimumBytes, response.bodyStream == nil, response.status == .ok,
            !response.fields.contains(.contentEncoding)
        else { return }
        response.fields = varyingByEncoding(response.fields)
        guard acceptsGzip(request.fields), let compressed = Gzip.compress(response.body),
            compressed.count < response.body.count
        else { return }
        response.fields = gzipFields(response.fields)
        response.body = compressed
    }
}
