import EpollHTTP
// Benchmark server: answers GET and POST on / with the same fixed 1.5 KB JSON body as the nginx
// comparison (Benchmarks/http/run.sh). Usage: HTTPBenchServer [port] [loops]
import Glibc

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8080 : 8080
let loops = arguments.count > 2 ? Int(arguments[2]) : nil
let body = BenchmarkBody.make()

var router = Router()
// Constant parts built once and shared (copy-on-write), as a real handler would for fixed headers.
let jsonFields: HTTPFields = ["Content-Type": "application/json"]
let answer: HTTPHandler = { _ in
    HTTPResponse(status: .ok, fields: jsonFields, body: body)
}
router.get("/", handler: answer)
router.post("/", handler: answer)

let server = HTTPServer(
    configuration: .init(host: "127.0.0.1", port: port, loopCount: loops, idleTimeout: .seconds(120)),
    responder: router)
do {
    try server.start()
} catch {
    print("start failed: \(error)")
    exit(1)
}
let banner = Array("listening on 127.0.0.1:\(server.port ?? port)\n".utf8)
_ = banner.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
server.waitUntilStopped()
