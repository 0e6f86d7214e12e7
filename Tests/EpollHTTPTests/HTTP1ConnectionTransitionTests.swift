import Foundation
import Synchronization
import Testing

@testable import EpollHTTP

/// The connection's transition table, and the parser fuzzer's seed inputs driven through the whole connection in
/// every way the loop delivers them: however the bytes come, the connection answers, rejects or closes, and never
/// reaches an illegal move (which would trap and end this test process).
@Suite("HTTP1Connection: transitions")
struct HTTP1ConnectionTransitionTests {
    typealias Phase = HTTP1Connection.State.Phase

    @Test func theTableAllowsExactlyTheseMoves() {
        let expected: [Phase: Set<Phase>] = [
            .reading: [.paused, .awaiting, .streaming, .closing, .closed],
            .paused: [.reading, .paused, .awaiting, .streaming, .closing, .closed],
            .streaming: [.streaming, .paused, .closing, .closed],
            .awaiting: [.paused, .closed],
            .closing: [.closing, .lingering, .closed],
            .lingering: [.closed],
            .closed: [.closed],
        ]
        for phase in Phase.allCases {
            #expect(Set(Phase.allCases.filter(phase.allows)) == expected[phase], "from \(phase)")
        }
    }

    /// Answers in turn inline, with a pulled stream, through a completion given at once, and through one given
    /// later (held until ``answerHeld()``), starting with the `first` of these.
    final class RotatingResponder: HTTPResponder {
        private let count: Atomic<Int>
        private let held = Mutex<[HTTPResponseCompletion]>([])

        init(first: Int) { count = Atomic(first) }

        func respond(to request: HTTPRequest) -> HTTPResponse {
            switch count.add(1, ordering: .relaxed).oldValue % 4 {
            case 0:
                return echoResponder.respond(to: request)
            case 1:
                return HTTPResponse(bodyStream: HTTPBodyStream { $0 < 3 ? Array("piece\($0)".utf8) : nil })
            case 2:
                let completion = HTTPResponseCompletion()
                completion.complete(HTTPResponse(status: .accepted, body: [1, 2]))
                return HTTPResponse(completedBy: completion)
            default:
                let completion = HTTPResponseCompletion()
                held.withLock { $0.append(completion) }
                return HTTPResponse(completedBy: completion)
            }
        }

        /// Gives every held completion its answer; returns whether there was one.
        func answerHeld() -> Bool {
            let completions = held.withLock { list in
                defer { list = [] }
                return list
            }
            for completion in completions { completion.complete(HTTPResponse(status: .created, body: [3])) }
            return !completions.isEmpty
        }
    }

    static let corpus: [[UInt8]] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { try? [UInt8](Data(contentsOf: folder.appendingPathComponent($0))) }
    }()

    /// Each seed, followed by a plain request, sent in pieces of `split` bytes to a peer that reads `room` bytes a
    /// turn; then the peer reads everything, closes its side, and time passes.
    @Test(arguments: [(1, 7), (13, Int.max), (Int.max, 64), (Int.max, Int.max)])
    func everySeedEndsClosedWithoutAnIllegalMove(split: Int, room: Int) {
        #expect(Self.corpus.count >= 100, "the fuzzer's seeds are in Fuzz/corpus")
        let follower = Array("GET /after HTTP/1.1\r\nHost: t\r\n\r\n".utf8)
        for (index, seed) in Self.corpus.enumerated() {
            for first in 0..<4 {
                let responder = RotatingResponder(first: first)
                var loop = LoopDouble(LoopDouble.configuration(maxPipelinedRequests: 2), responder: responder)
                loop.room = room
                let bytes = seed + follower
                var offset = 0
                while offset < bytes.count && !loop.closed {
                    let end = offset + min(split, bytes.count - offset)
                    loop.receive(Array(bytes[offset..<end]))
                    offset = end
                    Self.settle(&loop, responder)
                }
                loop.room = Int.max
                Self.settle(&loop, responder)
                if !loop.closed { loop.receiveEOF() }
                for _ in 0..<8 where !loop.closed { loop.advance(by: 5_000_000_000) }
                #expect(loop.closed && loop.http.state.name == "closed", "seed \(index), \(split)/\(room), \(first)")
            }
        }
    }

    /// Hands over the held answers and lets the peer read, as the loop would on their wake-ups.
    static func settle(_ loop: inout LoopDouble, _ responder: RotatingResponder) {
        for _ in 0..<4 where !loop.closed {
            if responder.answerHeld() { loop.bodyWriterReady() }
            if !loop.closed { loop.writable() }
        }
    }
}
