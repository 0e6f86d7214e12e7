import EpollHTTP
import Synchronization

/// An answer kept for reuse (a cached answer, the playground, the spec) with its gzip variant, compressed the first
/// time a client accepts gzip and kept with it, so a repeated request never compresses again.
///
/// A class, so every copy of a cache entry shares the one variant.
final class CompressedVariant: Sendable {
    /// The variant, once made: nil when gzip would not make the body smaller (or zlib failed), so the identity answer
    /// is sent instead.
    private enum Slot {
        case pending
        /// The gzip answer, built once with its head prepared (``HTTPResponse/prepareHead()``): each request for it
        /// copies the head's lines in two blocks instead of writing them field by field.
        case ready(HTTPResponse)
        case useless
    }

    /// The identity answer's fields (already varying by `Accept-Encoding`) and body.
    let fields: HTTPFields
    let body: [UInt8]
    private let slot = Mutex(Slot.pending)

    /// The variant of the answer with these identity `fields` and `body`.
    init(fields: HTTPFields, body: [UInt8]) {
        self.fields = fields
        self.body = body
    }

    /// The 200 gzip answer, its head prepared, made now if this is the first request for it; nil when gzip does not
    /// pay.
    func gzip() -> HTTPResponse? {
        switch slot.withLock({ $0 }) {
        case .ready(let response): return response
        case .useless: return nil
        case .pending: break
        }
        // Compressed outside the lock: two first requests at once may both compress; the first to finish is kept.
        let made: Slot
        if let compressed = Gzip.compress(body), compressed.count < body.count {
            var response = HTTPResponse(status: .ok, fields: ContentCoding.gzipFields(fields), body: compressed)
            response.prepareHead()
            made = .ready(response)
        } else {
            made = .useless
        }
        let kept = slot.withLock { slot -> Slot in
            if case .pending = slot { slot = made }
            return slot
        }
        switch kept {
        case .ready(let response): return response
        case .useless, .pending: return nil
        }
    }
}
