/// Header field names as typed constants, in the shape of swift-http-types' `HTTPField.Name`: a name is checked
/// once where it is made, compared case-insensitively where it is used, and a typo is a compile error.
public enum HTTPField {
    /// A field name: a token (RFC 9110 §5.1), kept in the spelling it was made with.
    public struct Name: Sendable, Hashable, CustomStringConvertible {
        /// The name as written on the wire.
        public let rawName: String
        /// The name's ``KnownFields`` bit, 0 when it is not one of them.
        @usableFromInline let knownBit: UInt16

        /// The name, or nil when it is not a token.
        public init?(_ name: String) {
            guard HTTPFields.isValidName(name.utf8) else { return nil }
            rawName = name
            knownBit = KnownFields.bit(of: name)
        }

        /// A name known to be a token (the constants below), with its ``KnownFields`` bit.
        init(unchecked name: String, known: UInt16 = 0) {
            rawName = name
            knownBit = known
        }

        /// Names are equal ignoring ASCII case.
        public static func == (lhs: Name, rhs: Name) -> Bool {
            lhs.rawName.utf8.elementsEqual(rhs.rawName.utf8) { ByteClass.lowercased($0) == ByteClass.lowercased($1) }
        }

        /// Hashes the lowercase name, so equal names hash alike.
        public func hash(into hasher: inout Hasher) {
            for byte in rawName.utf8 { hasher.combine(ByteClass.lowercased(byte)) }
        }

        /// The raw name.
        public var description: String { rawName }
    }
}

extension HTTPField.Name {
    /// `Accept` (RFC 9110 §12.5.1).
    public static var accept: Self { Self(unchecked: "Accept", known: KnownFields.accept) }
    /// `Accept-Encoding` (RFC 9110 §12.5.3).
    public static var acceptEncoding: Self { Self(unchecked: "Accept-Encoding", known: KnownFields.acceptEncoding) }
    /// `Accept-Post` (a 415's hint of the media types a POST takes).
    public static var acceptPost: Self { Self(unchecked: "Accept-Post") }
    /// `Access-Control-Allow-Headers` (CORS preflight).
    public static var accessControlAllowHeaders: Self { Self(unchecked: "Access-Control-Allow-Headers") }
    /// `Access-Control-Allow-Methods` (CORS preflight).
    public static var accessControlAllowMethods: Self { Self(unchecked: "Access-Control-Allow-Methods") }
    /// `Access-Control-Allow-Origin` (CORS).
    public static var accessControlAllowOrigin: Self { Self(unchecked: "Access-Control-Allow-Origin") }
    /// `Access-Control-Expose-Headers` (CORS).
    public static var accessControlExposeHeaders: Self { Self(unchecked: "Access-Control-Expose-Headers") }
    /// `Access-Control-Max-Age` (CORS preflight).
    public static var accessControlMaxAge: Self { Self(unchecked: "Access-Control-Max-Age") }
    /// `Access-Control-Request-Method` (CORS preflight).
    public static var accessControlRequestMethod: Self { Self(unchecked: "Access-Control-Request-Method") }
    /// `Allow` (RFC 9110 §10.2.1).
    public static var allow: Self { Self(unchecked: "Allow") }
    /// `Authorization` (RFC 9110 §11.6.2).
    public static var authorization: Self { Self(unchecked: "Authorization", known: KnownFields.authorization) }
    /// `Cache-Control` (RFC 9111 §5.2).
    public static var cacheControl: Self { Self(unchecked: "Cache-Control") }
    /// `Connection` (RFC 9110 §7.6.1).
    public static var connection: Self { Self(unchecked: "Connection", known: KnownFields.connection) }
    /// `Content-Encoding` (RFC 9110 §8.4).
    public static var contentEncoding: Self { Self(unchecked: "Content-Encoding", known: KnownFields.contentEncoding) }
    /// `Content-Security-Policy`.
    public static var contentSecurityPolicy: Self { Self(unchecked: "Content-Security-Policy") }
    /// `Content-Type` (RFC 9110 §8.3).
    public static var contentType: Self { Self(unchecked: "Content-Type", known: KnownFields.contentType) }
    /// `ETag` (RFC 9110 §8.8.3).
    public static var eTag: Self { Self(unchecked: "ETag", known: KnownFields.eTag) }
    /// `Host` (RFC 9110 §7.2).
    public static var host: Self { Self(unchecked: "Host", known: KnownFields.host) }
    /// `If-None-Match` (RFC 9110 §13.1.2).
    public static var ifNoneMatch: Self { Self(unchecked: "If-None-Match", known: KnownFields.ifNoneMatch) }
    /// `Last-Event-ID` (the id of the last server-sent event a reconnecting client saw).
    public static var lastEventID: Self { Self(unchecked: "Last-Event-ID") }
    /// `Location` (RFC 9110 §10.2.2).
    public static var location: Self { Self(unchecked: "Location") }
    /// `Origin` (RFC 6454).
    public static var origin: Self { Self(unchecked: "Origin", known: KnownFields.origin) }
    /// `Retry-After` (RFC 9110 §10.2.3).
    public static var retryAfter: Self { Self(unchecked: "Retry-After") }
    /// `Vary` (RFC 9110 §12.5.5).
    public static var vary: Self { Self(unchecked: "Vary", known: KnownFields.vary) }
    /// `X-Content-Type-Options`: `nosniff` tells a browser to take a response for the type it declares.
    public static var xContentTypeOptions: Self { Self(unchecked: "X-Content-Type-Options") }
    /// `X-Request-Id`: the id a client, a proxy and the server's log name one request by.
    public static var xRequestID: Self { Self(unchecked: "X-Request-Id", known: KnownFields.xRequestID) }
    /// `WWW-Authenticate` (RFC 9110 §11.6.1).
    public static var wwwAuthenticate: Self { Self(unchecked: "WWW-Authenticate") }
}

