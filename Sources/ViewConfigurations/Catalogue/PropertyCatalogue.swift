/// The settable properties of a configuration, or of one of its property groups, in the order documents and
/// explanations list them (the resolve answer too, but for rows that name their answer place): the one table that
/// decoding, applying, locking, explaining, the resolve answer, the web formats and the spec read. Built once per
/// configuration type from its `Property` cases.
public struct PropertyCatalogue<Values: Hashable & Sendable>: Sendable {
    /// A member of the configuration's JSON object: a property, or a group of properties in a nested object.
    public enum Member: Sendable {
        /// A property set directly.
        case property(PropertyRow<Values>)
        /// A nested object of properties (`shadowProperties`), with its rows lifted into this catalogue.
        case group(PropertyCatalogue<Values>)
    }

    /// The group's name in its configuration (`shadowProperties`); empty for a configuration's own catalogue.
    public let name: String
    /// A word for messages (`background`, `shadow`, `text`).
    public let noun: String
    /// The members, in order.
    public let members: [Member]
    /// The members' names, in order.
    public let names: [String]
    /// Every property, a group's in its place, in order.
    public let properties: [PropertyRow<Values>]
    /// The design-token path of the group as a whole (`["shadow"]`), when the web formats write it as one value.
    public let tokenPath: [String]?
    /// For a group: the byte offset of its own values in the configuration's, where its rows' answer offsets start;
    /// nil for a configuration's own catalogue (its values start at 0) or a group that is not a stored field.
    package let valuesOffset: Int?
    private let memberIndex: [String: Int]
    /// By member index (a property's lock bit): copies the property from one set of values to another.
    private let copies: [@Sendable (inout Values, Values) -> Void]
    /// By a property's key path in `Values`: its lock bit, for assignments through the public Swift API.
    private let lockIndex: KeyPathIndex<Values>
    /// For a group: whether any of its properties is locked in a parent's values.
    let isAnyLocked: @Sendable (Values) -> Bool

    /// The catalogue of every case of `Property`, each described by `entry`.
    init<Property: RawRepresentable & CaseIterable>(
        noun: String, _ entry: (Property) -> CatalogueEntry<Values>
    ) where Property.RawValue == String {
        var members: [Member] = []
        var copies: [@Sendable (inout Values, Values) -> Void] = []
        var lockIndex: [AnyKeyPath: Int] = [:]
        for (index, property) in Property.allCases.enumerated() {
            precondition(index < LockedValues<Values>.capacity, "a catalogue holds at most 32 members")
            let name = property.rawValue
            switch entry(property).storage {
            case .property(let storage):
                let bit: LockedValues<Values>.Locks = 1 << index
                let write = storage.write
                members.append(
                    .property(
                        PropertyRow(
                            name: name, path: name, kind: storage.kind,
                            explanationPath: storage.explanationName ?? name,
                            tokenPath: storage.tokenPath,
                            apply: { locked, value in
                                write(&locked.values, value)
                                locked.locks |= bit
                            },
                            read: storage.read, colorTrace: storage.colorTrace, answer: storage.answer)))
                copies.append(storage.copy)
                lockIndex[storage.keyPath] = index
            case .group(let makeGroup):
                members.append(.group(makeGroup(name)))
                copies.append { _, _ in }
            }
        }
        self.init(
            name: "", noun: noun, members: members, tokenPath: nil, valuesOffset: 0, copies: copies,
            lockIndex: KeyPathIndex(lockIndex), isAnyLocked: { _ in false })
    }

    private init(
        name: String, noun: String, members: [Member], tokenPath: [String]?, valuesOffset: Int?,
        copies: [@Sendable (inout Values, Values) -> Void], lockIndex: KeyPathIndex<Values>,
        isAnyLocked: @escaping @Sendable (Values) -> Bool
    ) {
        self.name = name
        self.noun = noun
        self.isAnyLocked = isAnyLocked
        self.members = members
        self.tokenPath = tokenPath
        self.valuesOffset = valuesOffset
        self.copies = copies
        self.lockIndex = lockIndex
        var names: [String] = []
        var properties: [PropertyRow<Values>] = []
        for member in members {
            switch member {
            case .property(let row):
                names.append(row.name)
                properties.append(row)
            case .group(let group):
                names.append(group.name)
                properties += group.properties
            }
        }
        self.names = names
        self.properties = properties
        self.memberIndex = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    }

    /// The member a document names, if any.
    public func member(named name: String) -> Member? {
        memberIndex[name].map { members[$0] }
    }

    /// The property a member's name names, if the member is a property.
    public func property<Name: RawRepresentable>(_ name: Name) -> PropertyRow<Values>? where Name.RawValue == String {
        guard case .property(let row)? = member(named: name.rawValue) else { return nil }
        return row
    }

    /// The group a member's name names, if the member is a group.
    public func group<Name: RawRepresentable>(_ name: Name) -> PropertyCatalogue<Values>?
    where Name.RawValue == String {
        guard case .group(let group)? = member(named: name.rawValue) else { return nil }
        return group
    }

    /// The property at a dotted path (`cornerRadius`, `shadowProperties.color`), if any.
    public func property(at path: String) -> PropertyRow<Values>? {
        properties.first { $0.path == path }
    }

    /// The lock bit of the member named `name`, if any.
    func index(ofMember name: String) -> Int? { memberIndex[name] }

    /// The lock bit of the property stored at `keyPath`, if it is one.
    func index(of keyPath: AnyKeyPath) -> Int? { lockIndex.storage[keyPath] }

    /// Copies every property `source` locks onto `values`.
    func overlayLocked(from source: LockedValues<Values>, onto values: inout Values) {
        var bits = source.locks
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            if index < copies.count { copies[index](&values, source.values) }
            bits &= bits &- 1
        }
    }

    /// This catalogue as a group of a parent's values reached through `keyPath` and named `group`.
    func lifted<Parent: Hashable & Sendable, Owner: PropertyOwner>(
        through keyPath: any WritableKeyPath<Parent, Owner> & Sendable, group: String, token: [String]?
    ) -> PropertyCatalogue<Parent> where Owner.Values == Values {
        let members = members.map { member -> PropertyCatalogue<Parent>.Member in
            switch member {
            case .property(let row): .property(row.lifted(through: keyPath, group: group, token: token))
            case .group(let nested): .group(nested.lifted(through: keyPath, group: group, token: token))
            }
        }
        let toGroup: WritableKeyPath<Parent, Owner> = keyPath
        let toValues = toGroup.appending(path: Owner.storagePath).appending(path: \LockedValues<Values>.values)
        let offset = MemoryLayout<Parent>.offset(of: toValues)
        return PropertyCatalogue<Parent>(
            name: group, noun: noun, members: members, tokenPath: token,
            valuesOffset: offset.flatMap { own in valuesOffset.map { own + $0 } }, copies: [],
            lockIndex: KeyPathIndex([:]),
            isAnyLocked: { $0[keyPath: keyPath].storage.locks != 0 })
    }
}

/// Key paths to their lock bits. Key paths are immutable once formed, so sharing them between threads is safe.
struct KeyPathIndex<Values>: @unchecked Sendable {
    let storage: [AnyKeyPath: Int]

    init(_ storage: [AnyKeyPath: Int]) { self.storage = storage }
}
