/// Which of UIKit's two designs the values follow: the iOS 14–18 design (`ios18`) or the iOS 26 design, Liquid
/// Glass (`ios26`).
///
/// Not a UIKit trait: an app's design is fixed by the SDK it was built with and its `UIDesignRequiresCompatibility`
/// Info.plist key (Apple's `UIDesignRequiresCompatibility` documentation). An app built with the iOS 26 SDK shows the
/// new design unless it sets the key; from the iOS 27 SDK on the key is ignored. A service answering many apps takes it
/// per request, so it is carried with the traits.
public enum DesignGeneration: String, CaseIterable, Hashable, Sendable {
    /// The iOS 14–18 design, which apps built before the iOS 26 SDK (or opting out with the key) show.
    case ios18
    /// The iOS 26 design, which newly built apps show.
    case ios26
}
