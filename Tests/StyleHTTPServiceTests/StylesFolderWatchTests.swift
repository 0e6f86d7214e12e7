import Foundation
import StrictJSON
import StyleHTTPService
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Hot reload of `--styles-dir`: a real folder updated as the kubelet updates a mounted ConfigMap (symlink swap),
/// a real server on a real socket, and a bounded wait for the new styles.
@Suite("Styles folder hot reload")
struct StylesFolderWatchTests {
    static let brand4 = #"{ "extends": "cell", "overrides": { "background": { "cornerRadius": 4 } } }"#
    static let brand12 = #"{ "extends": "cell", "overrides": { "background": { "cornerRadius": 12 } } }"#
    static let promo = #"{ "extends": "sidebarCell" }"#
    /// How long a reload may take to show, at most (the debounce is 50 ms; CI machines are slow).
    static let bound: Duration = .seconds(10)

    /// Log lines the service wrote.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    static func harness(_ folder: ConfigMapFolder, lines: Lines = Lines()) throws -> ServiceHarness {
        try ServiceHarness(
            configure: { settings in
                settings.stylesDirectory = folder.path
                settings.stylesWatchDebounce = .milliseconds(50)
                settings.logFormat = .text  // the lines below are the text form's
            },
            log: { lines.append($0) })
    }

    /// The background corner radius `style` resolves to now.
    static func cornerRadius(_ harness: ServiceHarness, _ style: String) async throws -> Double? {
        let reply = try await harness.send("GET", "/v1/resolve?style=\(style)")
        return reply.json?["background"]?["cornerRadius"]?.doubleValue
    }

    /// The reloads counted in `/metrics` with an outcome.
    static func reloads(_ harness: ServiceHarness, _ outcome: String) async throws -> Int? {
        let text = try await harness.send("GET", "/metrics").text
        let prefix = "style_resolver_styles_reloads_total{outcome=\"\(outcome)\"} "
        return text.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }

    /// Polls `condition` every 20 ms until it holds or `bound` has passed; whether it held.
    static func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + bound
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return try await condition()
    }

    @Test func aKubeletSymlinkSwapReloadsTheStylesWithoutARestart() async throws {
        var folder = try ConfigMapFolder(files: ["brand.json": Self.brand4])
        defer { folder.remove() }
        let lines = Lines()
        let harness = try Self.harness(folder, lines: lines)
        defer { harness.stop() }
        #expect(try await Self.cornerRadius(harness, "brand") == 4)
        #expect(try await harness.send("GET", "/v1/resolve?style=promo").status == 404)
        let cell = try #require(try await harness.send("GET", "/v1/resolve?style=cell").header("ETag"))

        try folder.update(to: ["brand.json": Self.brand12, "promo.json": Self.promo])
        let started = ContinuousClock.now
        // On a loaded machine the debounce may end between the swap's steps (a new file's visible symlink comes
        // after the rename): each reload sees a consistent folder, and the last one sees it all.
        #expect(
            try await Self.eventually {
                let promo = try await harness.send("GET", "/v1/resolve?style=promo").status
                return try await Self.cornerRadius(harness, "brand") == 12 && promo == 200
            })
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < Self.bound, "the new styles showed after \(elapsed)")
        // Through the registry: a new version, counted and logged as a reload.
        let styles = try await harness.send("GET", "/v1/styles")
        #expect((styles.json?["registryVersion"]?.intValue ?? 0) >= 2)
        #expect(try await Self.reloads(harness, "ok") ?? 0 >= 1)
        #expect(try await Self.reloads(harness, "failed") == 0)
        #expect(lines.all.contains { $0.hasPrefix("reloaded 2 styles from the styles folder (the folder changed)") })
        // A style the swap did not touch keeps its tag.
        let cellAgain = try await harness.send("GET", "/v1/resolve?style=cell", headers: ["If-None-Match": cell])
        #expect(cellAgain.status == 304)

        // A style removed from the ConfigMap is gone after the next swap.
        try folder.update(to: ["brand.json": Self.brand12])
        #expect(try await Self.eventually { try await harness.send("GET", "/v1/resolve?style=promo").status == 404 })
    }

    @Test(arguments: [
        ("brand.json", #"{ "extends": "cell", "overrides": "#),  // not JSON
        ("brand.json", #"{ "extends": "nowhere" }"#),  // no such base
        ("brand.json", #"{ "extends": "cell", "overrides": { "background": { "cornerRadius": "round" } } }"#),
    ])
    func aBrokenSwapKeepsTheOldStylesAndCountsAFailedReload(file: String, contents: String) async throws {
        var folder = try ConfigMapFolder(files: ["brand.json": Self.brand4])
        defer { folder.remove() }
        let lines = Lines()
        let harness = try Self.harness(folder, lines: lines)
        defer { harness.stop() }
        #expect(try await Self.cornerRadius(harness, "brand") == 4)

        try folder.update(to: [file: contents, "promo.json": Self.promo])
        // At least one failed reload (on a loaded machine the debounce may also end between the swap's steps: a
        // reload before the rename finds the old files, one after it but before promo.json's symlink fails too).
        #expect(try await Self.eventually { try await Self.reloads(harness, "failed") ?? 0 >= 1 })
        try await Task.sleep(for: .milliseconds(200))
        let failed = try #require(try await Self.reloads(harness, "failed"))
        #expect(try await Self.cornerRadius(harness, "brand") == 4, "the old styles stay")
        #expect(
            try await harness.send("GET", "/v1/resolve?style=promo").status == 404,
            "all or nothing: the good file of a broken swap is not loaded either")
        let styles = try await harness.send("GET", "/v1/styles")
        #expect(styles.json?["registryVersion"]?.intValue == 1)
        let logged = lines.all
        #expect(logged.contains("styles folder not reloaded (the folder changed); keeping the previous styles:"))
        #expect(
            logged.contains { $0.hasPrefix("  ") && $0.contains("brand") }, "the problem, naming the file: \(logged)")

        // Fixing the ConfigMap recovers without a restart.
        try folder.update(to: ["brand.json": Self.brand12])
        #expect(try await Self.eventually { try await Self.cornerRadius(harness, "brand") == 12 })
        #expect(try await Self.reloads(harness, "failed") == failed, "the good swap is not a failure")
    }

    @Test func aFolderMovedAwayAndReplacedIsFollowedByItsPath() async throws {
        let folder = try ConfigMapFolder(files: ["brand.json": Self.brand4])
        defer {
            folder.remove()
            try? FileManager.default.removeItem(atPath: folder.path + ".old")
        }
        let lines = Lines()
        let harness = try Self.harness(folder, lines: lines)
        defer { harness.stop() }
        #expect(try await Self.cornerRadius(harness, "brand") == 4)
        try FileManager.default.moveItem(atPath: folder.path, toPath: folder.path + ".old")
        try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: false)
        try Self.brand12.write(toFile: folder.path + "/brand.json", atomically: true, encoding: .utf8)
        #expect(try await Self.eventually { try await Self.cornerRadius(harness, "brand") == 12 })
        #expect(lines.all.contains { $0.hasSuffix("is gone; watching for it every second") })
    }

    @Test func withWatchingOffOnlySIGHUPReloads() async throws {
        var folder = try ConfigMapFolder(files: ["brand.json": Self.brand4])
        defer { folder.remove() }
        let harness = try ServiceHarness { settings in
            settings.stylesDirectory = folder.path
            settings.watchStylesDirectory = false
        }
        defer { harness.stop() }
        try folder.update(to: ["brand.json": Self.brand12])
        try await Task.sleep(for: .milliseconds(500))
        #expect(try await Self.cornerRadius(harness, "brand") == 4)
        harness.service.reload(.stylesFolder)
        #expect(try await Self.cornerRadius(harness, "brand") == 12)
        #expect(try await Self.reloads(harness, "ok") == 1)
    }

    @Test func aSwapToTheSameFilesPublishesNothing() async throws {
        var folder = try ConfigMapFolder(files: ["brand.json": Self.brand4])
        defer { folder.remove() }
        let lines = Lines()
        let harness = try Self.harness(folder, lines: lines)
        defer { harness.stop() }
        let list = try #require(try await harness.send("GET", "/v1/styles").header("ETag"))
        try folder.update(to: ["brand.json": Self.brand4])
        #expect(try await Self.eventually { try await Self.reloads(harness, "ok") ?? 0 >= 1 })
        #expect(try await harness.send("GET", "/v1/styles", headers: ["If-None-Match": list]).status == 304)
        #expect(lines.all.contains("styles folder unchanged (the folder changed); registry version 1"))
    }

    /// A user style extending a folder style that a swap breaks is left out, not a reason to refuse the swap; a
    /// restart reaches the same styles, and the user style can still be deleted.
    @Test func aSwapThatBreaksAUserStyleLoadsAndARestartAgrees() async throws {
        let keyed = #"{ "extends": "cell", "keys": { "k": { "type": "boolean" } } }"#
        let row = #"{ "extends": "brand", "rules": [ { "when": { "customStates": { "k": true } }, "set": {} } ] }"#
        var folder = try ConfigMapFolder(files: ["brand.json": keyed])
        defer { folder.remove() }
        let lines = Lines()
        let harness = try Self.harness(folder, lines: lines)
        var stopped = false
        defer { if !stopped { harness.stop() } }
        #expect(try await harness.send("PUT", "/v1/styles/userRow", body: row).status == 201)

        try folder.update(to: ["brand.json": Self.brand12])
        #expect(try await Self.eventually { try await Self.cornerRadius(harness, "brand") == 12 })
        #expect(try await Self.reloads(harness, "failed") == 0)
        #expect(try await harness.send("GET", "/v1/styles/userRow").status == 404)
        #expect(lines.all.contains { $0.contains("warning: data folder: userRow.json: /rules/0/when/customStates/k") })
        let live = try await harness.send("GET", "/v1/styles").json?["styles"]?.arrayValue?.count

        harness.stop(removingData: false)
        stopped = true
        let restarted = try ServiceHarness(
            dataDirectory: harness.dataDirectory, configure: { $0.stylesDirectory = folder.path })
        defer { restarted.stop() }
        #expect(try await Self.cornerRadius(restarted, "brand") == 12)
        let leftOut = try await restarted.send("GET", "/v1/styles/userRow")
        #expect(leftOut.status == 404)
        #expect(leftOut.json?["detail"]?.stringValue?.contains("left out of the registry") == true)
        #expect(leftOut.problemPointers == ["/rules/0/when/customStates/k"])
        #expect(try await restarted.send("GET", "/v1/styles").json?["styles"]?.arrayValue?.count == live)
        #expect(FileManager.default.fileExists(atPath: harness.dataDirectory + "/userRow.json"), "kept on disk")
        #expect(try await restarted.send("DELETE", "/v1/styles/userRow").status == 204)
        #expect(!FileManager.default.fileExists(atPath: harness.dataDirectory + "/userRow.json"))
        #expect(try await restarted.send("DELETE", "/v1/styles/userRow").status == 404)
    }

    /// A FIFO appears in the folder: the watcher's reload says so and fails at once, without opening it, and neither
    /// a write, a validation nor `/healthz` waits on it.
    @Test func aFIFOInTheFolderStallsNoRequest() async throws {
        let folder = try ConfigMapFolder(files: ["brand.json": Self.brand4])
        defer { folder.remove() }
        let fifo = folder.path + "/pipe.json"
        let lines = Lines()
        let harness = try Self.harness(folder, lines: lines)
        defer {
            // A reload blocked opening the FIFO (a regression) is let go, so that the service can stop.
            let fd = open(fifo, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            harness.stop()
        }
        #expect(try await Self.cornerRadius(harness, "brand") == 4)
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(try await Self.eventually { try await Self.reloads(harness, "failed") ?? 0 >= 1 })
        #expect(lines.all.contains("  pipe.json: is a FIFO, not a regular file; not read"), "\(lines.all)")
        let put = try await harness.send("PUT", "/v1/styles/mine", body: #"{ "extends": "cell" }"#, timeout: 5)
        #expect(put.status == 201)
        let validation = try await harness.send(
            "POST", "/v1/styles/other/validate", body: #"{ "extends": "cell" }"#, timeout: 5)
        #expect(validation.status == 200)
        #expect(try await harness.send("GET", "/healthz", timeout: 5).status == 200)
        #expect(try await Self.cornerRadius(harness, "brand") == 4, "the styles before the FIFO stay")
    }
}
