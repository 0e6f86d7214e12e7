import StrictJSON
import ViewConfigurations

/// A configuration's answer object as a flat list of steps in answer order, built once from its catalogue: each
/// settable row, written by its kind from the field at its offset; each member derived from the rows, written by
/// ``ResolutionEncoder``'s hand-written code at the row it is anchored to; and the bounds of each group's nested
/// object. A new row appears in the answer with nothing added here.
struct AnswerPlan<Values: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked: the keys point into memory allocated once and never freed or written again.

    /// One member, or the start or end of a group's object.
    struct Step {
        enum Kind: UInt8 {
            case number, integer, boolean, colorOrTint, color, colorTransformer, visualEffect, optionalString
            case choice, edges, axes, directionalInsets, size, font
            /// A member ``ResolutionEncoder`` writes; ``derived`` says which.
            case derived
            case beginGroup, endGroup
        }

        let kind: Kind
        /// The member's name as UTF-8, needing no escaping.
        let key: UnsafeBufferPointer<UInt8>
        /// The field's byte offset in the configuration's values (a derived member's: the row it reads).
        let offset: Int
        /// A color's transformer, or a font's Dynamic Type flag: its field's offset; -1 for none.
        let auxiliary: Int
        /// A choice's index in ``AnswerPlan/choiceNames``.
        let index: Int
        /// For a derived member, which.
        let derived: Derived

        init(
            kind: Kind, key: UnsafeBufferPointer<UInt8>, offset: Int = 0, auxiliary: Int = -1, index: Int = 0,
            derived: Derived = .none
        ) {
            self.kind = kind
            self.key = key
            self.offset = offset
            self.auxiliary = auxiliary
            self.index = index
            self.derived = derived
        }
    }

    /// A member that only the answer has, written by hand.
    enum Derived: UInt8 {
        case none
        case backgroundStyle, sectionCornerRadius, usesTintColor, isTintFilled, physicalBackgroundInsets, hasStroke
        case contentStyle, physicalAlignment, layoutMargins, effectiveDirectionalLayoutMargins, effectiveLayoutMargins
        case symbolConfiguration, reservedLayoutSize
    }

    /// Where a derived member goes: after a row (its dotted catalogue path), in place of one, or first.
    struct Placement {
        enum Anchor {
            case first
            case after(String)
            case replacing(String)
        }

        let anchor: Anchor
        let members: [Derived]
        /// The row the members read; the anchor's when nil.
        let reads: String?

        /// `members` first in the object.
        static func first(_ members: Derived...) -> Self { Placement(anchor: .first, members: members, reads: nil) }

        /// `members` right after the row `anchor` names, reading `reads` (the anchor when nil).
        static func after<Anchor: RawRepresentable<String>>(
            _ anchor: Anchor, _ members: Derived..., reading reads: Anchor? = nil
        ) -> Self {
            Placement(anchor: .after(anchor.rawValue), members: members, reads: reads?.rawValue)
        }

        /// `members` right after the row `anchor` of the group `group`.
        static func after<Group: RawRepresentable<String>, Anchor: RawRepresentable<String>>(
            _ group: Group, _ anchor: Anchor, _ members: Derived...
        ) -> Self {
            Placement(anchor: .after(group.rawValue + "." + anchor.rawValue), members: members, reads: nil)
        }

        /// `member` in place of the row `row` of the group `group`, reading it.
        static func replacing<Group: RawRepresentable<String>, Row: RawRepresentable<String>>(
            _ group: Group, _ row: Row, with member: Derived
        ) -> Self {
            Placement(anchor: .replacing(group.rawValue + "." + row.rawValue), members: [member], reads: nil)
        }
    }

    let steps: [Step]
    /// Each choice row's reading of its case's name, by ``Step/index``.
    let choiceNames: [@Sendable (UnsafeRawPointer) -> String]

    /// The plan of `catalogue`'s answer with `derived` placed among its rows.
    init(_ catalogue: PropertyCatalogue<Values>, derived placements: [Placement]) {
        var builder = Builder(placements: placements)
        builder.add(catalogue, base: 0, prefix: "")
        steps = builder.steps
        choiceNames = builder.choiceNames
    }

    private struct Builder {
        var placements: [Placement]
        var steps: [Step] = []
        var choiceNames: [@Sendable (UnsafeRawPointer) -> String] = []
        var offsets: [String: Int] = [:]

        init(placements: [Placement]) { self.placements = placements }

        /// Adds the members of `catalogue`, whose values start at `base` and whose paths start with `prefix`.
        mutating func add(_ catalogue: PropertyCatalogue<Values>, base: Int, prefix: String) {
            for placement in placements {
                if case .first = placement.anchor, prefix.isEmpty { addDerived(placement) }
            }
            for member in Self.answerOrder(catalogue.members) {
                switch member {
                case .property(let row):
                    let path = prefix + row.name
                    let offset = base + Self.offset(row.answer.offset, of: path)
                    offsets[path] = offset
                    if let replacement = placements.first(where: { Self.anchorPath($0) == path && $0.isReplacement }) {
                        addDerived(replacement)
                    } else {
                        addRow(row, offset: offset, base: base)
                    }
                    for placement in placements {
                        if case .after(let anchor) = placement.anchor, anchor == path { addDerived(placement) }
                    }
                case .group(let group):
                    let path = prefix + group.name
                    steps.append(Step(kind: .beginGroup, key: Self.key(group.name)))
                    add(group, base: Self.offset(group.valuesOffset, of: path), prefix: path + ".")
                    steps.append(Step(kind: .endGroup, key: Self.key("")))
                }
            }
        }

        /// The members in answer order: the catalogue's, each row with a placement moved to it, in catalogue order.
        static func answerOrder(_ members: [PropertyCatalogue<Values>.Member]) -> [PropertyCatalogue<Values>.Member] {
            func name(_ member: PropertyCatalogue<Values>.Member) -> String {
                switch member {
                case .property(let row): row.name
                case .group(let group): group.name
                }
            }
            var ordered = members
            for member in members {
                guard case .property(let row) = member, let placement = row.answer.placement else { continue }
                guard let from = ordered.firstIndex(where: { name($0) == row.name }) else { continue }
                ordered.remove(at: from)
                switch placement {
                case .first: ordered.insert(member, at: 0)
                case .after(let anchor):
                    let to = ordered.firstIndex(where: { name($0) == anchor }).map { $0 + 1 } ?? from
                    ordered.insert(member, at: to)
                }
            }
            return ordered
        }

        static func anchorPath(_ placement: Placement) -> String? {
            switch placement.anchor {
            case .first: nil
            case .after(let path), .replacing(let path): path
            }
        }

        static func offset(_ offset: Int?, of path: String) -> Int {
            guard let offset else { preconditionFailure("the answer reads \(path), which is not a stored field") }
            return offset
        }

        mutating func addDerived(_ placement: Placement) {
            let reads =
                placement.reads.map { path in offsets[path] ?? 0 }
                ?? Self.anchorPath(placement).flatMap {
                    offsets[$0]
                }
            for member in placement.members {
                steps.append(Step(kind: .derived, key: Self.key(""), offset: reads ?? 0, derived: member))
            }
        }

        mutating func addRow(_ row: PropertyRow<Values>, offset: Int, base: Int) {
            let kind: Step.Kind
            var auxiliary = -1
            var index = 0
            switch row.kind {
            case .number: kind = .number
            case .integer: kind = .integer
            case .boolean: kind = .boolean
            case .color(let nullMeansTint):
                kind = nullMeansTint ? .colorOrTint : .color
                if let transformer = row.answer.transformerOffset { auxiliary = base + transformer }
            case .colorTransformer: kind = .colorTransformer
            case .visualEffect: kind = .visualEffect
            case .optionalString: kind = .optionalString
            case .choice:
                guard let name = row.answer.choiceName else { preconditionFailure("choice \(row.path) has no names") }
                kind = .choice
                index = choiceNames.count
                choiceNames.append(name)
            case .edges: kind = .edges
            case .axes: kind = .axes
            case .directionalInsets: kind = .directionalInsets
            case .size: kind = .size
            case .font:
                kind = .font
                if let flag = row.answer.scaledWhenOffset { auxiliary = base + flag }
            case .symbolConfiguration, .automaticInsets, .optionalColor, .layoutDimension:
                preconditionFailure("the answer writes \(row.path) by hand: place a derived member instead")
            }
            steps.append(
                Step(kind: kind, key: Self.key(row.name), offset: offset, auxiliary: auxiliary, index: index))
        }

        /// `name`'s UTF-8, copied into memory that lives as long as the program.
        static func key(_ name: String) -> UnsafeBufferPointer<UInt8> {
            let utf8 = Array(name.utf8)
            let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(utf8.count, 1))
            _ = memory.initialize(from: utf8)
            return UnsafeBufferPointer(start: memory.baseAddress, count: utf8.count)
        }
    }
}

