/// The lines of a response's head that are the same on every send: the status line, and the fields with the
/// `Content-Length` of a body of `bodyCount` bytes. Made by ``HTTPResponse/prepareHead()`` for an answer sent many
/// times, so that the serializer copies two blocks instead of writing a status, every field and the length's digits
/// (and checking each field's name against those the server writes) on every send.
///
/// A class, immutable: a response and its copies share one reference.
@usableFromInline
final class PreparedHead: Sendable {
    /// `HTTP/1.1`, the code, the reason phrase and CRLF.
    let statusLine: [UInt8]
    /// Every field line, then the framing (`Content-Length`, none for a status that forbids content).
    let fieldLines: [UInt8]
    /// The length of the body the framing was written for.
    let bodyCount: Int

    /// The lines for `status`, `fields` and a body of `bodyCount` bytes; nil when the fields hold one the server
    /// writes itself (which one it drops depends on the server and the request).
    init?(status: HTTPStatus, fields: HTTPFields, bodyCount: Int) {
        guard !fields.entries.contains(where: { fields.isOwnedByServer($0, namesServer: true, hasRequestID: true) })
        else { return nil }
        statusLine = PreparedHead.written(capacity: 15 + status.reasonPhrase.utf8.count) { $0.writeStatusLine(status) }
        fieldLines = PreparedHead.written(capacity: fields.storage.count + 4 * fields.entries.count + 38) { writer in
            fields.storage.withUnsafeBufferPointer { storage in
                for entry in fields.entries { writer.writeFieldLine(entry, in: storage) }
            }
            if !status.forbidsContent { writer.writeContentLength(bodyCount) }
        }
        self.bodyCount = bodyCount
    }

    /// The bytes `write` writes into a block of `capacity` (which must be enough).
    private static func written(capacity: Int, _ write: (inout HeadWriter) -> Void) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: capacity) { block, count in
            guard let start = block.baseAddress else { return }
            var writer = HeadWriter(start)
            write(&writer)
            count = writer.written.count
        }
    }
}
