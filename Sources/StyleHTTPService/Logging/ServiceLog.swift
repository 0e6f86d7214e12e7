import EpollHTTP
import StrictJSON
import StyleService

/// The service's log: one line per request (the access log) and one per event of its life (start, reload, drain,
/// stop, warnings), in the format the settings ask for, handed to a ``LogWriter`` so no caller waits for the output.
///
/// In JSON every line is one object with `time` (RFC 3339, UTC, microseconds), `level` (`info`, `warning`, `error`)
/// and `event` (`request`, `start`, `reload`, `drain`, `stop`, `warning`, `storage`); an event line adds its
/// `message` and its own fields, an access line the request's. In text an event line is its message and an access
/// line is `TIME CLIENT METHOD TARGET STATUS BYTESB DURATIONµs REQUEST-ID`, their content escaped (``LogText``) so
/// that each is one line.
public struct ServiceLog: Sendable {
    /// How serious a line is.
    public enum Level: String, Sendable {
        case info, warning, error
    }

    /// The line format.
    public let format: ServiceSettings.LogFormat
    /// Where lines go.
    public let writer: LogWriter

    /// A log in `format` that writes through `writer`.
    public init(format: ServiceSettings.LogFormat, writer: LogWriter) {
        self.format = format
        self.writer = writer
    }

    /// Logs an event of the service's life: its `message`, and in JSON also the `fields` (written after the message,
    /// in order).
    func event(_ event: StaticString, level: Level = .info, _ message: String, fields: [(StaticString, JSONValue)] = [])
    {
        writer.submit(Self.eventLine(event, level: level, message, fields: fields, format: format))
    }

    /// Logs a request once its response was sent.
    func access(_ record: HTTPServer.RequestRecord) {
        writer.submit(Self.accessLine(record, format: format))
    }

    /// The line of an event, stamped now.
    static func eventLine(
        _ event: StaticString, level: Level, _ message: String, fields: [(StaticString, JSONValue)],
        format: ServiceSettings.LogFormat, time: String = LogTimestamp.now()
    ) -> String {
        switch format {
        case .text:
            return LogText.escaped(message)
        case .json:
            var writer = JSONWriter(capacity: 160 + message.utf8.count)
            writer.beginObject()
            writer.field("time", time)
            writer.field("level", level.rawValue)
            writer.key("event")
            writer.value(event.description)
            writer.field("message", message)
            for (key, value) in fields {
                writer.key(key)
                writer.value(value)
            }
            writer.endObject()
            return writer.string
        }
    }

    /// The access-log line of a request, stamped now (after its response was handed to the kernel).
    static func accessLine(
        _ record: HTTPServer.RequestRecord, format: ServiceSettings.LogFormat, time: String = LogTimestamp.now()
    ) -> String {
        let micros = Int(
            Double(record.duration.components.seconds) * 1e6 + Double(record.duration.components.attoseconds) / 1e12)
        switch format {
        case .text:
            return
                "\(time) \(record.peerAddress ?? "-") \(record.method?.rawValue ?? "-") \(record.target.map(LogText.escaped) ?? "-") \(record.status.code) \(record.responseBodyBytes)B \(micros)µs \(record.requestID ?? "-")"
        case .json:
            var writer = JSONWriter(capacity: 320)
            writer.beginObject()
            writer.field("time", time)
            writer.field("level", record.status.code >= 500 ? Level.error.rawValue : Level.info.rawValue)
            writer.field("event", "request")
            writer.field("client", record.peerAddress)
            writer.field("method", record.method?.rawValue)
            writer.field("target", record.target)
            writer.field("path", record.path)
            writer.field("status", record.status.code)
            writer.field("requestBytes", record.requestBodyBytes)
            writer.field("responseBytes", record.responseBodyBytes)
            writer.field("durationMicroseconds", micros)
            writer.field("requestId", record.requestID)
            writer.endObject()
            return writer.string
        }
    }
}
