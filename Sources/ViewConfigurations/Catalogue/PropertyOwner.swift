/// A configuration, or one of its property groups, whose settable properties are rows of a ``PropertyCatalogue``
/// and stay as set ("locked") once assigned, as in UIKit. Its properties read and write through
/// `@dynamicMemberLookup` on ``Values``; assigning one locks it.
public protocol PropertyOwner: Hashable, Sendable {
    /// The stored values, one field per property with its UIKit default.
    associatedtype Values: Hashable & Sendable
    /// The members, named as UIKit names them, in catalogue order.
    associatedtype Property: RawRepresentable<String>
    /// The values and which of them were set.
    var storage: LockedValues<Values> { get set }
    /// Every member's row, built once.
    static var catalogue: PropertyCatalogue<Values> { get }
    /// `\.storage`, named by the concrete type so a group's rows find the storage by its offset.
    static var storagePath: any WritableKeyPath<Self, LockedValues<Values>> & Sendable { get }
}

extension PropertyOwner {
    /// A property's value; assigning one locks it. Inlinable, so a read through a literal key path compiles to a
    /// plain field access in any module.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
        get { storage.values[keyPath: keyPath] }
        set {
            storage.values[keyPath: keyPath] = newValue
            lock(keyPath)
        }
    }

    /// The values, borrowed rather than copied: reading one property from another module costs a field access.
    @inlinable
    public var values: Values {
        _read { yield storage.values }
    }

    /// Locks the property stored at `keyPath`, if it is one.
    @usableFromInline
    mutating func lock(_ keyPath: AnyKeyPath) {
        if let index = Self.catalogue.index(of: keyPath) { storage.locks |= 1 << index }
    }

    /// Whether a property was assigned and so stays as set through updates; for a group, whether any of its
    /// properties was.
    public func isCustomized(_ property: Property) -> Bool {
        guard let index = Self.catalogue.index(ofMember: property.rawValue) else { return false }
        switch Self.catalogue.members[index] {
        case .property: return storage.isLocked(index)
        case .group(let group): return group.isAnyLocked(storage.values)
        }
    }

    /// A property's value.
    public func value(of row: PropertyRow<Values>) -> PropertyValue { row.read(storage.values) }

    /// Sets a property, locking it: how overrides and rules apply, row by row.
    @inlinable
    public mutating func set(_ row: PropertyRow<Values>, to value: PropertyValue) { row.apply(&storage, value) }

    /// For a color property: the color (nil meaning the tint) and the transformer applied to it.
    public func colorTrace(of row: PropertyRow<Values>) -> (color: Color?, transformer: ColorTransformer?)? {
        row.colorTrace?(storage.values)
    }

    /// Writes this value's locked properties over a style's, which then carries the locks.
    func overlayLocked(onto base: inout Self) {
        guard storage.locks != 0 else { return }
        Self.catalogue.overlayLocked(from: storage, onto: &base.storage.values)
        base.storage.locks = storage.locks
    }
}
