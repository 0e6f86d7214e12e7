// libFuzzer entry point: feeds arbitrary bytes to HTTPRequestParser whole and split at a point chosen
// by the input, and traps if the two feeds disagree (the parser's result must not depend on how bytes
// arrive) or if a parsed request breaks an invariant. Crashes, hangs and sanitizer reports are findings.
import EpollHTTP

/// A comparable summary of what the parser reported.
enum FuzzEvent: Equatable {
    case request(method: String, target: String, path: String, query: String?, body: [UInt8], keepAlive: Bool)
    case continueExpected
    case failure(HTTPParseError)
}

/// Limits small enough that the fuzzer reaches every limit branch.
let fuzzLimits = HTTPParserLimits(
    maxRequestLineLength: 256, maxHeaderBytes: 1024, maxHeaderCount: 16, maxBodyBytes: 4096, maxChunkLineLength: 64)

/// A router exercising path parameters and percent-decoding of segments.
let fuzzRouter: Router = {
    var router = Router()
    router.get("/v1/styles/{name}") { request in HTTPResponse(text: request.pathParameters["name"] ?? "") }
    router.put("/v1/styles/{name}") { request in HTTPResponse(body: request.body) }
    return router
}()

func feed(_ bytes: [UInt8], chunkSize: Int) -> [FuzzEvent] {
    var parser = HTTPRequestParser(limits: fuzzLimits)
    var pending: [UInt8] = []
    var events: [FuzzEvent] = []
    var index = 0
    while index < bytes.count {
        let end = min(bytes.count, index + chunkSize)
        pending.append(contentsOf: bytes[index..<end])
        index = end
        parsing: while true {
            switch parser.parse(pending) {
            case .needMoreData(let consumed):
                precondition(consumed <= pending.count, "consumed more than given")
                pending.removeFirst(consumed)
                break parsing
            case .expectsContinue(let consumed):
                precondition(consumed <= pending.count, "consumed more than given")
                pending.removeFirst(consumed)
                events.append(.continueExpected)
            case .request(let request, let keepAlive, let consumed):
                precondition(consumed <= pending.count, "consumed more than given")
                pending.removeFirst(consumed)
                precondition(request.body.count <= fuzzLimits.maxBodyBytes, "body over the limit")
                precondition(request.method.isRecognized, "unrecognized method reached a handler")
                _ = request.queryItems
                _ = fuzzRouter.respond(to: request)
                events.append(
                    .request(
                        method: request.method.rawValue, target: request.target, path: request.path,
                        query: request.rawQuery, body: request.body, keepAlive: keepAlive))
                if !keepAlive { return events }
            case .failure(let error):
                events.append(.failure(error))
                return events
            }
        }
    }
    return events
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard !bytes.isEmpty else { return 0 }
    let whole = feed(bytes, chunkSize: bytes.count)
    // Split sizes derived from the input so the fuzzer explores boundaries.
    let split = Int(bytes[0] % 13) + 1
    let pieces = feed(bytes, chunkSize: split)
    precondition(whole == pieces, "result depends on the split (\(split))")
    if bytes.count < 512 {
        precondition(feed(bytes, chunkSize: 1) == whole, "result differs when fed one byte at a time")
    }
    return 0
}

// SwiftPM links executables with `main` aliased to `<Module>_main`; with -parse-as-library there is no
// generated main, so provide that symbol and hand control to libFuzzer's driver.
typealias FuzzerCallback = @convention(c) (UnsafePointer<UInt8>, Int) -> Int32

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzerCallback
) -> Int32

@_cdecl("HTTPParserFuzzer_main")
public func fuzzerMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzHTTPParser(data, size) }
}
