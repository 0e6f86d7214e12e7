// Measures `updated(for:)` plus resolution for the two most common cells. Run through
// `Benchmarks/configuration.sh` (release build, allocation counter preloaded), or directly:
// `swift run -c release ConfigurationBenchmarks [--quick]`.
import ViewConfigurations

#if canImport(Glibc)
import Glibc
#endif

/// One scenario: a background and a content configuration updated for a state and resolved.
struct Scenario {
    let name: String
    let background: BackgroundConfiguration
    let content: ListContentConfiguration
    let state: CellConfigurationState
    let tint: Color

    /// The work measured: what the service does per resolved cell.
    @inline(never)
    func run() -> UInt32 {
        let traits = state.traitCollection
        let resolvedBackground = background.updated(for: state).resolved(with: traits, tintColor: tint)
        let resolvedContent = content.updated(for: state).resolved(with: traits, tintColor: tint)
        return resolvedBackground.backgroundColor.rgba ^ resolvedContent.textProperties.color.rgba
            ^ UInt32(resolvedContent.textProperties.font.pointSize)
    }
}

func makeScenarios() -> [Scenario] {
    var sidebarState = CellConfigurationState(
        traitCollection: TraitCollection(
            userInterfaceStyle: .dark, preferredContentSizeCategory: .extraLarge, layoutDirection: .leftToRight,
            userInterfaceIdiom: .pad, listEnvironment: .sidebar))
    sidebarState.isSelected = true
    sidebarState[ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")] = true
    var sidebarContent = ListContentConfiguration.sidebarCell()
    sidebarContent.text = "Inbox"
    sidebarContent.secondaryText = "12 unread"
    sidebarContent.image = "tray"

    var groupedState = CellConfigurationState(
        traitCollection: TraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large))
    groupedState.isHighlighted = true
    var groupedContent = ListContentConfiguration.cell()
    groupedContent.text = "Wi-Fi"
    groupedContent.secondaryText = "Home"
    groupedContent.image = "wifi"

    return [
        Scenario(
            name: "sidebar cell (selected, dark, xL, custom state)", background: .listSidebarCell(),
            content: sidebarContent, state: sidebarState, tint: .systemBlue),
        Scenario(
            name: "grouped cell (highlighted, light)", background: .listGroupedCell(), content: groupedContent,
            state: groupedState, tint: .systemBlue),
    ]
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
let batches = quick ? 30 : 300
let batchSize = 2_000
var sink: UInt32 = 0

print("Configuration benchmark: updated(for:) + resolution of background and content, per cell")
print("batches: \(batches) × \(batchSize) operations; figures are per operation")
for scenario in makeScenarios() {
    for _ in 0..<batchSize { sink ^= scenario.run() }  // warm-up
    var samples: [Double] = []
    samples.reserveCapacity(batches)
    for _ in 0..<batches {
        let start = nanoseconds()
        for _ in 0..<batchSize { sink ^= scenario.run() }
        samples.append(Double(nanoseconds() - start) / Double(batchSize))
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let p90 = samples[samples.count * 9 / 10]
    var allocations = "n/a (run Benchmarks/configuration.sh to count)"
    if let counter = allocationCounter {
        let before = counter()
        for _ in 0..<batchSize { sink ^= scenario.run() }
        allocations = String(Double(counter() - before) / Double(batchSize))
    }
    let formatted = (median * 10).rounded() / 10
    let formattedP90 = (p90 * 10).rounded() / 10
    print("\(scenario.name): median \(formatted) ns, p90 \(formattedP90) ns, heap allocations \(allocations)")
}
let operationsPerScenario = batchSize * (batches + 1) + (allocationCounter == nil ? 0 : batchSize)
print("operations per scenario: \(operationsPerScenario) (checksum \(sink))")
