import Testing
import ViewConfigurations

/// Reference §6.1 as a property: through any sequence of `updated(for:)` over every combination of the boolean
/// flags and both drag/drop enums, in both designs, an assigned property never moves and every other
/// property equals a fresh factory's value for that state.
@Suite("Locking (§6.1)")
struct LockingPropertyTests {
    /// All 2^9 × 3 × 3 = 4,608 states of one design; traits cycle through appearances and list environments so
    /// adaptive factories change style along the way.
    static let allStates: [DesignGeneration: [CellConfigurationState]] = Dictionary(
        uniqueKeysWithValues: DesignGeneration.allCases.map { ($0, states(in: $0)) })

    static func states(in design: DesignGeneration) -> [CellConfigurationState] {
        let environments = ListEnvironment.allCases
        var states: [CellConfigurationState] = []
        var index = 0
        for bits in 0..<(1 << 9) {
            for drag in CellDragState.allCases {
                for drop in CellDropState.allCases {
                    let traits = TraitCollection(
                        userInterfaceStyle: index % 2 == 0 ? .light : .dark,
                        accessibilityContrast: index % 5 == 0 ? .high : .normal,
                        preferredContentSizeCategory: index % 7 == 0 ? .accessibilityLarge : .large,
                        listEnvironment: environments[index % environments.count], designGeneration: design)
                    var state = CellConfigurationState(traitCollection: traits)
                    state.isHighlighted = bits & 1 != 0
                    state.isSelected = bits & 2 != 0
                    state.isDisabled = bits & 4 != 0
                    state.isFocused = bits & 8 != 0
                    state.isPinned = bits & 16 != 0
                    state.isEditing = bits & 32 != 0
                    state.isExpanded = bits & 64 != 0
                    state.isSwiped = bits & 128 != 0
                    state.isReordering = bits & 256 != 0
                    state.cellDragState = drag
                    state.cellDropState = drop
                    states.append(state)
                    index += 1
                }
            }
        }
        return states
    }

    // MARK: Background

    struct BackgroundCustomization: @unchecked Sendable {
        let property: String
        let apply: (inout BackgroundConfiguration) -> Void
        let read: (BackgroundConfiguration) -> AnyHashable
    }

