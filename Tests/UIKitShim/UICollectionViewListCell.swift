/// A list cell as UIKit's, reduced to what configuration updates need: the two configurations and the accessories it
/// shows and the update its subclasses override. `setNeedsUpdateConfiguration()` updates at once with the cell's state.
@MainActor
open class UICollectionViewListCell {
    /// The state the next update uses.
    public var configurationState = UICellConfigurationState(traitCollection: UITraitCollection())
    /// The background the cell shows.
    public var backgroundConfiguration: UIBackgroundConfiguration?
    /// The content the cell shows.
    public var contentConfiguration: UIListContentConfiguration?
    /// The accessories the cell shows.
    public var accessories: [UICellAccessory] = []

    /// A cell with no configuration.
    public init() {}

    /// Updates the cell's configurations for `state`; subclasses override it and call `super`.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs the update for the cell's current state.
    public func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }
}
