/// What a catalogue member is and how it is stored: the row a `Property` case describes, written once per property
/// as `.number(\.cornerRadius, in: 0...10_000)`; or a group of properties in a nested object.
public struct CatalogueEntry<Values: Hashable & Sendable>: Sendable {
    enum Storage: Sendable {
        case property(PropertyStorage<Values>)
        /// Makes the group's catalogue, lifted into `Values`, given the group's name.
        case group(@Sendable (String) -> PropertyCatalogue<Values>)
    }

    let storage: Storage
}

/// A property's storage: its kind, its field in `Values` and the conversions to and from ``PropertyValue``.
struct PropertyStorage<Values: Hashable & Sendable>: Sendable {
    let kind: PropertyKind
    let keyPath: any PartialKeyPath<Values> & Sendable
    let read: @Sendable (Values) -> PropertyValue
    let write: @Sendable (inout Values, PropertyValue) -> Void
    let copy: @Sendable (inout Values, Values) -> Void
    let colorTrace: (@Sendable (Values) -> (color: Color?, transformer: ColorTransformer?))?
    let explanationName: String?
    let tokenPath: [String]?
    var answer: AnswerAccess
}

extension CatalogueEntry {
    /// A property stored at `keyPath`, converted to and from ``PropertyValue`` by `wrap` and `unwrap`.
    static func property<Value: Sendable>(
        _ keyPath: any WritableKeyPath<Values, Value> & Sendable, kind: PropertyKind, token: [String]? = nil,
        explainedAs explanationName: String? = nil,
        colorTrace: (@Sendable (Values) -> (color: Color?, transformer: ColorTransformer?))? = nil,
        transformer: (any KeyPath<Values, ColorTransformer?> & Sendable)? = nil,
        choiceName: (@Sendable (UnsafeRawPointer) -> String)? = nil,
        wrap: @escaping @Sendable (Value) -> PropertyValue, unwrap: @escaping @Sendable (PropertyValue) -> Value?
    ) -> Self {
        // Applying a value writes at the field's offset: a key path's runtime walk would cost more than the rest.
        let offset = MemoryLayout<Values>.offset(of: keyPath)
        let answer = AnswerAccess(
            offset: offset, transformerOffset: transformer.flatMap { MemoryLayout<Values>.offset(of: $0) },
            scaledWhenOffset: nil, choiceName: choiceName, placement: nil)
        return CatalogueEntry(
            storage: .property(
                PropertyStorage(
                    kind: kind, keyPath: keyPath,
                    read: { wrap($0[keyPath: keyPath]) },
                    write: { values, value in
                        guard let value = unwrap(value) else { return }
                        guard let offset else {
                            values[keyPath: keyPath] = value
                            return
                        }
                        withUnsafeMutablePointer(to: &values) { pointer in
                            let field = UnsafeMutableRawPointer(pointer).advanced(by: offset)
                            field.assumingMemoryBound(to: Value.self).pointee = value
                        }
                    },
                    copy: { values, source in values[keyPath: keyPath] = source[keyPath: keyPath] },
                    colorTrace: colorTrace, explanationName: explanationName, tokenPath: token, answer: answer)))
    }

    /// The row written first in the resolve answer, before the members that precede it in the catalogue.
    func answeredFirst() -> Self { answered(.first) }

    /// The row written right after `anchor`'s in the resolve answer, rather than at its catalogue place.
    func answered<Anchor: RawRepresentable>(after anchor: Anchor) -> Self where Anchor.RawValue == String {
        answered(.after(anchor.rawValue))
    }

    private func answered(_ placement: AnswerPlacement) -> Self {
        guard case .property(var storage) = storage else { return self }
        storage.answer.placement = placement
        return CatalogueEntry(storage: .property(storage))
    }

    /// A group of properties in a nested object (`shadowProperties`), each locking on its own.
    static func group<Owner: PropertyOwner>(
        _ keyPath: any WritableKeyPath<Values, Owner> & Sendable, token: [String]? = nil
    )
        -> Self
    {
        CatalogueEntry(storage: .group { name in Owner.catalogue.lifted(through: keyPath, group: name, token: token) })
    }

    /// A number within a range.
    static func number(
        _ keyPath: any WritableKeyPath<Values, Double> & Sendable, in range: ClosedRange<Double>, token: [String]? = nil
    ) -> Self {
        property(
            keyPath, kind: .number(range), token: token, wrap: { .number($0) },
            unwrap: { if case .number(let value) = $0 { value } else { nil } })
    }