extension AnswerPlan.Placement {
    fileprivate var isReplacement: Bool {
        if case .replacing = anchor { true } else { false }
    }
}

extension AnswerPlan {
    /// Writes the members of the configuration whose values are at `values`: rows by their kinds (colors by the
    /// traits and tint, fonts by Dynamic Type, other values as they are), derived members by `derived`, which gets
    /// the field of the row the member reads.
    @inline(__always)
    func write(
        _ values: UnsafeRawPointer, traits: TraitCollection, tintColor: Color, into writer: inout JSONWriter,
        derived: (Derived, UnsafeRawPointer, inout JSONWriter) -> Void
    ) {
        steps.withUnsafeBufferPointer { steps in
            choiceNames.withUnsafeBufferPointer { choiceNames in
                write(steps, choiceNames, values, traits: traits, tintColor: tintColor, into: &writer, derived: derived)
            }
        }
    }

    @inline(__always)
    private func write(
        _ steps: UnsafeBufferPointer<Step>, _ choiceNames: UnsafeBufferPointer<@Sendable (UnsafeRawPointer) -> String>,
        _ values: UnsafeRawPointer, traits: TraitCollection, tintColor: Color, into writer: inout JSONWriter,
        derived: (Derived, UnsafeRawPointer, inout JSONWriter) -> Void
    ) {
        for step in steps {
            let field = values + step.offset
            switch step.kind {
            case .derived: derived(step.derived, field, &writer)
            case .beginGroup: writer.beginObject(unescapedKey: step.key)
            case .endGroup: writer.endObject()
            // Scalars and objects: the key with the value (or its `{`) in one step.
            case .number: writer.member(unescaped: step.key, field.load(as: Double.self))
            case .integer: writer.member(unescaped: step.key, field.load(as: Int.self))
            case .boolean: writer.member(unescaped: step.key, field.load(as: Bool.self))
            case .colorOrTint:
                let color = field.assumingMemoryBound(to: Color?.self).pointee ?? tintColor
                writer.member(
                    unescaped: step.key, color.resolvedColor(with: traits, transformedBy: transformer(step, values)))
            case .color:
                let color = field.assumingMemoryBound(to: Color.self).pointee
                writer.member(
                    unescaped: step.key, color.resolvedColor(with: traits, transformedBy: transformer(step, values)))
            case .choice:
                var name = choiceNames[step.index](field)
                name.withUTF8 { writer.member(unescaped: step.key, unescaped: $0) }
            case .directionalInsets:
                writer.member(unescaped: step.key, field.assumingMemoryBound(to: DirectionalEdgeInsets.self).pointee)
            case .size: writer.member(unescaped: step.key, field.assumingMemoryBound(to: Size.self).pointee)
            case .font:
                let font = field.assumingMemoryBound(to: Font.self).pointee
                let scales = step.auxiliary < 0 || (values + step.auxiliary).load(as: Bool.self)
                writer.member(unescaped: step.key, scales ? font.scaled(for: traits) : font)
            // The rest: the key, then the value.
            case .colorTransformer:
                writer.key(unescaped: step.key)
                writer.value(field.assumingMemoryBound(to: ColorTransformer?.self).pointee?.description)
            case .visualEffect:
                writer.key(unescaped: step.key)
                writer.value(field.assumingMemoryBound(to: VisualEffect?.self).pointee, traits: traits)
            case .optionalString:
                writer.key(unescaped: step.key)
                writer.value(field.assumingMemoryBound(to: String?.self).pointee)
            case .edges:
                writer.key(unescaped: step.key)
                writer.value(field.assumingMemoryBound(to: DirectionalRectEdge.self).pointee)
            case .axes:
                writer.key(unescaped: step.key)
                writer.value(field.assumingMemoryBound(to: Axis.self).pointee)
            }
        }
    }

    @inline(__always)
    private func transformer(_ step: Step, _ values: UnsafeRawPointer) -> ColorTransformer? {
        guard step.auxiliary >= 0 else { return nil }
        return (values + step.auxiliary).assumingMemoryBound(to: ColorTransformer?.self).pointee
    }
}
