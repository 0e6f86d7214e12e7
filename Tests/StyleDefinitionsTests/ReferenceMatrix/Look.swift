import ViewConfigurations

/// The traits of a case: appearance, contrast, text size, direction and design; a compact-width phone otherwise.
struct Look: Hashable, Sendable {
    var dark: Bool
    var high: Bool
    var size: ContentSizeCategory
    var rightToLeft: Bool
    var design26: Bool

    /// The three text sizes of the matrix: the default, the largest non-accessibility one and AX3.
    static let sizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraLarge]

    static let all = all(sizes: sizes)

    /// Every look with one of `sizes`: both designs, light and dark, both contrasts, both directions.
    static func all(sizes: [ContentSizeCategory]) -> [Look] {
        var looks: [Look] = []
        for design26 in [false, true] {
            for dark in [false, true] {
                for high in [false, true] {
                    for size in sizes {
                        for rightToLeft in [false, true] {
                            looks.append(
                                Look(dark: dark, high: high, size: size, rightToLeft: rightToLeft, design26: design26))
                        }
                    }
                }
            }
        }
        return looks
    }

    /// A color of the reference table for these traits.
    func rgba(_ color: ReferenceColor) -> UInt32 { color.rgba(dark: dark, high: high, design26: design26) }

    var description: String {
        [
            design26 ? "ios26" : "ios18", dark ? "dark" : "light", high ? "high" : "normal", size.rawValue,
            rightToLeft ? "rtl" : "ltr",
        ].joined(separator: "/")
    }
}
