import EpollHTTP

/// One thing the parser reported, in a comparable form.
enum ParseEvent: Equatable, CustomStringConvertible {
    case request(method: String, target: String, path: String, body: [UInt8], keepAlive: Bool)
    case continueExpected
    case failure(HTTPParseError)

    var description: String {
        switch self {
        case .request(let method, let target, _, let body, let keepAlive):
            "request(\(method) \(target), body \(body.count) bytes, keepAlive \(keepAlive))"
        case .continueExpected: "continueExpected"
        case .failure(let error): "failure(\(error))"
        }
    }

    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}

/// Feeds bytes to a parser in chunks, as a connection would, and records everything it reports.
/// Stops after a failure or after a request that does not keep the connection alive.
func parseEvents(_ bytes: [UInt8], chunkSize: Int? = nil, limits: HTTPParserLimits = HTTPParserLimits()) -> [ParseEvent]
{
    var parser = HTTPRequestParser(limits: limits)
    var pending: [UInt8] = []
    var events: [ParseEvent] = []
    let step = max(1, chunkSize ?? max(1, bytes.count))
    var index = 0
    repeat {
        let end = min(bytes.count, index + step)
        pending.append(contentsOf: bytes[index..<end])
        index = end
        parsing: while true {
            switch parser.parse(pending) {
            case .needMoreData(let consumed):
                pending.removeFirst(consumed)
                break parsing
            case .expectsContinue(let consumed):
                pending.removeFirst(consumed)
                events.append(.continueExpected)
            case .request(let request, let keepAlive, let consumed):
                pending.removeFirst(consumed)
                events.append(
                    .request(
                        method: request.method.rawValue, target: request.target, path: request.path,
                        body: request.body, keepAlive: keepAlive))
                if !keepAlive { return events }
            case .failure(let error):
                events.append(.failure(error))
                return events
            }
        }
    } while index < bytes.count
    return events
}

/// Parses `text` all at once, one byte at a time and in 7-byte pieces; returns the all-at-once events
/// and whether the three agree.
func parseEverySplit(
    _ bytes: [UInt8], limits: HTTPParserLimits = HTTPParserLimits()
) -> (events: [ParseEvent], consistent: Bool) {
    let whole = parseEvents(bytes, limits: limits)
    let single = parseEvents(bytes, chunkSize: 1, limits: limits)
    let sevens = parseEvents(bytes, chunkSize: 7, limits: limits)
    return (whole, whole == single && whole == sevens)
}

extension String {
    /// The string's UTF-8 bytes.
    var bytes: [UInt8] { Array(utf8) }
}
