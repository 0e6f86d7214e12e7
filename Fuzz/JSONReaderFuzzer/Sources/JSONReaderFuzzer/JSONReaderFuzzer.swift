// libFuzzer entry point: every input is parsed; whatever parses is written (compact and pretty) and
// parsed again, and must come back equal. Any mismatch traps on purpose: that is a finding.
import StrictJSON

/// Stops the fuzzer with a message; libFuzzer records the input that led here as a crash.
func fail(_ message: String, _ input: UnsafeRawBufferPointer) -> Never {
    let shown = String(decoding: input.prefix(200), as: UTF8.self)
    fatalError("JSON round trip failed: \(message) for input \(shown.debugDescription)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : count)
    // Small limits too, so the limit paths are fuzzed alongside the grammar.
    let reader = JSONReader(limits: .init(maximumDepth: 16, maximumStringBytes: 256, maximumElements: 512))
    let value: JSONValue
    do {
        value = try JSONReader().parse(input)
    } catch {
        // A rejection must carry a sane position.
        if error.offset < 0 || error.offset > count || error.line < 1 || error.column < 1 || error.message.isEmpty {
            fail("bad error position \(error)", input)
        }
        _ = try? reader.parse(input)
        return 0
    }
    _ = try? reader.parse(input)

    let compact = value.jsonBytes()
    let reparsed: JSONValue
    do {
        reparsed = try JSONReader().parse(compact)
    } catch {
        fail("compact output does not parse: \(error)", input)
    }
    guard reparsed == value else { fail("compact output parses to a different value", input) }
    guard reparsed.jsonBytes() == compact else { fail("writing is not stable across a round trip", input) }

    let pretty = value.jsonBytes(format: .pretty)
    do {
        guard try JSONReader().parse(pretty) == value else { fail("pretty output parses differently", input) }
    } catch {
        fail("pretty output does not parse: \(error)", input)
    }

    // Every member and element is reachable through the pointer built for it.
    if case .object(let object) = value {
        for member in object.members {
            let pointer = JSONPointer(tokens: [member.key])
            guard let parsed = JSONPointer(parsing: pointer.description), parsed == pointer,
                pointer.resolve(in: value) == member.value
            else { fail("pointer /\(member.key) does not resolve", input) }
        }
    }
    return 0
}

// SwiftPM links an executable with `main` aliased to `<Module>_main`; with -parse-as-library nothing
// defines that, so define it and hand control to libFuzzer's driver.
typealias FuzzerCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: FuzzerCallback
) -> CInt

@_cdecl("JSONReaderFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in testOneInput(data, size) }
}