    static let backgroundCustomizations: [BackgroundCustomization] = [
        .init(property: "customView", apply: { $0.customView = "badge" }, read: { $0.customView }),
        .init(property: "cornerRadius", apply: { $0.cornerRadius = 7 }, read: { $0.cornerRadius }),
        .init(
            property: "backgroundInsets",
            apply: { $0.backgroundInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) },
            read: { $0.backgroundInsets }),
        .init(
            property: "edgesAddingLayoutMarginsToBackgroundInsets",
            apply: { $0.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing] },
            read: { $0.edgesAddingLayoutMarginsToBackgroundInsets.rawValue }),
        .init(property: "backgroundColor", apply: { $0.backgroundColor = nil }, read: { $0.backgroundColor }),
        .init(
            property: "backgroundColorTransformer", apply: { $0.backgroundColorTransformer = .grayscale },
            read: { $0.backgroundColorTransformer }),
        .init(
            property: "visualEffect", apply: { $0.visualEffect = .blur(.systemThinMaterial) },
            read: { $0.visualEffect }),
        .init(property: "image", apply: { $0.image = "paper" }, read: { $0.image }),
        .init(property: "imageContentMode", apply: { $0.imageContentMode = .center }, read: { $0.imageContentMode }),
        .init(property: "strokeColor", apply: { $0.strokeColor = .systemRed }, read: { $0.strokeColor }),
        .init(
            property: "strokeColorTransformer", apply: { $0.strokeColorTransformer = .alpha(0.5) },
            read: { $0.strokeColorTransformer }),
        .init(property: "strokeWidth", apply: { $0.strokeWidth = 2 }, read: { $0.strokeWidth }),
        .init(property: "strokeOutset", apply: { $0.strokeOutset = 1 }, read: { $0.strokeOutset }),
        .init(
            property: "shadow.radius", apply: { $0.shadowProperties.radius = 3 }, read: { $0.shadowProperties.radius }),
        .init(
            property: "shadow.opacity", apply: { $0.shadowProperties.opacity = 0.5 },
            read: { $0.shadowProperties.opacity }),
        .init(
            property: "shadow.color", apply: { $0.shadowProperties.color = .systemPink },
            read: { $0.shadowProperties.color }),
        .init(
            property: "shadow.offset", apply: { $0.shadowProperties.offset = Size(width: 1, height: 1) },
            read: { $0.shadowProperties.offset }),
        .init(
            property: "shadow.path", apply: { $0.shadowProperties.path = "M0 0" }, read: { $0.shadowProperties.path }),
    ]

    static let backgroundFactories: [(String, @Sendable () -> BackgroundConfiguration)] = [
        ("listCell", BackgroundConfiguration.listCell), ("listHeader", BackgroundConfiguration.listHeader),
        ("listFooter", BackgroundConfiguration.listFooter), ("listPlainCell", BackgroundConfiguration.listPlainCell),
        ("listGroupedCell", BackgroundConfiguration.listGroupedCell),
        ("listSidebarCell", BackgroundConfiguration.listSidebarCell),
        ("listAccompaniedSidebarCell", BackgroundConfiguration.listAccompaniedSidebarCell),
        ("listPlainHeaderFooter", BackgroundConfiguration.listPlainHeaderFooter),
        ("listGroupedHeaderFooter", BackgroundConfiguration.listGroupedHeaderFooter),
        ("listSidebarHeader", BackgroundConfiguration.listSidebarHeader), ("clear", BackgroundConfiguration.clear),
    ]

    /// Which customizations each chain applies: none, all, and two fixed mixed subsets.
    static func subsets(count: Int) -> [[Int]] {
        let all = Array(0..<count)
        return [[], all, all.filter { $0 % 2 == 0 }, all.filter { $0 % 3 == 1 }]
    }

    @Test(arguments: backgroundFactories.map(\.0), DesignGeneration.allCases)
    func backgroundLocksAssignedPropertiesAcrossEveryState(factoryName: String, design: DesignGeneration) throws {
        let factory = try #require(Self.backgroundFactories.first { $0.0 == factoryName }?.1)
        let customizations = Self.backgroundCustomizations
        let subsets = Self.subsets(count: customizations.count)
        var chains: [BackgroundConfiguration] = subsets.map { subset in
            var configuration = factory()
            for index in subset { customizations[index].apply(&configuration) }
            return configuration
        }
        let assigned: [[AnyHashable]] = chains.map { chain in customizations.map { $0.read(chain) } }
        var failures = 0
        for state in try #require(Self.allStates[design]) {
            let fresh = factory().updated(for: state)
            for chainIndex in chains.indices {
                chains[chainIndex] = chains[chainIndex].updated(for: state)
                for (index, customization) in customizations.enumerated() {
                    let expected =
                        subsets[chainIndex].contains(index) ? assigned[chainIndex][index] : customization.read(fresh)
                    let actual = customization.read(chains[chainIndex])
                    if actual != expected, failures < 5 {
                        failures += 1
                        Issue.record("\(factoryName) \(customization.property) in \(state): \(actual) ≠ \(expected)")
                    }
                }
            }
        }
        #expect(failures == 0)
    }

    @Test func assigningTheDefaultValueStillLocksIt() {
        // §6.1's practical consequence: setting backgroundColor, even to its default, loses the selected gray.
        var configuration = BackgroundConfiguration.listPlainCell()
        configuration.backgroundColor = configuration.backgroundColor
        var selected = CellConfigurationState(
            traitCollection: TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18))
        selected.isSelected = true
        let resolved = configuration.updated(for: selected).resolved(with: selected.traitCollection)
        #expect(resolved.backgroundColor.hexString == "#FFFFFF")
        let untouched = BackgroundConfiguration.listPlainCell().updated(for: selected).resolved(
            with: selected.traitCollection)
        #expect(untouched.backgroundColor.hexString == "#D1D1D6")
        #expect(configuration.isCustomized(.backgroundColor))
        #expect(!BackgroundConfiguration.listPlainCell().isCustomized(.backgroundColor))
    }

    @Test func clearUpdatesToItself() {
        var configuration = BackgroundConfiguration.clear()
        for state in (Self.allStates[.ios26] ?? []).prefix(200) {
            configuration = configuration.updated(for: state)
            #expect(configuration == .clear())
        }
    }

    // MARK: List content

    struct ContentCustomization: @unchecked Sendable {
        let property: String
        let apply: (inout ListContentConfiguration) -> Void
        let read: (ListContentConfiguration) -> AnyHashable
    }

    static let contentCustomizations: [ContentCustomization] = [
        .init(
            property: "text.color", apply: { $0.textProperties.color = .systemPink }, read: { $0.textProperties.color }),
        .init(
            property: "text.font", apply: { $0.textProperties.font = .systemFont(ofSize: 30, weight: .heavy) },
            read: { $0.textProperties.font }),
        .init(
            property: "text.numberOfLines", apply: { $0.textProperties.numberOfLines = 3 },
            read: { $0.textProperties.numberOfLines }),
        .init(
            property: "text.transform", apply: { $0.textProperties.transform = .lowercase },
            read: { $0.textProperties.transform }),
        .init(
            property: "text.colorTransformer", apply: { $0.textProperties.colorTransformer = nil },
            read: { $0.textProperties.colorTransformer }),
        .init(
            property: "text.adjustsFontSizeToFitWidth", apply: { $0.textProperties.adjustsFontSizeToFitWidth = false },
            read: { $0.textProperties.adjustsFontSizeToFitWidth }),
        .init(
            property: "secondary.colorTransformer", apply: { $0.secondaryTextProperties.colorTransformer = .grayscale },
            read: { $0.secondaryTextProperties.colorTransformer }),
        .init(
            property: "secondary.alignment", apply: { $0.secondaryTextProperties.alignment = .center },
            read: { $0.secondaryTextProperties.alignment }),
        .init(
            property: "secondary.color", apply: { $0.secondaryTextProperties.color = .secondaryLabel },
            read: { $0.secondaryTextProperties.color }),
        .init(
            property: "image.tintColor", apply: { $0.imageProperties.tintColor = .systemGreen },
            read: { $0.imageProperties.tintColor }),
        .init(
            property: "image.reservedLayoutSize",
            apply: {
                $0.imageProperties.reservedLayoutSize = Size(
                    width: ListContentConfiguration.ImageProperties.standardDimension, height: 30)
            }, read: { $0.imageProperties.reservedLayoutSize }),
        .init(
            property: "directionalLayoutMargins",
            apply: { $0.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5) },
            read: { $0.directionalLayoutMargins }),
        .init(
            property: "axesPreservingSuperviewLayoutMargins", apply: { $0.axesPreservingSuperviewLayoutMargins = [] },
            read: { $0.axesPreservingSuperviewLayoutMargins.rawValue }),
        .init(
            property: "prefersSideBySideTextAndSecondaryText",
            apply: { $0.prefersSideBySideTextAndSecondaryText = true },
            read: { $0.prefersSideBySideTextAndSecondaryText }),
        .init(property: "imageToTextPadding", apply: { $0.imageToTextPadding = 4 }, read: { $0.imageToTextPadding }),
        .init(
            property: "textToSecondaryTextVerticalPadding", apply: { $0.textToSecondaryTextVerticalPadding = 9 },
            read: { $0.textToSecondaryTextVerticalPadding }),
        .init(property: "alpha", apply: { $0.alpha = 0.5 }, read: { $0.alpha }),
    ]

    static let contentFactories: [String] = ListContentConfiguration.factoryNames

    @Test(arguments: contentFactories, DesignGeneration.allCases)
    func contentLocksAssignedPropertiesAcrossEveryState(factoryName: String, design: DesignGeneration) throws {
        let fresh0 = try #require(ListContentConfiguration(factoryName: factoryName))
        let customizations = Self.contentCustomizations
        let subsets = Self.subsets(count: customizations.count)
        var chains: [ListContentConfiguration] = subsets.map { subset in
            var configuration = fresh0
            configuration.text = "Inbox"
            configuration.secondaryText = "12"
            configuration.image = "tray"
            for index in subset { customizations[index].apply(&configuration) }
            return configuration
        }
        let assigned: [[AnyHashable]] = chains.map { chain in customizations.map { $0.read(chain) } }
        var failures = 0
        for state in try #require(Self.allStates[design]) {
            let fresh = fresh0.updated(for: state)
            for chainIndex in chains.indices {
                chains[chainIndex] = chains[chainIndex].updated(for: state)
                let chain = chains[chainIndex]
                if chain.text != "Inbox" || chain.secondaryText != "12" || chain.image != "tray" {
                    Issue.record("\(factoryName): content changed by an update")
                }
                for (index, customization) in customizations.enumerated() {
                    let expected =
                        subsets[chainIndex].contains(index) ? assigned[chainIndex][index] : customization.read(fresh)
                    let actual = customization.read(chain)
                    if actual != expected, failures < 5 {
                        failures += 1
                        Issue.record("\(factoryName) \(customization.property) in \(state): \(actual) ≠ \(expected)")
                    }
                }
            }
        }
        #expect(failures == 0)
    }
}
