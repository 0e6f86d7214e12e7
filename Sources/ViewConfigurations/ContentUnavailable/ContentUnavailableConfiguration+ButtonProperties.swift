extension ContentUnavailableConfiguration {
    /// What a button of an empty state does, as `UIContentUnavailableConfiguration.ButtonProperties`: its action and
    /// menu by name (the app's code is not a value), whether it is enabled, and its role.
    @dynamicMemberLookup
    public struct ButtonProperties: PropertyOwner {
        /// A button's role: `UIButton.Role`, the button configuration's.
        public typealias Role = ButtonConfiguration.Role

        /// The settable properties, named as UIKit names them: the catalogue's members.
        public enum Property: String, CaseIterable, Hashable, Sendable {
            case primaryAction, menu, isEnabled, role
        }

        /// The values, with UIKit's defaults.
        public struct Values: Hashable, Sendable {
            /// The name of the action the button performs; nil for none.
            public var primaryAction: String? = nil
            /// The name of the menu the button shows; nil for none.
            public var menu: String? = nil
            /// Whether the button takes touches.
            public var isEnabled = true
            /// The button's role.
            public var role = Role.normal
        }

        /// The catalogue of button properties.
        public static let catalogue = PropertyCatalogue<Values>(noun: "button properties") { (property: Property) in
            switch property {
            case .primaryAction: .optionalString(\.primaryAction)
            case .menu: .optionalString(\.menu)
            case .isEnabled: .boolean(\.isEnabled)
            case .role: .choice(\.role)
            }
        }

        /// The values and which of them were set.
        public var storage: LockedValues<Values>
        /// Where ``storage`` is, for the catalogue.
        public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

        /// UIKit's defaults: no action or menu, enabled, role normal.
        public init() { storage = LockedValues(Values()) }
    }
}
