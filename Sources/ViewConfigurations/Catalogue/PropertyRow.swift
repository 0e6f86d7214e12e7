/// One settable property of a configuration: a row of its ``PropertyCatalogue``. It names the property as UIKit and
/// the JSON do, says which values it takes, sets (locking it) and reads it, and says how explanations and the web
/// formats present it. A property group's rows (`shadowProperties.color`) appear in the configuration's catalogue
/// with a dotted ``path``. A class, so the assignments that carry a row copy one reference, not its fields.
public final class PropertyRow<Values: Hashable & Sendable>: Sendable {
    /// UIKit's name, the member name in documents and answers (`color`).
    public let name: String
    /// The dotted path from the configuration (`cornerRadius`, `shadowProperties.color`).
    public let path: String
    /// The values it takes.
    public let kind: PropertyKind
    /// Where the resolve answer reports it, the label explanations use (`imageProperties.symbolConfiguration`
    /// for `imageProperties.preferredSymbolConfiguration`); usually ``path``.
    public let explanationPath: String
    /// The design-token path the web formats give it (`["stroke", "width"]`), when they carry it. For a value they
    /// write in parts (edges, width and height, a font's size), each part's name is appended to the last component:
    /// `["background", "inset-"]` gives `background.inset-top`.
    public let tokenPath: [String]?
    @usableFromInline let apply: @Sendable (inout LockedValues<Values>, PropertyValue) -> Void
    let read: @Sendable (Values) -> PropertyValue
    let colorTrace: (@Sendable (Values) -> (color: Color?, transformer: ColorTransformer?))?
    /// How the resolve answer reads it, relative to its own group's values.
    package let answer: AnswerAccess

    init(
        name: String, path: String, kind: PropertyKind, explanationPath: String, tokenPath: [String]?,
        apply: @escaping @Sendable (inout LockedValues<Values>, PropertyValue) -> Void,
        read: @escaping @Sendable (Values) -> PropertyValue,
        colorTrace: (@Sendable (Values) -> (color: Color?, transformer: ColorTransformer?))?, answer: AnswerAccess
    ) {
        self.name = name
        self.path = path
        self.kind = kind
        self.explanationPath = explanationPath
        self.tokenPath = tokenPath
        self.apply = apply
        self.read = read
        self.colorTrace = colorTrace
        self.answer = answer
    }

    /// Whether explanations trace it as a color (with the transformer applied to it).
    public var isColor: Bool { colorTrace != nil }
}

extension PropertyRow {
    /// The row as a member of a group reached through `keyPath` and named `group`.
    func lifted<Parent: Hashable & Sendable, Owner: PropertyOwner>(
        through keyPath: any WritableKeyPath<Parent, Owner> & Sendable, group: String, token: [String]?
    ) -> PropertyRow<Parent> where Owner.Values == Values {
        let apply = self.apply
        let read = self.read
        let trace = colorTrace
        // The group's storage is found by its offset, as a property's field is: no key path walk per assignment.
        let toGroup: WritableKeyPath<Parent, Owner> = keyPath
        let toStorage: WritableKeyPath<Owner, LockedValues<Values>> = Owner.storagePath
        let offset = MemoryLayout<Parent>.offset(of: toGroup.appending(path: toStorage))
        let liftedApply: @Sendable (inout LockedValues<Parent>, PropertyValue) -> Void = { parent, value in
            guard let offset else {
                apply(&parent.values[keyPath: keyPath].storage, value)
                return
            }
            withUnsafeMutablePointer(to: &parent.values) { pointer in
                let field = UnsafeMutableRawPointer(pointer).advanced(by: offset)
                apply(&field.assumingMemoryBound(to: LockedValues<Values>.self).pointee, value)
            }
        }
        let liftedRead: @Sendable (Parent) -> PropertyValue = { parent in read(parent[keyPath: keyPath].storage.values)
        }
        var liftedTrace: (@Sendable (Parent) -> (color: Color?, transformer: ColorTransformer?))? = nil
        if let trace {
            liftedTrace = { parent in trace(parent[keyPath: keyPath].storage.values) }
        }
        var liftedToken: [String]? = nil
        if let tokenPath { liftedToken = (token ?? []) + tokenPath }
        return PropertyRow<Parent>(
            name: name, path: group + "." + path, kind: kind, explanationPath: group + "." + explanationPath,
            tokenPath: liftedToken, apply: liftedApply, read: liftedRead, colorTrace: liftedTrace,
            answer: answer)
    }
}
