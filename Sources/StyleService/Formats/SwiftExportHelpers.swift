/// The fixed parts of the Swift export a style's file declares when its code uses them: how the code learns the
/// design generation, and the helpers of fonts with symbolic traits and of color transformers that mix colors.
enum SwiftExportHelpers {
    /// The design generation, which UIKit has no trait for: iOS 26's when the app is built with the iOS 26 SDK
    /// (Swift 6.2 or later), runs on iOS 26 or later and does not set `UIDesignRequiresCompatibility` in its
    /// Info.plist; iOS 18's otherwise.
    static let designGeneration = """

          /// A design generation: the look of the system's views, which the app's SDK and Info.plist choose.
          enum DesignGeneration {
            /// The look of iOS 14 to 18.
            case ios18
            /// The look of iOS 26.
            case ios26
          }

          /// The design the app draws in: iOS 26's when it is built with the iOS 26 SDK (Swift 6.2), runs on
          /// iOS 26 or later and does not set `UIDesignRequiresCompatibility` in its Info.plist.
          static var designGeneration: DesignGeneration {
            #if compiler(>=6.2)
              if #available(iOS 26, *),
                Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility") as? Bool != true
              {
                return .ios26
              }
            #endif
            return .ios18
          }

        """

    /// A Dynamic Type font with symbolic traits (the emphasized weight).
    static let preferredFont = """

          /// The Dynamic Type font of `style` with `traits` added.
          private static func preferredFont(
            _ style: UIFont.TextStyle, traits: UIFontDescriptor.SymbolicTraits
          ) -> UIFont {
            let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
            return UIFont(descriptor: descriptor.withSymbolicTraits(traits) ?? descriptor, size: 0)
          }

        """

    /// Mixing two colors and scaling a color's alpha, for color transformers.
    static let colorMixing = """

          /// The color's red, green, blue and alpha components.
          nonisolated private static func components(_ color: UIColor) -> [CGFloat] {
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return [red, green, blue, alpha]
          }

          /// `color` moved `fraction` of the way toward `target`, its alpha kept when `keepingAlpha`.
          nonisolated private static func mixing(
            _ color: UIColor, toward target: UIColor, fraction: CGFloat, keepingAlpha: Bool
          ) -> UIColor {
            let from = components(color)
            let mixed = zip(from, components(target)).map { $0 + ($1 - $0) * fraction }
            return UIColor(
              red: mixed[0], green: mixed[1], blue: mixed[2], alpha: keepingAlpha ? from[3] : mixed[3])
          }

          /// `color` with its alpha multiplied by `factor`.
          nonisolated private static func scalingAlpha(_ color: UIColor, _ factor: CGFloat) -> UIColor {
            color.withAlphaComponent(components(color)[3] * factor)
          }

        """
}
