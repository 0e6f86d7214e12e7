import EpollHTTP
import StyleDefinitions
import StyleHTTPService
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
    } catch {
        printError("style-resolver: cannot start: \(error)")
        return 1
    }
    do {
        try service.start()
    } catch {
        // The lines logged before the failure (warnings about the settings) are written first.
        service.log.writer.finish()
        printError("style-resolver: cannot start: \(error)")
        return 1
    }

    // How long requests in flight may take to finish once SIGTERM or SIGINT comes, and how much longer the process
    // may take to stop before the watchdog ends it, whatever is stuck (a request, a reload in a hung file system):
    // longer than the log's last flush may wait, and ending before the deployment's grace period (a 5 s preStop,
    // then 20 s in all) runs out and the kubelet sends SIGKILL.
    let drainDeadline = Duration.seconds(10)
    let watchdogMargin = Duration.seconds(4)
    while true {
        var received: Int32 = 0
        guard sigwait(&signals, &received) == 0 else { continue }
        if received == SIGHUP {
            service.scheduleReloads(because: "SIGHUP")
            continue
        }
        ShutdownWatchdog(drainDeadline: drainDeadline, margin: watchdogMargin).start()
        service.shutdown(deadline: drainDeadline)
        break
    }
    service.waitUntilStopped()
    return 0
}

