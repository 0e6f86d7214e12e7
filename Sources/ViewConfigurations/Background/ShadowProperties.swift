/// A background's shadow, as `UIShadowProperties` (iOS 18). The default draws nothing (opacity 0).
///
/// Each field you assign stays locked through `updated(for:)`, field by field, as UIKit merges shadows.
@dynamicMemberLookup
public struct ShadowProperties: PropertyOwner {
    /// The fields of a shadow, for locking.
    public enum Field: String, CaseIterable, Hashable, Sendable {
        case color, opacity, radius, offset, path
    }

    /// The fields of a shadow, as catalogue members.
    public typealias Property = Field

    /// A shadow's fields, with UIKit's defaults.
    public struct Values: Hashable, Sendable {
        /// The shadow's color; its alpha multiplies ``opacity``.
        public var color: Color = .black
        /// 0 (invisible) to 1.
        public var opacity: Double = 0
        /// The blur radius in points.
        public var radius: Double = 0
        /// How far the shadow falls from the background, in points.
        public var offset: Size = .zero
        /// An SVG path the shadow follows, in the view's coordinates; nil follows the background's shape.
        public var path: String? = nil
    }

    /// The catalogue of a shadow's fields; the web formats write the shadow as one token.
    public static let catalogue = PropertyCatalogue<Values>(noun: "shadow") { (field: Field) in
        switch field {
        case .color: .color(\.color)
        case .opacity: .number(\.opacity, in: 0...1)
        case .radius: .number(\.radius, in: 0...10_000)
        case .offset: .size(\.offset)
        case .path: .optionalString(\.path)
        }
    }

    /// The fields and which of them were assigned.
    public var storage: LockedValues<Values>
    /// Where ``storage`` is, for the catalogue.
    public static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { \.storage }

    /// A shadow with the defaults and nothing locked.
    public init() {
        self.storage = LockedValues(Values())
    }

    /// A shadow with every field given and locked.
    public init(color: Color = .black, opacity: Double, radius: Double, offset: Size = .zero, path: String? = nil) {
        let values = Values(color: color, opacity: opacity, radius: radius, offset: offset, path: path)
        self.storage = LockedValues(values, locks: LockedValues<Values>.Locks(UInt8.max))
    }
}
