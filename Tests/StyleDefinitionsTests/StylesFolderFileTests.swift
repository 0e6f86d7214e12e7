import Foundation
import StrictJSON
import StyleDefinitions
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The styles folder's files are not trusted: real FIFOs, folders, sparse files and symbolic links on disk, inside
/// and outside the folder. Each load runs on a thread of its own with a deadline, so a reader that blocks makes the
/// test fail rather than hang, and the bytes that thread read are counted by the kernel.
@Suite("Styles folder files")
struct StylesFolderFileTests {
    static let brand = #"{ "extends": "cell", "overrides": { "background": { "cornerRadius": 4 } } }"#
    /// The limit of the folder's files in these tests.
    static let limit = 65_536

    /// What a body run on a thread of its own did: its value (nil when it did not finish within the deadline) and
    /// the bytes its thread read (the kernel's `rchar` of /proc/thread-self/io).
    struct BoundedRun<Value: Sendable>: Sendable {
        var value: Value?
        var bytesRead = 0
    }

    /// Runs `body` on a new thread and waits for it at most `seconds`.
    static func run<Value: Sendable>(
        within seconds: Double = 10, _ body: @escaping @Sendable () -> Value
    ) -> BoundedRun<Value> {
        let outcome = Mutex(BoundedRun<Value>())
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let before = threadBytesRead()
            let value = body()
            let after = threadBytesRead()
            outcome.withLock { $0 = BoundedRun(value: value, bytesRead: after - before) }
            finished.signal()
        }
        thread.start()
        _ = finished.wait(timeout: .now() + seconds)
        return outcome.withLock { $0 }
    }

    /// The bytes the calling thread has read so far.
    static func threadBytesRead() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8) else { return 0 }
        let line = text.split(separator: "\n").first { $0.hasPrefix("rchar: ") }
        return line.flatMap { Int($0.dropFirst("rchar: ".count)) } ?? 0
    }

    /// A registry loading `folder`, its files limited to `limit` bytes, loaded within the deadline.
    static func load(_ folder: String, limit: Int = limit) -> BoundedRun<StyleRegistry> {
        run { StyleRegistry(store: nil, stylesFolder: FolderReader(directory: folder, maximumFileBytes: limit)) }
    }

    /// Opens the FIFO's writing end and closes it: a reader blocked opening it (a regression) goes on and the
    /// test ends. Nothing happens when no reader waits.
    static func release(_ fifo: String) {
        let fd = open(fifo, O_WRONLY | O_NONBLOCK)
        if fd >= 0 { close(fd) }
    }

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func symlink(_ target: String, at path: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    @Test func aFIFOOrAFolderNamedLikeAStyleIsAProblemAndNeverOpened() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(Self.brand, to: folder + "/brand.json")
        #expect(mkfifo(folder + "/pipe.json", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder + "/nested.json", withIntermediateDirectories: false)
        let load = Self.load(folder)
        Self.release(folder + "/pipe.json")
        let registry = try #require(load.value, "loading a folder with a FIFO did not finish")
        #expect(registry.snapshot["brand"]?.origin == .stylesFolder)
        #expect(
            registry.initialLoadReport.problems.sorted() == [
                "styles folder: nested.json: is a folder, not a regular file; not read",
                "styles folder: pipe.json: is a FIFO, not a regular file; not read",
            ])
    }

    /// A team keeping its design tokens beside its styles: a resolver document, a set file it names and a plain
    /// tokens file are design tokens, left to `--tokens`, not styles with problems; a style naming them loads.
    @Test func designTokenFilesBesideTheStylesAreNotStyles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let accent =
            #"{"brand": {"accent": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}}}}"#
        try Self.write(accent, to: folder + "/tokens.json")
        try Self.write(accent, to: folder + "/dark.json")
        try Self.write(
            #"""
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """#, to: folder + "/brand.resolver.json")
        try Self.write(
            #"{"extends": "cell", "overrides": {"background": {"backgroundColor": "{brand.accent}"}}}"#,
            to: folder + "/brandRow.json")
        let tokens = try DesignTokenSet.load(contentsOf: folder + "/brand.resolver.json").set()
        let registry = StyleRegistry(
            store: nil, stylesFolder: FolderReader(directory: folder, maximumFileBytes: Self.limit), tokens: tokens)
        #expect(registry.initialLoadReport.problems == [])
        let folderStyles = registry.snapshot.styles.filter { $0.value.origin == .stylesFolder }.keys
        #expect(Array(folderStyles) == ["brandRow"])
        // A style document is never taken for tokens, however it is named.
        try Self.write(Self.brand, to: folder + "/tokens.json")
        #expect(registry.reloadStylesFolder().problems == [])
        #expect(registry.snapshot["tokens"]?.origin == .stylesFolder)
    }

    /// The watcher's case: a FIFO appears in a folder already loaded.
    @Test func aReloadFindingAFIFOFailsAtOnceAndKeepsTheStyles() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(Self.brand, to: folder + "/brand.json")
        let registry = StyleRegistry(
            store: nil, stylesFolder: FolderReader(directory: folder, maximumFileBytes: Self.limit))
        #expect(mkfifo(folder + "/pipe.json", 0o644) == 0)
        let reload = Self.run { registry.reloadStylesFolder() }
        Self.release(folder + "/pipe.json")
        let report = try #require(reload.value, "a reload of a folder with a FIFO did not finish")
        #expect(report.problems == ["pipe.json: is a FIFO, not a regular file; not read"])
        #expect(!report.changed)
        #expect(registry.snapshot.version == 1)
        #expect(registry.snapshot["brand"] != nil)
    }

    @Test func aFileOverTheLimitIsAProblemAndOneAtTheLimitLoads() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let padding = Self.limit - Self.brand.utf8.count
        try Self.write(Self.brand + String(repeating: " ", count: padding), to: folder + "/atLimit.json")
        try Self.write(Self.brand + String(repeating: " ", count: padding + 1), to: folder + "/overLimit.json")
        let registry = try #require(Self.load(folder).value)
        #expect(registry.snapshot["atLimit"] != nil)
        #expect(registry.snapshot["overLimit"] == nil)
        #expect(
            registry.initialLoadReport.problems == [
                "styles folder: overLimit.json: is 65537 bytes, larger than the limit of 65536 bytes; not read"
            ])
    }

    @Test func aSparseFileFarLargerThanTheLimitIsNotRead() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(Self.brand, to: folder + "/brand.json")
        let size = 256 << 20
        let fd = open(folder + "/huge.json", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        #expect(fd >= 0 && ftruncate(fd, off_t(size)) == 0)
        close(fd)
        let load = Self.load(folder)
        let registry = try #require(load.value)
        #expect(registry.snapshot["brand"] != nil)
        #expect(
            registry.initialLoadReport.problems == [
                "styles folder: huge.json: is \(size) bytes, larger than the limit of 65536 bytes; not read"
            ])
        #expect(load.bytesRead < Self.limit, "the load read \(load.bytesRead) bytes")
    }

    @Test func aLinkToDevZeroIsNotFollowed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(Self.brand, to: folder + "/brand.json")
        try Self.symlink("/dev/zero", at: folder + "/zero.json")
        let load = Self.load(folder)
        let registry = try #require(load.value, "loading a link to /dev/zero did not finish")
        #expect(registry.snapshot["brand"] != nil)
        #expect(
            registry.initialLoadReport.problems == [
                "styles folder: zero.json: is a symbolic link leading outside the folder; not followed"
            ])
        #expect(load.bytesRead < Self.limit, "the load read \(load.bytesRead) bytes")
    }

    @Test func linksLeadingOutsideAreNotFollowedAndTheirTargetsNeverReachAProblem() throws {
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let folder = parent + "/styles"
        let outside = parent + "/secrets"
        for path in [folder, outside] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
        try Self.write(#"{ "background": "DB_PASSWORD=hunter2" }"#, to: outside + "/secret.json")
        try Self.write(Self.brand, to: outside + "/style.json")
        try Self.symlink(outside + "/secret.json", at: folder + "/leak.json")
        try Self.symlink("../secrets/style.json", at: folder + "/relative.json")
        try Self.symlink(outside, at: folder + "/through")
        try Self.symlink("through/style.json", at: folder + "/through.json")
        let registry = try #require(Self.load(folder).value)
        for name in ["leak", "relative", "through"] { #expect(registry.snapshot[name] == nil, "\(name) loaded") }
        let problems = registry.initialLoadReport.problems
        #expect(
            problems.sorted()
                == ["leak", "relative", "through"].map {
                    "styles folder: \($0).json: is a symbolic link leading outside the folder; not followed"
                })
        #expect(!problems.contains { $0.contains("hunter2") || $0.contains("DB_PASSWORD") })
    }

    /// The kubelet's ConfigMap layout, an absolute link into the folder and a folder named through a link load; a
    /// link inside the folder to a FIFO inside it does not.
    @Test func linksStayingInsideTheFolderAreFollowed() throws {
        let parent = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let folder = parent + "/styles"
        let stamp = "..2026_11_28_00_00_00.000000001"
        try FileManager.default.createDirectory(atPath: folder + "/" + stamp, withIntermediateDirectories: true)
        try Self.write(Self.brand, to: folder + "/" + stamp + "/brand.json")
        #expect(mkfifo(folder + "/" + stamp + "/pipe.json", 0o644) == 0)
        try Self.symlink(stamp, at: folder + "/..data")
        try Self.symlink("..data/brand.json", at: folder + "/brand.json")
        try Self.symlink("..data/pipe.json", at: folder + "/pipe.json")
        try Self.symlink(folder + "/..data/brand.json", at: folder + "/absolute.json")
        try Self.symlink(folder, at: parent + "/current")
        let load = Self.load(parent + "/current")
        Self.release(folder + "/" + stamp + "/pipe.json")
        let registry = try #require(load.value)
        #expect(registry.snapshot["brand"]?.origin == .stylesFolder)
        #expect(registry.snapshot["absolute"]?.origin == .stylesFolder)
        #expect(
            registry.initialLoadReport.problems == [
                "styles folder: pipe.json: is a FIFO, not a regular file; not read"
            ])
    }

    @Test func aFIFOInTheDataFolderIsAProblemAndNeverOpened() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.write(Self.brand, to: folder + "/brand.json")
        #expect(mkfifo(folder + "/pipe.json", 0o644) == 0)
        let store = try StyleStore(directory: folder)
        let load = Self.run { store.loadAll().problems }
        Self.release(folder + "/pipe.json")
        #expect(load.value == ["pipe.json: is a FIFO, not a regular file; not read"])
    }

    /// Reloads race with a folder being rewritten: reloads are serialised, so the styles published never go back to
    /// an older file than one already published, and the last reload publishes the last file.
    @Test func concurrentReloadsNeverPublishAnOlderFolder() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func brand(_ radius: Int) -> String {
            #"{ "extends": "cell", "overrides": { "background": { "cornerRadius": \#(radius) } } }"#
        }
        try Self.write(brand(0), to: folder + "/brand.json")
        let registry = StyleRegistry(
            store: nil, stylesFolder: FolderReader(directory: folder, maximumFileBytes: Self.limit))
        let published = Mutex<[Int]>([])
        registry.addChangeObserver { _ in
            let radius = registry.snapshot["brand"]?.document?["overrides"]?["background"]?["cornerRadius"]?.intValue
            published.withLock { $0.append(radius ?? -1) }
        }
        let last = 60
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for radius in 1...last { try? Self.write(brand(radius), to: folder + "/brand.json") }
            }
            for _ in 0..<3 {
                group.addTask {
                    for _ in 0..<40 { _ = registry.reloadStylesFolder() }
                }
            }
        }
        _ = registry.reloadStylesFolder()
        let radii = published.withLock { $0 }
        #expect(radii == radii.sorted(), "published in this order: \(radii)")
        #expect(radii.last == last)
        #expect(registry.snapshot.version == UInt64(radii.count + 1))
    }
}
