/// The choices of the empty, loading and no-results views (accessories reference §4), in the style of
/// ReferenceChoices.swift: each names its public source in words and why the value was picked.
extension ReferenceChoices {
    /// The image's point size for the traits: UIKit scales 48 (32 for the activity indicator) with
    /// `UIFontMetrics.default`, whose curve is not public; taken as the body size's ratio to Large, as the list's
    /// standard symbol width [inferred].
    static func contentUnavailableImagePointSize(_ pointSizeAtLarge: Double, for traits: TraitCollection) -> Double {
        let category = traits.preferredContentSizeCategory.normalized
        let body = DynamicTypeTable.metrics(for: .body, category: category).pointSize
        let bodyAtLarge = DynamicTypeTable.metrics(for: .body, category: .large).pointSize
        return pointSizeAtLarge * body / bodyAtLarge
    }

    /// A search text names itself in "No Results for “…”" only when it has a character other than white space; an
    /// empty or blank search reads "No Results" [inferred: UIKit's test on the text is not public].
    static func contentUnavailableSearchTextIsShown(_ searchText: String) -> Bool {
        searchText.contains { !$0.isWhitespace }
    }

    /// The idioms whose loading state says "Loading…": phone and pad [observed], and traits that leave the idiom
    /// unspecified, taken as a phone [inferred: UIKit always knows its idiom].
    static let contentUnavailableLoadingTextIdioms: Set<UserInterfaceIdiom> = [.phone, .pad, .unspecified]

    /// In the iOS 26 design the text fonts, colors and paddings are the iOS 17–18 ones [inferred: they moved to a
    /// base class that is not public; the margins, image sizes and buttons are observed unchanged].
    static let contentUnavailableStylingKeptInIOS26 = true

    /// The members of a resolved empty state (by the answer's names) whose value here is a choice for the traits,
    /// with why: the scaled image size away from Large, and in the iOS 26 design the fonts, colors, image tint and
    /// paddings the app did not set.
    static func inferredContentUnavailableReasons(
        _ configuration: ContentUnavailableConfiguration, traits: TraitCollection
    ) -> [String: String] {
        var reasons: [String: String] = [:]
        let image = configuration.imageProperties
        if traits.preferredContentSizeCategory.normalized != .large, !image.isCustomized(.preferredSymbolConfiguration)
        {
            reasons["imagePointSize"] =
                "UIFontMetrics.default's scaling curve is not public; the size is scaled by the body size's ratio to "
                + "Large"
        }
        guard traits.designGeneration == .ios26, contentUnavailableStylingKeptInIOS26 else { return reasons }
        let text = configuration.textProperties
        let secondary = configuration.secondaryTextProperties
        let kept: [(String, Bool)] = [
            ("text.font", text.isCustomized(.font)), ("text.color", text.isCustomized(.color)),
            ("secondaryText.font", secondary.isCustomized(.font)),
            ("secondaryText.color", secondary.isCustomized(.color)),
            ("imageTintColor", image.isCustomized(.tintColor)),
            ("imageToTextPadding", configuration.isCustomized(.imageToTextPadding)),
            ("textToSecondaryTextPadding", configuration.isCustomized(.textToSecondaryTextPadding)),
            ("textToButtonPadding", configuration.isCustomized(.textToButtonPadding)),
            ("buttonToSecondaryButtonPadding", configuration.isCustomized(.buttonToSecondaryButtonPadding)),
        ]
        for (path, isSet) in kept where !isSet { add(path, keptInIOS26, to: &reasons) }
        return reasons
    }
}