    /// A whole number within a range.
    static func integer(
        _ keyPath: any WritableKeyPath<Values, Int> & Sendable, in range: ClosedRange<Int>, token: [String]? = nil
    ) -> Self {
        property(
            keyPath, kind: .integer(range), token: token, wrap: { .integer($0) },
            unwrap: { if case .integer(let value) = $0 { value } else { nil } })
    }

    /// A flag.
    static func boolean(_ keyPath: any WritableKeyPath<Values, Bool> & Sendable, token: [String]? = nil) -> Self {
        property(
            keyPath, kind: .boolean, token: token, wrap: { .boolean($0) },
            unwrap: { if case .boolean(let value) = $0 { value } else { nil } })
    }

    /// A color where nil means the tint, shaped by the transformer at `transformer`.
    static func colorOrTint(
        _ keyPath: any WritableKeyPath<Values, Color?> & Sendable,
        transformer: any KeyPath<Values, ColorTransformer?> & Sendable, token: [String]? = nil
    ) -> Self {
        property(
            keyPath, kind: .color(nullMeansTint: true), token: token,
            colorTrace: { ($0[keyPath: keyPath], $0[keyPath: transformer]) }, transformer: transformer,
            wrap: { .color($0) },
            unwrap: { if case .color(let value) = $0 { .some(value) } else { nil } })
    }

    /// A color that is never the tint, shaped by the transformer at `transformer`.
    static func color(
        _ keyPath: any WritableKeyPath<Values, Color> & Sendable,
        transformer: any KeyPath<Values, ColorTransformer?> & Sendable, token: [String]? = nil
    ) -> Self {
        property(
            keyPath, kind: .color(nullMeansTint: false), token: token,
            colorTrace: { ($0[keyPath: keyPath], $0[keyPath: transformer]) }, transformer: transformer,
            wrap: { .color($0) },
            unwrap: { if case .color(let value?) = $0 { value } else { nil } })
    }

    /// A color that is never the tint, with no transformer.
    static func color(_ keyPath: any WritableKeyPath<Values, Color> & Sendable) -> Self {
        property(
            keyPath, kind: .color(nullMeansTint: false), colorTrace: { ($0[keyPath: keyPath], nil) },
            wrap: { .color($0) }, unwrap: { if case .color(let value?) = $0 { value } else { nil } })
    }

    /// A color transformer, or nil for none.
    static func colorTransformer(_ keyPath: any WritableKeyPath<Values, ColorTransformer?> & Sendable) -> Self {
        property(
            keyPath, kind: .colorTransformer, wrap: { .colorTransformer($0) },
            unwrap: { if case .colorTransformer(let value) = $0 { .some(value) } else { nil } })
    }

    /// A visual effect, or nil for none.
    static func visualEffect(
        _ keyPath: any WritableKeyPath<Values, VisualEffect?> & Sendable, token: [String]? = nil
    )
        -> Self
    {
        property(
            keyPath, kind: .visualEffect, token: token, wrap: { .visualEffect($0) },
            unwrap: { if case .visualEffect(let value) = $0 { .some(value) } else { nil } })
    }

    /// A string, or nil for none.
    static func optionalString(_ keyPath: any WritableKeyPath<Values, String?> & Sendable) -> Self {
        property(
            keyPath, kind: .optionalString, wrap: { .string($0) },
            unwrap: { if case .string(let value) = $0 { .some(value) } else { nil } })
    }

