import Foundation
import StrictJSON
import StyleDefinitions
import StyleHTTPService
import ViewConfigurations

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A real service on a free loopback port with its own data folder, and a URLSession client for it.
final class ServiceHarness: @unchecked Sendable {
    let service: ResolverService
    let dataDirectory: String
    let baseURL: URL
    let session: URLSession

    /// Starts the service. `defaultDesign` is the design of requests that name none: `.ios18` runs the iOS 14–18
    /// tables, as `--default-design ios18` would. `tokens`, a DTCG tokens file or resolver document, is written to a
    /// file the service is started with (`--tokens`). Log lines go to `log` (nowhere by default).
    init(
        dataDirectory: String? = nil, defaultDesign: DesignGeneration = .ios26, tokens: String? = nil,
        configure: (inout ServiceSettings) -> Void = { _ in }, log: @escaping LogWriter.Output = { _ in }
    ) throws {
        let folder = dataDirectory ?? NSTemporaryDirectory() + "resolver-service-tests-" + UUID().uuidString
        self.dataDirectory = folder
        var settings = ServiceSettings()
        settings.host = "127.0.0.1"
        settings.port = 0
        settings.threads = 1
        settings.dataDirectory = folder
        settings.accessLog = false
        settings.defaultDesign = defaultDesign
        if let tokens {
            let tokensFolder = folder + "-tokens"
            try FileManager.default.createDirectory(atPath: tokensFolder, withIntermediateDirectories: true)
            settings.tokensPath = tokensFolder + "/tokens.resolver.json"
            try Data(tokens.utf8).write(to: URL(fileURLWithPath: tokensFolder + "/tokens.resolver.json"))
        }
        configure(&settings)
        service = try ResolverService(settings: settings, log: log)
        try service.start()
        guard let port = service.port else { throw HarnessError("the service reported no port") }
        guard let url = URL(string: "http://127.0.0.1:\(port)") else { throw HarnessError("no URL for port \(port)") }
        baseURL = url
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    /// Stops the server; the data folder stays unless `removingData`.
    func stop(removingData: Bool = true) {
        service.shutdown(deadline: .seconds(2))
        if removingData { try? FileManager.default.removeItem(atPath: dataDirectory) }
    }

    struct Reply {
        let status: Int
        let headers: [String: String]
        let body: Data
        var json: JSONValue? { try? JSONReader().parse([UInt8](body)) }
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
        /// The `pointer` of every problem in a problem+json body.
        var problemPointers: [String] {
            json?["errors"]?.arrayValue?.compactMap { $0["pointer"]?.stringValue } ?? []
        }
    }

    /// Sends a request and waits for the whole reply, failing after `timeout` seconds when one is given.
    func send(
        _ method: String, _ path: String, body: String? = nil, contentType: String? = "application/json",
        headers: [String: String] = [:], timeout: TimeInterval? = nil
    ) async throws -> Reply {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        if let timeout { request.timeoutInterval = timeout }
        if let queryStart = path.firstIndex(of: "?") {
            request.url = URL(string: baseURL.absoluteString + path[..<queryStart] + path[queryStart...])
        }
        request.httpMethod = method
        if let body {
            request.httpBody = Data(body.utf8)
            if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw HarnessError("not an HTTP response") }
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            if let key = key as? String, let value = value as? String { fields[key] = value }
        }
        return Reply(status: http.statusCode, headers: fields, body: data)
    }
}

struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The DESIGN.md style document for the seed's archived cell (shared with the registry tests).
let archivedCellDocument: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/archived-cell-style.json")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}()
