extension ContentUnavailableConfiguration {
    /// A button of an empty state: the members of `UIButton.Configuration` the empty state sets (the style, size,
    /// Mac idiom style and title alignment) and the title that makes it show. A slot the button configuration can
    /// replace; each property you assign stays locked through updates.
    @dynamicMemberLookup
    public struct ButtonSlot: PropertyOwner {
        /// The button style the slot's configuration is made from, as the `UIButton.Configuration` factories.
        public enum Style: String, CaseIterable, Hashable, Sendable { case plain, tinted, gray, filled }
        /// A button size, as `UIButton.Configuration.Size`.
        public enum ButtonSize: String, CaseIterable, Hashable, Sendable { case medium, small, mini, large }
        /// The look on the Mac idiom, as `UIButton.Configuration.MacIdiomStyle`.
        public enum MacIdiomStyle: String, CaseIterable, Hashable, Sendable {
            case automatic, bordered, borderless, borderlessTinted
        }
        /// How the title and subtitle align, as `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: String, CaseIterable, Hashable, Sendable {
            case automatic, leading, center, trailing
        }

        /// The settable properties, named as UIKit names them: the catalogue's members.
        public enum Property: String, CaseIterable, Hashable, Sendable {
            case style, title, subtitle, buttonSize, macIdiomStyle, titleAlignment
        }

        /// The values, with an empty state's defaults: a small plain button, bordered on the Mac, centered.
        public struct Values: Hashable, Sendable {
            /// The factory the configuration comes from.
            public var style = Style.plain
            /// The title; the button shows only with one.
            public var title: String? = nil
            /// The subtitle.
            public var subtitle: String? = nil
            /// The size.
            public var buttonSize = ButtonSize.small
            /// The Mac idiom look.
            public var macIdiomStyle = MacIdiomStyle.bordered
            /// The alignment of title and subtitle; the empty state centers it whatever is set.
            public var titleAlignment = TitleAlignment.center
        }

        /// The catalogue of the slot's properties.
        public static let catalogue = PropertyCatalogue<Values>(noun: "button") { (property: Property) in
            switch property {
            case .style: .choice(\.style)
            case .title: .optionalString(\.title)
            case .subtitle: .optionalString(\.subtitle)
            case .buttonSize: .choice(\.buttonSize)
            case .macIdiomStyle: .choice(\.macIdiomStyle)
            case .titleAlignment: .choice(\.titleAlignment)
            }
        }

        /// The values and which of them were set.
        public var storage: LockedValues<Values>
        /// Where ``storage`` is, for the catalogue.
        public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

        /// An empty state's button: plain, small, bordered on the Mac, centered, no title.
        public init() { storage = LockedValues(Values()) }
    }
}
