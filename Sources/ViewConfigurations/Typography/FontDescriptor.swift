/// A font's description before it is made, as `UIFontDescriptor`: a Dynamic Type style's descriptor takes symbolic
/// traits, and ``Font/init(descriptor:size:)`` makes the font, so code written for UIKit reads the same here.
public struct FontDescriptor: Hashable, Sendable {
    /// The symbolic traits a descriptor can add, as `UIFontDescriptor.SymbolicTraits`.
    public typealias SymbolicTraits = Font.SymbolicTraits

    /// The font this descriptor makes at its own size.
    public let font: Font

    /// The descriptor of a text style's Dynamic Type font, as
    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`.
    public static func preferredFontDescriptor(withTextStyle style: TextStyle) -> FontDescriptor {
        FontDescriptor(font: .preferredFont(forTextStyle: style))
    }

    /// The descriptor with `traits` added; optional as UIKit's, which has no font for some combinations (every
    /// combination has one here).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
        FontDescriptor(font: font.withSymbolicTraits(traits))
    }
}

extension Font {
    /// The text styles, under UIKit's name (`UIFont.TextStyle`).
    public typealias TextStyle = ViewConfigurations.TextStyle

    /// The font a descriptor describes, as `UIFont(descriptor:size:)`: at the descriptor's size when `size` is 0,
    /// otherwise a fixed font of that size with the descriptor's weight and traits.
    public init(descriptor: FontDescriptor, size: Double) {
        guard size > 0 else {
            self = descriptor.font
            return
        }
        self = Font(
            pointSize: size, weight: descriptor.font.weight, symbolicTraits: descriptor.font.symbolicTraits)
    }
}