extension HTTPFields {
    /// A field list from typed names and values, in order: `HTTPFields([.contentType: "application/json"])`.
    public init(_ fields: KeyValuePairs<HTTPField.Name, String>) {
        self.init()
        storage.reserveCapacity(fields.reduce(0) { $0 + $1.key.rawName.utf8.count + $1.value.utf8.count })
        entries.reserveCapacity(fields.count)
        for (name, value) in fields { append(name: name, value: value) }
    }

    /// Appends a field line; a value holding CR, LF or NUL is dropped (returns `false`). The name was checked and
    /// classified when it was made, so only the value is checked here.
    @discardableResult
    public mutating func append(name: HTTPField.Name, value: String) -> Bool {
        let appended = name.rawName.utf8.withContiguousStorageIfAvailable { rawName in
            value.utf8.withContiguousStorageIfAvailable { value in
                append(checkedName: rawName, value: value, known: name.knownBit)
            }
        }
        // A string without contiguous UTF-8 (a bridged one) takes the general path.
        guard let appended, let appended else { return append(name: name.rawName, value: value) }
        return appended
    }

    /// Removes every field with this name.
    public mutating func removeAll(named name: HTTPField.Name) {
        removeAll(named: name.rawName)
    }

    /// The first value of the field with this name, or `nil`; setting replaces all fields of that name.
    public subscript(name: HTTPField.Name) -> String? {
        get {
            guard let index = firstIndex(named: name) else { return nil }
            return string(entries[index].valueStart, entries[index].valueEnd)
        }
        set { self[name.rawName] = newValue }
    }

    /// The first value of the field with this name handed to `body` as bytes, without building a string (for
    /// checks on the hot path); nil when there is no such field. Inlinable, so a caller's use is specialized for its
    /// result type rather than going through the generic result at run time.
    @inlinable
    public func withFirstValue<Result>(
        for name: HTTPField.Name, _ body: (ArraySlice<UInt8>) throws -> Result
    ) rethrows -> Result? {
        guard let index = firstIndex(named: name) else { return nil }
        return try body(storage[Int(entries[index].valueStart)..<Int(entries[index].valueEnd)])
    }

    /// Every value of the fields with this name, in order.
    public func values(for name: HTTPField.Name) -> [String] {
        firstIndex(named: name) == nil ? [] : values(for: name.rawName)
    }

    /// Whether a field with this name exists.
    public func contains(_ name: HTTPField.Name) -> Bool {
        firstIndex(named: name) != nil
    }
}
