/// Resolution: every value concrete for the traits. The state is not read here; call
/// ``ContentUnavailableConfiguration/updated(for:)`` first.
extension ContentUnavailableConfiguration {
    /// The configuration resolved for the traits; `tintColor` is the view's tint, used where a tint is inherited.
    public func resolved(
        with traits: TraitCollection, tintColor: Color = .systemBlue
    ) -> ResolvedContentUnavailableConfiguration {
        let image = values.imageProperties.values
        return ResolvedContentUnavailableConfiguration(
            style: style, image: values.image,
            showsActivityIndicator: style == .loading && values.image == nil,
            imagePointSize: image.preferredSymbolConfiguration?.pointSize,
            imageTintColor: (image.tintColor ?? tintColor).resolvedColor(with: traits),
            imageCornerRadius: image.cornerRadius, imageMaximumSize: image.maximumSize,
            text: Self.resolved(values.text, attributed: attributedText, values.textProperties, traits),
            secondaryText: Self.resolved(
                values.secondaryText, attributed: secondaryAttributedText, values.secondaryTextProperties, traits),
            button: Self.resolved(values.button, values.buttonProperties, traits, tintColor: tintColor),
            secondaryButton: Self.resolved(
                values.secondaryButton, values.secondaryButtonProperties, traits, tintColor: tintColor),
            alignment: values.alignment,
            axesPreservingSuperviewLayoutMargins: values.axesPreservingSuperviewLayoutMargins,
            directionalLayoutMargins: values.directionalLayoutMargins,
            imageToTextPadding: values.imageToTextPadding,
            textToSecondaryTextPadding: values.textToSecondaryTextPadding,
            textToButtonPadding: values.textToButtonPadding,
            buttonToSecondaryButtonPadding: values.buttonToSecondaryButtonPadding,
            background: values.background.resolved(with: traits, tintColor: tintColor))
    }

    /// Why members of ``resolved(with:tintColor:)`` are choices for the traits, by member name.
    public func inferredReasons(for traits: TraitCollection) -> [String: String] {
        ReferenceChoices.inferredContentUnavailableReasons(self, traits: traits)
    }

    private static func resolved(
        _ text: String?, attributed: AttributedText?, _ properties: TextProperties, _ traits: TraitCollection
    ) -> ResolvedContentUnavailableConfiguration.Text {
        let values = properties.values
        return ResolvedContentUnavailableConfiguration.Text(
            text: attributed?.string ?? text, font: values.font.scaled(for: traits),
            color: values.color.resolvedColor(with: traits), lineBreakMode: values.lineBreakMode,
            numberOfLines: values.numberOfLines, adjustsFontSizeToFitWidth: values.adjustsFontSizeToFitWidth,
            minimumScaleFactor: values.minimumScaleFactor,
            allowsDefaultTighteningForTruncation: values.allowsDefaultTighteningForTruncation)
    }

    /// A button that has a title, resolved as its `UIButton` draws it: updated for a state disabled when the button
    /// is not enabled, for the view's traits, tint and the button's role.
    private static func resolved(
        _ button: ButtonConfiguration, _ properties: ButtonProperties, _ traits: TraitCollection, tintColor: Color
    ) -> ResolvedContentUnavailableConfiguration.Button? {
        guard let title = button.values.title else { return nil }
        let actions = properties.values
        let state = ButtonConfigurationState(traitCollection: traits, isDisabled: !actions.isEnabled)
        return ResolvedContentUnavailableConfiguration.Button(
            title: title, subtitle: button.values.subtitle,
            configuration: button.updated(for: state).resolved(with: traits, tintColor: tintColor, role: actions.role),
            primaryAction: actions.primaryAction, menu: actions.menu, isEnabled: actions.isEnabled, role: actions.role)
    }
}
