// Times the service's JSON hot path against Foundation's JSONSerialization in the same run: parsing the
// ~300-byte resolve request, and writing a ~1.5 KB resolved-cell response (streaming writer, and a
// prebuilt JSONValue tree). Median of many batches, per operation. Run in release:
// `swift run -c release JSONBenchmarks [--quick]`; preload Benchmarks/malloc-counter's library
// (LD_PRELOAD) to also count heap allocations per operation.
import Foundation
import StrictJSON

#if canImport(Glibc)
import Glibc
#endif

let requestText = #"""
    {"style":"sidebarCell","state":{"traits":{"userInterfaceStyle":"dark","preferredContentSizeCategory":"extraLarge"},"isSelected":true,"customStates":{"com.my-app.MyCell.isArchived":true}},"tintColor":"#34C759","content":{"text":"Inbox","secondaryText":"12 unread","image":"tray"}}
    """#
let requestBytes = Array(requestText.utf8)
let requestData = Data(requestBytes)

/// The response the service sends for one resolved cell, written field by field: the hot path.
@inline(never)
func writeResponse(into writer: inout JSONWriter) {
    func insets(_ writer: inout JSONWriter, _ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
        writer.beginObject()
        writer.key("top")
        writer.value(top)
        writer.key("left")
        writer.value(left)
        writer.key("bottom")
        writer.value(bottom)
        writer.key("right")
        writer.value(right)
        writer.endObject()
    }
    func textProperties(
        _ writer: inout JSONWriter, font: String, size: Double, weight: String, color: String, lines: Int
    ) {
        writer.beginObject()
        writer.key("font")
        writer.beginObject()
        writer.key("textStyle")
        writer.value(font)
        writer.key("pointSize")
        writer.value(size)
        writer.key("weight")
        writer.value(weight)
        writer.key("lineHeight")
        writer.value(size * 1.2)
        writer.endObject()
        writer.key("color")
        writer.value(color)
        writer.key("numberOfLines")
        writer.value(lines)
        writer.key("alignment")
        writer.value("natural")
        writer.key("lineBreakMode")
        writer.value("byTruncatingTail")
        writer.key("adjustsFontSizeToFitWidth")
        writer.value(false)
        writer.key("minimumScaleFactor")
        writer.value(0.0)
        writer.key("allowsDefaultTighteningForTruncation")
        writer.value(true)
        writer.key("showsExpansionTextWhenTruncated")
        writer.value(false)
        writer.endObject()
    }
    writer.beginObject()
    writer.key("style")
    writer.value("sidebarCell")
    writer.key("version")
    writer.value(42)
    writer.key("background")
    writer.beginObject()
    writer.key("backgroundColor")
    writer.value("#3A3A3C")
    writer.key("backgroundColorTransformer")
    writer.null()
    writer.key("visualEffect")
    writer.value("systemMaterial")
    writer.key("cornerRadius")
    writer.value(10.0)
    writer.key("strokeColor")
    writer.null()
    writer.key("strokeWidth")
    writer.value(0.0)
    writer.key("strokeOutset")
    writer.value(0.0)
    writer.key("backgroundInsets")
    insets(&writer, 0, 10, 0, 10)
    writer.key("edgesAddingLayoutMarginsToBackgroundInsets")
    writer.beginArray()
    writer.value("leading")
    writer.value("trailing")
    writer.endArray()
    writer.key("shadow")
    writer.beginObject()
    writer.key("color")
    writer.value("#00000033")
    writer.key("radius")
    writer.value(3.5)
    writer.key("offset")
    writer.beginObject()
    writer.key("width")
    writer.value(0.0)
    writer.key("height")
    writer.value(1.5)
    writer.endObject()
    writer.endObject()
    writer.endObject()
    writer.key("content")
    writer.beginObject()
    writer.key("text")
    writer.value("Inbox")
    writer.key("secondaryText")
    writer.value("12 unread")
    writer.key("image")
    writer.value("tray")
    writer.key("textProperties")
    textProperties(&writer, font: "body", size: 20, weight: "semibold", color: "#FFFFFF", lines: 1)
    writer.key("secondaryTextProperties")
    textProperties(&writer, font: "subheadline", size: 17.5, weight: "regular", color: "#EBEBF599", lines: 2)
    writer.key("imageProperties")
    writer.beginObject()
    writer.key("tintColor")
    writer.value("#34C759")
    writer.key("preferredSymbolConfiguration")
    writer.value("body")
    writer.key("maximumSize")
    writer.beginObject()
    writer.key("width")
    writer.value(0)
    writer.key("height")
    writer.value(0)
    writer.endObject()
    writer.key("reservedLayoutSize")
    writer.beginObject()
    writer.key("width")
    writer.value(29.333333333333332)
    writer.key("height")
    writer.value(0)
    writer.endObject()
    writer.key("cornerRadius")
    writer.value(0)
    writer.key("accessibilityIgnoresInvertColors")
    writer.value(false)
    writer.endObject()
    writer.key("axesPreservingSuperviewLayoutMargins")
    writer.value("both")
    writer.key("directionalLayoutMargins")
    insets(&writer, 11, 20, 11, 16)
    writer.key("layoutMargins")
    insets(&writer, 11, 20, 11, 16)
    writer.key("prefersSideBySideTextAndSecondaryText")
    writer.value(true)
    writer.key("imageToTextPadding")
    writer.value(13.5)
    writer.key("textToSecondaryTextHorizontalPadding")
    writer.value(8)
    writer.key("textToSecondaryTextVerticalPadding")
    writer.value(2.5)
    writer.endObject()
    writer.key("cacheable")
    writer.value(true)
    writer.endObject()
}

func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The preloaded allocation counter, when `malloc_counter.so` is in `LD_PRELOAD`.
let allocationCounter: (@convention(c) () -> UInt64)? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_counter_value") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) () -> UInt64).self)
}()

let quick = CommandLine.arguments.contains("--quick")
/// `--profile-writer`: only the streaming writer, for a long time, to look at under `perf`.
/// `--profile-reader`: only the reader, likewise.
if CommandLine.arguments.contains("--profile-reader") {
    let reader = JSONReader()
    var total = 0
    for _ in 0..<2_000_000 { total &+= (try? reader.parse(requestBytes))?.objectValue?.count ?? 0 }
    print(total)
    exit(0)
}
if CommandLine.arguments.contains("--profile-writer") {
    var writer = JSONWriter(capacity: 4096)
    var total = 0
    for _ in 0..<2_000_000 {
        writer.reset()
        writeResponse(into: &writer)
        total &+= writer.bytes.count
    }
    print(total)
    exit(0)
}
let batches = quick ? 25 : 201
let batchSize = 500
var sink = 0

struct Result {
    let name: String
    let median: Double
    let allocations: Double?
}

/// Median nanoseconds per call over the batches, plus heap allocations per call when counted.
@MainActor
func measure(_ name: String, _ body: () -> Int) -> Result {
    for _ in 0..<batchSize { sink &+= body() }  // warm-up
    var samples: [Double] = []
    samples.reserveCapacity(batches)
    for _ in 0..<batches {
        let start = nanoseconds()
        for _ in 0..<batchSize { sink &+= body() }
        samples.append(Double(nanoseconds() - start) / Double(batchSize))
    }
    samples.sort()
    var allocations: Double?
    if let counter = allocationCounter {
        let before = counter()
        for _ in 0..<batchSize { sink &+= body() }
        allocations = Double(counter() - before) / Double(batchSize)
    }
    return Result(name: name, median: samples[samples.count / 2], allocations: allocations)
}

func format(_ value: Double) -> String { String(Double(Int((value * 100).rounded())) / 100) }

func report(_ ours: Result, against foundation: Result) {
    for result in [ours, foundation] {
        let allocations = result.allocations.map { ", \(format($0)) allocations" } ?? ""
        let micros = format(result.median / 1000)
        print("  \(result.name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(micros) µs\(allocations)")
    }
    print("  → \(format(foundation.median / ours.median))× faster than JSONSerialization")
}

/// The same value as native Swift collections (`[String: Any]`, `String`, `Int`, `Double`, `Bool`,
/// `NSNull`), the input a service would hand JSONSerialization.
func foundationObject(_ value: JSONValue) -> Any {
    switch value {
    case .null: return NSNull()
    case .bool(let bool): return bool
    case .number(.integer(let integer)): return Int(integer)
    case .number(.double(let double)): return double
    case .string(let string): return string
    case .array(let elements): return elements.map(foundationObject)
    case .object(let object):
        var dictionary: [String: Any] = [:]
        for member in object.members { dictionary[member.key] = foundationObject(member.value) }
        return dictionary
    }
}

/// Runs every scenario; state lives in locals so the timed closures touch no globals.
@MainActor
func runBenchmarks() -> Bool {
    // Sanity: both sides see the same request, and the writer's response is what JSONSerialization reads back.
    let reader = JSONReader()
    var writer = JSONWriter(capacity: 4096)
    writeResponse(into: &writer)
    let responseBytes = writer.bytes
    guard let responseValue = try? reader.parse(responseBytes),
        (try? JSONSerialization.jsonObject(with: Data(responseBytes))) is NSDictionary,
        let requestValue = try? reader.parse(requestBytes), requestValue["style"] == "sidebarCell",
        (try? JSONSerialization.jsonObject(with: requestData)) is NSDictionary
    else { return false }
    let responseObject = foundationObject(responseValue)
    guard let foundationBytes = try? JSONSerialization.data(withJSONObject: responseObject),
        (try? reader.parse(Array(foundationBytes))) == responseValue
    else { return false }
    print("JSON benchmark: median of \(batches) batches × \(batchSize) operations, per operation")
    if allocationCounter == nil {
        print("(heap allocations not counted: LD_PRELOAD Benchmarks/malloc-counter's library)")
    }

    print("parse the \(requestBytes.count)-byte resolve request")
    let parseOurs = measure("JSONReader.parse → JSONValue") {
        guard let value = try? reader.parse(requestBytes) else { return 0 }
        return value.objectValue?.count ?? 0
    }
    let parseFoundation = measure("JSONSerialization.jsonObject(with:)") {
        guard let object = try? JSONSerialization.jsonObject(with: requestData) as? NSDictionary else { return 0 }
        return object.count
    }
    report(parseOurs, against: parseFoundation)

    print("write the \(responseBytes.count)-byte resolved-cell response")
    let writeOurs = measure("JSONWriter (streaming, reused buffer)") {
        writer.reset()
        writeResponse(into: &writer)
        return writer.bytes.count
    }
    let writeTree = measure("JSONWriter.value(JSONValue) (prebuilt tree)") {
        writer.reset()
        writer.value(responseValue)
        return writer.bytes.count
    }
    let writeFoundation = measure("JSONSerialization.data(withJSONObject:)") {
        (try? JSONSerialization.data(withJSONObject: responseObject))?.count ?? 0
    }
    report(writeOurs, against: writeFoundation)
    report(writeTree, against: writeFoundation)
    return true
}

if !runBenchmarks() {
    print("benchmark inputs do not parse")
    exit(1)
}
print("(checksum \(sink))")
