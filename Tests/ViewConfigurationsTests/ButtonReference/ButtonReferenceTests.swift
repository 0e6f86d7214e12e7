import Testing

@testable import ViewConfigurations

/// Holds `ButtonConfiguration` to the buttons reference (§3, §3.7 for glass, §7 for what it leaves open) and the facts
/// file's §12 corrections and colors: every factory and alias, in all 32 combinations of the five state bits, in both
/// designs, light and dark, both contrasts and four tints, each configuration as the app built it (nothing set, base
/// colors, the background's color and radius, nil background color, insets and paddings, the selection swap
/// flipped); then every button size, six content sizes, every corner style, every role, three heights and Bold
/// Text. The expectations come from the models in this folder, transcribed from the reference, never from the
/// library.
@Suite("The button reference matrix")
struct ButtonReferenceTests {
    static let sizes: [ButtonConfiguration.ButtonSize] = [.medium, .small, .mini, .large]
    static let categories: [ContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    /// The state cases' sizes: these and an unspecified one (Large).
    static let stateCategories = categories + [.unspecified]
    static let roles = ButtonConfiguration.Role.allCases
    static let heights: [Double?] = [44, 28.5, 61, nil]

    /// Every factory × customization × state × look × tint; the metrics inputs rotate through the cases.
    static func stateCases() -> [ButtonCase] {
        var cases: [ButtonCase] = []
        var index = 0
        for factory in ButtonFactory.allCases {
            for customization in Customization.allCases {
                for bits in 0..<32 {
                    for look in OracleLook.all {
                        for tint in InputColor.tints {
                            cases.append(
                                ButtonCase(
                                    factory: factory, customization: customization, bits: bits, look: look,
                                    tint: tint, size: sizes[index / 5 % 4], category: stateCategories[index / 3 % 7],
                                    cornerStyle: nil, role: roles[index / 11 % 4], height: heights[index / 2 % 4],
                                    boldText: index % 5 == 0, unspecified: index % 3 == 1, elevated: index % 3 == 2))
                            index += 1
                        }
                    }
                }
            }
        }
        return cases
    }

    /// Every factory × button size × content size × corner style (and the factory's own) × role × design; the state,
    /// appearance, contrast, tint, customization and height rotate through the cases.
    static func metricCases() -> [ButtonCase] {
        var cases: [ButtonCase] = []
        var index = 0
        let customizations: [Customization] = [.none, .background, .layout, .baseColors]
        let cornerStyles: [ButtonConfiguration.CornerStyle?] = [nil] + ButtonConfiguration.CornerStyle.allCases
        for factory in ButtonFactory.allCases {
            for size in sizes {
                for category in categories {
                    for cornerStyle in cornerStyles {
                        for role in roles {
                            for design26 in [false, true] {
                                let look = OracleLook(
                                    design26: design26, dark: index / 2 % 2 == 1, high: index / 4 % 2 == 1)
                                cases.append(
                                    ButtonCase(
                                        factory: factory, customization: customizations[index / 5 % 4],
                                        bits: index * 7 % 32, look: look, tint: InputColor.tints[index / 3 % 4],
                                        size: size, category: category, cornerStyle: cornerStyle, role: role,
                                        height: heights[index / 7 % 4], boldText: index % 3 == 0))
                                index += 1
                            }
                        }
                    }
                }
            }
        }
        return cases
    }

    @Test func buttonsHoldTheReferenceOverTheMatrix() async {
        let all = Self.stateCases() + Self.metricCases()
        let parts = 2
        let logs = await withTaskGroup(of: ButtonLog.self) { group in
            for part in 0..<parts {
                group.addTask {
                    var log = ButtonLog()
                    for index in stride(from: part, to: all.count, by: parts) {
                        ButtonCheck.check(all[index], log: &log)
                    }
                    return log
                }
            }
            return await group.reduce(into: ButtonLog()) { $0.append($1) }
        }
        print("button reference matrix: \(all.count) cases, \(logs.checked) values checked, \(logs.total) mismatches")
        #expect(logs.checked > 2_000_000)
        #expect(logs.total == 0, "\(logs.report())")
    }
}