/// `resolve`: one request (or a batch) from standard input, answered by the core against the styles of the data
/// folder (when it exists; it is never created) and the styles folder. Prints the answer or the problem, as the
/// API would, and exits 1 on a problem.
func resolveFromStandardInput(_ settings: ServiceSettings) -> Int32 {
    guard let registry = offlineRegistry(settings) else { return 1 }
    let resolver = Resolver(
        batchLimit: settings.batchLimit, defaultDesign: settings.defaultDesign,
        itemProblemWriter: ResolverAPI.batchItemProblem)
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

/// The registry the offline commands read: the built-in styles, the data folder's (when it exists; it is never
/// created) and the styles folder's, as the server would load them. Nil, said why, when the data folder cannot be read.
func offlineRegistry(_ settings: ServiceSettings) -> StyleRegistry? {
    var store: StyleStore?
    if access(settings.dataDirectory, F_OK) == 0 {
        do {
            store = try StyleStore(directory: settings.dataDirectory)
        } catch {
            printError("style-resolver: cannot load styles: \(error)")
            return nil
        }
    }
    guard let tokens = loadTokens(settings) else { return nil }
    let registry = StyleRegistry(
        store: store, stylesFolder: settings.stylesFolderReader, tokens: tokens, tokensFile: settings.tokensFile,
        readOnly: true, limits: settings.registryLimits)
    for problem in registry.initialLoadReport.problems { printError("warning: \(problem)") }
    return registry
}

/// `export`: writes the export files of one style, or of every style, into the output folder (created with its
/// parents when missing), through the core's formats: the bytes `GET /v1/styles/{name}/export` answers. Prints each
/// file written with its size; exit 2 for an unknown style, a style the format cannot write, two styles writing one
/// file or a style named index beside a package, 1 when a file cannot be written. Under `--all`, a style the
/// `--hover` state does not apply to is written without it.
func exportStyles(_ command: ExportCommand, _ settings: ServiceSettings) -> Int32 {
    guard let registry = offlineRegistry(settings), let folder = command.outputDirectory else { return 1 }
    let snapshot = registry.snapshot
    let names = command.style.map { [$0] } ?? snapshot.orderedNames
    // A style named index writes index.js and index.d.ts, which the package's own would overwrite.
    if command.packageName != nil && names.contains("index") {
        printError("style-resolver: --package: the style \"index\" would be overwritten by the package's index.js")
        return 2
    }
    guard makeDirectories(folder) else {
        printError("style-resolver: cannot create \(folder): \(String(cString: strerror(errno)))")
        return 1
    }
    // Two styles whose names map to one Swift type would write one file: the second is refused, not overwritten.
    var writers: [String: String] = [:]
    for name in names {
        guard let style = snapshot[name] else {
            let suggestion = NameSuggestion.closest(to: name, among: snapshot.orderedNames)
            printError(
                "style-resolver: --style: no style named \"\(name)\""
                    + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
            return 2
        }
        let export: ExportQuery
        do throws(ServiceError) {
            export = try command.query(tokens: snapshot.tokens)
        } catch {
            printError("style-resolver: \(error.problems.map(\.description).joined(separator: "; "))")
            return 2
        }
        var query = export.query
        // Under --all, a style without the hover option's state (an empty state's highlighted, another style's key)
        // is written without it, said on standard error, rather than stopping the run.
        if command.all, let problem = query.hover.problem(for: style.definition) {
            printError("style-resolver: \(name): \(problem.description); written without hover")
            query.hover = .off
        }
        let files: [ExportFormat.File]
        do throws(ServiceError) {
            files = try export.format.files(
                style: style.definition, named: name, query: query, defaultDesign: settings.defaultDesign,
                origin: ExportFormat.Origin(digest: style.digest, serviceVersion: BuildInfo.version))
        } catch {
            printError("style-resolver: \(name): \(error.problems.map(\.description).joined(separator: "; "))")
            return 2
        }
        for file in files {
            let path = folder + "/" + file.name
            if let other = writers.updateValue(name, forKey: path) {
                printError("style-resolver: \(other) and \(name) both write \(path); export them one at a time")
                return 2
            }
            // The token set's files sit in a folder of their own (`NAME.tokens/base.json`).
            if let slash = path.lastIndex(of: "/"), !makeDirectories(String(path[..<slash])) {
                printError("style-resolver: cannot create the folder of \(path): \(String(cString: strerror(errno)))")
                return 1
            }
            guard writeFile(path, file.bytes) else {
                printError("style-resolver: cannot write \(path): \(String(cString: strerror(errno)))")
                return 1
            }
            print("\(path) (\(file.bytes.count) bytes)")
        }
    }
    return command.packageName.map { writePackage(named: $0, styles: names, into: folder) } ?? 0
}

/// `export --format ts --package NAME`: package.json, index.js, index.d.ts and README.md beside the styles' modules.
/// The name was checked with the flags; exit 1 when a file cannot be written.
func writePackage(named text: String, styles: [String], into folder: String) -> Int32 {
    guard case .success(let name) = NpmPackageName.parse(text) else { return 2 }
    for file in TypeScriptPackage(name: name, styles: styles).files() {
        let path = folder + "/" + file.name
        guard writeFile(path, file.bytes) else {
            printError("style-resolver: cannot write \(path): \(String(cString: strerror(errno)))")
            return 1
        }
        print("\(path) (\(file.bytes.count) bytes)")
    }
    return 0
}

/// Creates a folder and its missing parents; whether it exists afterwards.
func makeDirectories(_ path: String) -> Bool {
    var current = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
        current += component + "/"
        if mkdir(current, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
}

/// Writes bytes to a file, replacing it; whether every byte was written.
func writeFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
    }
    return true
}

/// The tokens of `--tokens`: nil without a tokens file, `.some(nil)` printed why when the file does not load.
func loadTokens(_ settings: ServiceSettings) -> DesignTokenSet?? {
    guard let file = settings.tokensFile else { return .some(nil) }
    switch file.load() {
    case .success(let tokens): return tokens
    case .failure(let problems):
        printError("style-resolver: \(ServiceStartError.tokens(path: file.path, problems))")
        return nil
    }
}

/// `check-styles`: loads every style document of `folder` (naming the tokens of `--tokens`, when given) as the
/// service would, prints each problem, and exits 1 when there is any (or the tokens file does not load).
func checkStyles(_ folder: String, _ settings: ServiceSettings) -> Int32 {
    guard let tokens = loadTokens(settings) else { return 1 }
    let reader = FolderReader(directory: folder, maximumFileBytes: settings.maximumBodyBytes)
    let registry = StyleRegistry(store: nil, stylesFolder: reader, tokens: tokens, readOnly: true)
    let report = registry.initialLoadReport
    for problem in report.problems { print(problem) }
    let count = registry.snapshot.styles.values.filter { $0.origin == .stylesFolder }.count
    func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
    print(
        report.problems.isEmpty
            ? "\(counted(count, "style")), no problems"
            : "\(counted(report.problems.count, "problem")); \(counted(count, "style")) \(count == 1 ? "loads" : "load")"
    )
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
    AllocatorTuning.keepFreedMemoryMapped(environment: environment)
    exit(serve(settings))
case .success(.resolve(let settings)):
    exit(resolveFromStandardInput(settings))
case .success(.checkStyles(let folder, let settings)):
    exit(checkStyles(folder, settings))
case .success(.export(let command, let settings)):
    exit(exportStyles(command, settings))
}
