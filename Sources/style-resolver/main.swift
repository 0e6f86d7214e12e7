// The `style-resolver` executable: builds the service from flags and environment, forwards signals, and offers the
// offline `resolve` and `check-styles` commands. All behaviour lives in ResolverService.
#if canImport(Glibc)
import Glibc
#endif
import ResolverService
import StyleRegistry

/// Writes a line to standard error.
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Everything on standard input.
func readStandardInput() -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return bytes }
        bytes += chunk[0..<count]
    }
}

/// Writes log lines to standard output, unbuffered, one `write` per line so lines from several loops never mix.
let logLine: @Sendable (String) -> Void = { message in
    var line = message + "\n"
    line.withUTF8 { _ = write(1, $0.baseAddress, $0.count) }
}

func serve(_ settings: ServiceSettings) -> Int32 {
    // Block the signals before any thread exists: every thread inherits the mask, so SIGTERM, SIGINT and SIGHUP
    // stay pending until the main thread takes them with sigwait, and none is lost however early it comes.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signalNumber) }
    pthread_sigmask(SIG_BLOCK, &signals, nil)

    let service: ResolverService
    do {
        service = try ResolverService(settings: settings, log: logLine)
        try service.start()
    } catch {
        printError("style-resolver: cannot start: \(error)")
        return 1
    }
    let version = service.registry.snapshot.version
    logLine("style-resolver listening on \(settings.host):\(service.port ?? settings.port) with \(service.registry.snapshot.styles.count) styles (registry version \(version))")

    while true {
        var received: Int32 = 0
        guard sigwait(&signals, &received) == 0 else { continue }
        if received == SIGHUP {
            service.reloadStylesFolder()
            continue
        }
        logLine("style-resolver: draining before exit")
        service.shutdown(deadline: .seconds(10))
        break
    }
    service.waitUntilStopped()
    logLine("style-resolver: stopped")
    return 0
}

func resolveFromStandardInput(_ settings: ServiceSettings) -> Int32 {
    var quiet = settings
    quiet.accessLog = false
    let service: ResolverService
    do {
        service = try ResolverService(settings: quiet, log: { printError($0) })
    } catch {
        printError("style-resolver: cannot load styles: \(error)")
        return 1
    }
    let answer = service.api.resolveOffline(body: readStandardInput())
    var output = answer.body + [UInt8(ascii: "\n")]
    _ = output.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
    return answer.status == 200 ? 0 : 1
}

func checkStyles(_ folder: String) -> Int32 {
    let registry = StyleRegistry(store: nil, stylesFolder: folder, readOnly: true)
    let report = registry.initialLoadReport
    for problem in report.problems { print(problem) }
    let count = registry.snapshot.styles.values.filter { $0.origin == .stylesFolder }.count
    print(report.problems.isEmpty ? "\(count) styles, no problems" : "\(report.problems.count) problems; \(count) styles load")
    return report.problems.isEmpty ? 0 : 1
}

var environment: [String: String] = [:]
var entry = environ
while let pointer = entry.pointee {
    let pair = String(cString: pointer)
    if let equals = pair.firstIndex(of: "=") {
        environment[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    entry += 1
}

switch StyleResolverCommand.parse(arguments: Array(CommandLine.arguments.dropFirst()), environment: environment) {
case .failure(let error):
    printError("style-resolver: \(error)\nRun style-resolver --help for the options.")
    exit(2)
case .success(.help):
    print(StyleResolverCommand.helpText)
case .success(.serve(let settings)):
    exit(serve(settings))
case .success(.resolve(let settings)):
    exit(resolveFromStandardInput(settings))
case .success(.checkStyles(let folder)):
    exit(checkStyles(folder))
}