    /// One case of an enumeration, named by its raw value.
    static func choice<Choice: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _ keyPath: any WritableKeyPath<Values, Choice> & Sendable, token: [String]? = nil
    ) -> Self where Choice.RawValue == String, Choice.AllCases == [Choice] {
        let cases = Choice.allCases
        return property(
            keyPath, kind: .choice(type: String(describing: Choice.self), names: cases.map(\.rawValue)), token: token,
            choiceName: { $0.assumingMemoryBound(to: Choice.self).pointee.rawValue },
            wrap: { .choice(cases.firstIndex(of: $0) ?? 0) },
            unwrap: { if case .choice(let index) = $0, cases.indices.contains(index) { cases[index] } else { nil } })
    }

    /// A set of edges.
    static func edges(_ keyPath: any WritableKeyPath<Values, DirectionalRectEdge> & Sendable) -> Self {
        property(
            keyPath, kind: .edges, wrap: { .edges($0) },
            unwrap: { if case .edges(let value) = $0 { value } else { nil } })
    }

    /// A set of axes.
    static func axes(_ keyPath: any WritableKeyPath<Values, Axis> & Sendable) -> Self {
        property(
            keyPath, kind: .axes, wrap: { .axes($0) }, unwrap: { if case .axes(let value) = $0 { value } else { nil } })
    }

    /// Insets on the four directional edges.
    static func directionalInsets(
        _ keyPath: any WritableKeyPath<Values, DirectionalEdgeInsets> & Sendable, token: [String]? = nil
    ) -> Self {
        property(
            keyPath, kind: .directionalInsets, token: token, wrap: { .directionalInsets($0) },
            unwrap: { if case .directionalInsets(let value) = $0 { value } else { nil } })
    }

    /// Leading and trailing insets whose edges may be automatic.
    static func automaticInsets(_ keyPath: any WritableKeyPath<Values, DirectionalEdgeInsets> & Sendable) -> Self {
        property(
            keyPath, kind: .automaticInsets, wrap: { .directionalInsets($0) },
            unwrap: { if case .directionalInsets(let value) = $0 { value } else { nil } })
    }

    /// A color, or nil for the system default (never the tint).
    static func optionalColor(_ keyPath: any WritableKeyPath<Values, Color?> & Sendable) -> Self {
        property(
            keyPath, kind: .optionalColor, colorTrace: { ($0[keyPath: keyPath], nil) }, wrap: { .color($0) },
            unwrap: { if case .color(let value) = $0 { .some(value) } else { nil } })
    }

    /// A width and height; `allowsStandard` lets a dimension be UIKit's standard dimension.
    static func size(
        _ keyPath: any WritableKeyPath<Values, Size> & Sendable, allowsStandard: Bool = false, token: [String]? = nil
    ) -> Self {
        property(
            keyPath, kind: .size(allowsStandard: allowsStandard), token: token, wrap: { .size($0) },
            unwrap: { if case .size(let value) = $0 { value } else { nil } })
    }

    /// A font; the resolve answer sizes it for the traits' Dynamic Type.
    static func font(_ keyPath: any WritableKeyPath<Values, Font> & Sendable, token: [String]? = nil) -> Self {
        property(
            keyPath, kind: .font, token: token, wrap: { .font($0) },
            unwrap: { if case .font(let value?) = $0 { value } else { nil } })
    }

    /// A font, or nil for the system's; documents give a font, never null.
    static func optionalFont(_ keyPath: any WritableKeyPath<Values, Font?> & Sendable) -> Self {
        property(
            keyPath, kind: .font, wrap: { .font($0) },
            unwrap: { if case .font(let value) = $0 { .some(value) } else { nil } })
    }

    /// An accessory's reserved width: its own, the standard one or points.
    static func layoutDimension(
        _ keyPath: any WritableKeyPath<Values, CellAccessory.LayoutDimension> & Sendable
    ) -> Self {
        property(
            keyPath, kind: .layoutDimension, wrap: { .layoutDimension($0) },
            unwrap: { if case .layoutDimension(let value) = $0 { value } else { nil } })
    }

    /// A font; the resolve answer sizes it for the traits' Dynamic Type when the flag at `scaledWhen` is on.
    static func font(
        _ keyPath: any WritableKeyPath<Values, Font> & Sendable, scaledWhen flag: any KeyPath<Values, Bool> & Sendable,
        token: [String]? = nil
    ) -> Self {
        let entry = font(keyPath, token: token)
        guard case .property(var storage) = entry.storage else { return entry }
        storage.answer.scaledWhenOffset = MemoryLayout<Values>.offset(of: flag)
        return CatalogueEntry(storage: .property(storage))
    }

    /// A symbol configuration, or nil for none; explanations report it as the configuration in effect.
    static func symbolConfiguration(
        _ keyPath: any WritableKeyPath<Values, SymbolConfiguration?> & Sendable, explainedAs explanationName: String
    ) -> Self {
        property(
            keyPath, kind: .symbolConfiguration, explainedAs: explanationName, wrap: { .symbolConfiguration($0) },
            unwrap: { if case .symbolConfiguration(let value) = $0 { .some(value) } else { nil } })
    }
}
