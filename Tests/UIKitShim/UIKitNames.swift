// UIKit's names for the library's types, so the Swift export's files compile (and run) on Linux as they would
// against UIKit. Test-only: Scripts/check-swift-export.sh builds each exported file against this module.
// Of Foundation only Bundle, which the code reads the Info.plist with: its geometry names are the library's here.
@_exported import ViewConfigurations

@_exported import class Foundation.Bundle

/// UIKit's name of a cell's, header's or footer's background configuration.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// UIKit's name of a list cell's content configuration.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's name of a list cell's state.
public typealias UICellConfigurationState = CellConfigurationState
/// UIKit's name of an app-defined state's key.
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
/// UIKit's name of the traits a state carries.
public typealias UITraitCollection = TraitCollection
/// UIKit's name of the list appearance trait (iOS 18).
public typealias UIListEnvironment = ListEnvironment
/// UIKit's name of a Dynamic Type size.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's name of a color.
public typealias UIColor = Color
/// UIKit's name of a color transformer.
public typealias UIConfigurationColorTransformer = ColorTransformer
/// UIKit's image: the library names images by their asset name.
public typealias UIImage = String
/// UIKit's name of a size.
public typealias CGSize = Size
/// UIKit's name of directional insets.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// Core Graphics' float: the library's values are doubles.
public typealias CGFloat = Double
/// UIKit's name of a font.
public typealias UIFont = Font
/// UIKit's name of a list's separator configuration.
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
/// UIKit's name of a list layout's configuration.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// UIKit's name of a font descriptor.
public typealias UIFontDescriptor = FontDescriptor

extension UIImage {
    /// UIKit's name of a symbol image's configuration.
    public typealias SymbolConfiguration = ViewConfigurations.SymbolConfiguration

    /// The app's image of that name, as `UIImage(named:)`: the library names images by their asset name.
    public init?(named name: String) { self = name }
}
