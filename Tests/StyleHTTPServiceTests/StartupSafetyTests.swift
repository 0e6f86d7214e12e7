import Foundation
import Testing

/// The real `style-resolver` executable refusing settings that would leave writes open, and warning about how open
/// it listens. No test listens beyond loopback: the warning's case names an address of TEST-NET-1 (RFC 5737), which
/// no interface holds.
@Suite("style-resolver start-up safety")
struct StartupSafetyTests {
    /// How a run ended: its exit status (nil when it was still running and was stopped) and everything it printed.
    struct Run {
        var status: Int32?
        var output: String
    }

    /// Runs the executable with `arguments` (after a loopback address and a free port) and extra environment until
    /// it exits, or until its output holds `until` (then it is stopped), or 10 s.
    static func run(_ arguments: [String], environment: [String: String] = [:], until: String? = nil) throws -> Run {
        let data = NSTemporaryDirectory() + "style-resolver-startup-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: data) }
        let process = Process()
        process.executableURL = ExecutableProcessTests.executable
        process.arguments = ["--port", "0", "--threads", "1", "--data-dir", data] + arguments
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("STYLE_RESOLVER_") }
            .merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        var buffer = Data()
        var stopped = true
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                // The end of its output: it exited.
                stopped = false
                break
            }
            buffer.append(chunk)
            if let until, String(decoding: buffer, as: UTF8.self).contains(until) { break }
        }
        if stopped { process.terminate() }
        process.waitUntilExit()
        return Run(status: stopped ? nil : process.terminationStatus, output: String(decoding: buffer, as: UTF8.self))
    }

    @Test(
        arguments: [
            (["--host", "127.0.0.1", "--admin-token", ""], [:], "set but empty"),
            (["--host", "127.0.0.1", "--admin-token="], [:], "set but empty"),
            (["--host", "127.0.0.1"], ["STYLE_RESOLVER_ADMIN_TOKEN": ""], "set but empty"),
            (["--host", "127.0.0.1"], ["STYLE_RESOLVER_ADMIN_TOKEN": "s3cret\n"], "visible ASCII"),
            (["--host", "127.0.0.1", "--cors-write-origins", "*"], [:], "--cors-write-origins '*'"),
            (["--host", "127.0.0.1"], ["STYLE_RESOLVER_CORS_WRITE_ORIGINS": "https://a.example, *"], "'*'"),
        ] as [([String], [String: String], String)])
    func unsafeSettingsRefuseToStart(arguments: [String], environment: [String: String], message: String) throws {
        let run = try Self.run(arguments, environment: environment, until: "listening on")
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains(message), "\(run.output)")
        #expect(!run.output.contains("listening on"))
    }

    @Test func anyOriginMayWriteWhenATokenGuardsWrites() throws {
        let run = try Self.run(
            ["--host", "127.0.0.1", "--cors-write-origins", "*", "--admin-token", "s3cret"], until: "listening on")
        #expect(run.status == nil, "it runs: \(run.output)")
        #expect(run.output.contains("listening on 127.0.0.1:"))
    }

    @Test func listeningBeyondLoopbackWithoutATokenWarns() throws {
        let run = try Self.run(["--host", "192.0.2.1"], until: "beyond loopback")
        #expect(run.output.contains(#""level":"warning""#), "\(run.output)")
        #expect(run.output.contains("192.0.2.1, beyond loopback, with no admin token"), "\(run.output)")
    }

    @Test(arguments: [["--host", "127.0.0.1"], ["--host", "192.0.2.1", "--admin-token", "s3cret"]])
    func aLoopbackOrTokenGuardedServiceDoesNotWarn(arguments: [String]) throws {
        let run = try Self.run(arguments, until: "listening on")
        #expect(!run.output.contains("beyond loopback"), "\(run.output)")
        #expect(!run.output.contains(#""level":"warning""#), "\(run.output)")
    }
}
