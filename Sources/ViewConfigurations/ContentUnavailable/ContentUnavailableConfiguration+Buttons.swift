/// The buttons of an empty state: `UIButton.Configuration` values, as UIKit's `button` and `secondaryButton`.
extension ContentUnavailableConfiguration {
    /// An empty state's button: a factory's configuration made small, bordered on the Mac idiom and with its title
    /// centered, as every style's defaults give it; nothing locked, so updates rebuild it.
    static func defaultButton(_ style: ButtonConfiguration.Style = .plain) -> ButtonConfiguration {
        var button = ButtonConfiguration(style: style)
        button.storage.values.buttonSize = .small
        button.storage.values.macIdiomStyle = .bordered
        button.storage.values.titleAlignment = .center
        return button
    }

    /// The app's button after an update: the empty state's defaults over a fresh configuration of the app's factory
    /// (a `filled()` it assigned stays filled, with filled's own selection and corner defaults [inferred: UIKit merges
    /// into the app's configuration field by field; which factory fills the fields it did not set is not public]),
    /// the properties it set kept field by field, its background's included, and the title centered whatever the app
    /// set, as UIKit applies it.
    static func merged(_ own: ButtonConfiguration) -> ButtonConfiguration {
        var merged = defaultButton(own.style)
        own.values.background.overlayAllLocked(onto: &merged.storage.values.background)
        own.overlayLocked(onto: &merged)
        merged.storage.values.titleAlignment = .center
        return merged
    }
}

extension BackgroundConfiguration {
    /// Writes the properties set on this background, its shadow's included, over `base`, which then carries the
    /// locks.
    func overlayAllLocked(onto base: inout BackgroundConfiguration) {
        values.shadowProperties.overlayLocked(onto: &base.storage.values.shadowProperties)
        overlayLocked(onto: &base)
    }
}
