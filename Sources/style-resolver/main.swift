import ResolverService
import StyleRegistry
import StyleService

// The `style-resolver` executable: builds the service from flags and environment, forwards signals, and offers the
// offline `resolve` and `check-styles` commands, which use the core (StyleService) and never a server.
#if canImport(Glibc)
import Glibc
#endif

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

func serve(_ settings: ServiceSettings) -> Int32 {
    // Block the signals before any thread exists: every thread inherits the mask, so SIGTERM, SIGINT and SIGHUP
    // stay pending until the main thread takes them with sigwait, and none is lost however early it comes.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signalNumber in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signalNumber) }
    pthread_sigmask(SIG_BLOCK, &signals, nil)

    let service: ResolverService
    do {
        // Log lines go to standard output through the service's log writer (its own thread, a bounded queue), so a
        // slow reader of standard output never stalls a loop; the writer logs the start, drain and stop lines too.
        service = try ResolverService(settings: settings)
        try service.start()
    } catch {
        printError("style-resolver: cannot start: \(error)")
        return 1
    }

    while true {
        var received: Int32 = 0
        guard sigwait(&signals, &received) == 0 else { continue }
        if received == SIGHUP {
            service.reloadStylesFolder()
            continue
        }
        service.shutdown(deadline: .seconds(10))
        break
    }
    service.waitUntilStopped()
    return 0
}

/// `resolve`: one request (or a batch) from standard input, answered by the core against the styles of the data
/// folder (when it exists; it is never created) and the styles folder. Prints the answer or the problem, as the
/// API would, and exits 1 on a problem.
func resolveFromStandardInput(_ settings: ServiceSettings) -> Int32 {
    var store: StyleStore?
    if access(settings.dataDirectory, F_OK) == 0 {
        do {
            store = try StyleStore(directory: settings.dataDirectory)
        } catch {
            printError("style-resolver: cannot load styles: \(error)")
            return 1
        }
    }
    let registry = StyleRegistry(store: store, stylesFolder: settings.stylesDirectory, readOnly: true)
    for problem in registry.initialLoadReport.problems { printError("warning: \(problem)") }
    let resolver = Resolver(batchLimit: settings.batchLimit, defaultDesign: settings.defaultDesign)
    var output: [UInt8]
    var status: Int32 = 0
    do throws(ServiceError) {
        output = try resolver.answer(body: readStandardInput(), snapshot: registry.snapshot)
    } catch {
        output = ResolverAPI.problemBody(for: error)
        status = 1
    }
    output.append(UInt8(ascii: "\n"))
    _ = output.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
    return status
}

func checkStyles(_ folder: String) -> Int32 {
    let registry = StyleRegistry(store: nil, stylesFolder: folder, readOnly: true)
    let report = registry.initialLoadReport
    for problem in report.problems { print(problem) }
    let count = registry.snapshot.styles.values.filter { $0.origin == .stylesFolder }.count
    print(
        report.problems.isEmpty
            ? "\(count) styles, no problems" : "\(report.problems.count) problems; \(count) styles load")
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
case .success(.version):
    print(StyleResolverCommand.versionText)
case .success(.serve(let settings)):
    exit(serve(settings))
case .success(.resolve(let settings)):
    exit(resolveFromStandardInput(settings))
case .success(.checkStyles(let folder)):
    exit(checkStyles(folder))
}
