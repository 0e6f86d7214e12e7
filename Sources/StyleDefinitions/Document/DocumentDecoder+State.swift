import StrictJSON
import ViewConfigurations

/// Cell states from JSON, as requests give them: flags, traits, drag and drop states and custom states checked
/// against a style's declared keys.
extension DocumentDecoder {
    /// The fields a `state` object may have: these four, then the flags in `StateFlag`'s order.
    package static let stateFields =
        ["traits", "customStates", "cellDragState", "cellDropState"] + StateFlag.allCases.map(\.rawValue)
    /// ``stateFields`` as a problem lists them.
    private static let stateFieldsListed = stateFields.joined(separator: ", ")
    /// Where the flags start in ``stateFields``.
    private static let stateFlagsStart = 4

    /// ``stateFields``' positions by the length of their names: a key is compared only with the fields of its
    /// length (one to three), where finding it among them all compared it with five or six in turn.
    private static let stateFieldsByLength: [[(name: String, index: Int)]] = {
        var table = Array(
            repeating: [(name: String, index: Int)](), count: (stateFields.map(\.utf8.count).max() ?? 0) + 1)
        for (index, name) in stateFields.enumerated() { table[name.utf8.count].append((name, index)) }
        return table
    }()

    /// The position of `key` in ``stateFields``, if it is one.
    private static func stateFieldIndex(of key: String) -> Int? {
        let length = key.utf8.count
        guard length < stateFieldsByLength.count else { return nil }
        for field in stateFieldsByLength[length] where field.name == key { return field.index }
        return nil
    }

    /// The state fields only a button's or an empty state's state has, with whose they are: a cell's state refuses
    /// them saying so.
    static let otherKindsStateFields = ["isHeld": "a button's", "searchText": "an empty state's"]

    /// State flags written without their `is` (`selected`), each with the field meant (`isSelected`).
    package static let misplacedStateFlags: [String: String] = Dictionary(
        uniqueKeysWithValues: StateFlag.allCases.map(\.rawValue).compactMap { flag in
            guard flag.hasPrefix("is"), let first = flag.dropFirst(2).first else { return nil }
            return (first.lowercased() + flag.dropFirst(3), flag)
        })

    /// A cell state: `{"traits": {...}, "isSelected": true, "cellDropState": "targeted", "customStates": {...}}`.
    /// Custom states the style declares must have the declared type; others may be any JSON scalar. The fields
    /// given replace those of `base` one by one (traits and custom states each by name), as a batch item's state
    /// refines the batch's.
    package mutating func state(
        _ value: JSONValue, at pointer: JSONPointer, declaredKeys: [CustomStateKeyDeclaration],
        over base: CellConfigurationState
    ) -> CellConfigurationState {
        var state = base
        guard let object = self.object(value, at: pointer) else { return state }
        // Unknown keys are found in the same pass as the known ones are decoded, and reported ahead of the members'
        // own problems, in document order, as ``rejectUnknownKeys(_:allowed:at:hints:)`` before the pass would,
        // without a second pass over the members.
        // They are gathered and put in place once: inserting each one ahead of the members' problems made a body of
        // many of both take time quadratic in its size.
        let unknownKeysAt = problems.count
        var unknownKeyProblems: [DocumentProblem] = []
        // The members' pointers are built only for a problem: most states have none.
        for (key, member) in object {
            switch Self.stateFieldIndex(of: key) {
            case 0?:  // traits
                state.traitCollection = traits(member, at: pointer.appending(key), over: state.traitCollection)
            case 1?:  // customStates
                customStates(member, at: pointer.appending(key), declaredKeys: declaredKeys, into: &state)
            case 2?:  // cellDragState
                self.name(member, as: CellDragState.self, under: pointer, key).map { state.cellDragState = $0 }
            case 3?:  // cellDropState
                self.name(member, as: CellDropState.self, under: pointer, key).map { state.cellDropState = $0 }
            case let index?:  // a flag
                let flag = StateFlag.allCases[index - Self.stateFlagsStart]
                self.bool(member, under: pointer, key).map { flag.set($0, in: &state) }
            case nil where TraitName(rawValue: key) != nil:
                unknownKeyProblems.append(Self.traitOutsideTraits(key, at: pointer))
            case nil where Self.otherKindsStateFields[key] != nil:
                let whose = Self.otherKindsStateFields[key] ?? ""
                unknownKeyProblems.append(
                    DocumentProblem(
                        pointer: pointer.appending(key),
                        message:
                            "unknown field \"\(key)\"; expected one of: \(Self.stateFieldsListed); \"\(key)\" is "
                            + "\(whose) state, and this is a cell style"))
            case nil:
                unknownKeyProblems.append(
                    .unknownName(
                        key, kind: "field", among: Self.stateFields, listed: Self.stateFieldsListed,
                        at: pointer.appending(key), hint: Self.misplacedStateFlags[key]))
            }
        }
        if !unknownKeyProblems.isEmpty { insertProblems(unknownKeyProblems, at: unknownKeysAt) }
        return state
    }

    /// `{"name": scalar, …}` laid into a state: a key the style declares must have the declared type (a number key
    /// takes an integer as a number), others may be any JSON scalar.
    mutating func customStates<State: ConfigurationState>(
        _ value: JSONValue, at here: JSONPointer, declaredKeys: [CustomStateKeyDeclaration], into state: inout State
    ) {
        guard let states = self.object(value, at: here) else { return }
        for (name, stateValue) in states.members {
            let statePointer = here.appending(name)
            guard let scalar = self.scalar(stateValue, at: statePointer) else { continue }
            let key = ConfigurationStateCustomKey(name)
            if let declaration = declaredKeys.first(where: { $0.key == key }) {
                guard declaration.type.accepts(scalar) else {
                    self.report(
                        statePointer,
                        "expected \(declaration.type.article) (the style declares \"\(name)\" so), "
                            + "found \(stateValue.typeName)"
                    )
                    continue
                }
                state[customState: key] = declaration.type == .number ? .double(scalar.doubleValue ?? 0) : scalar
            } else {
                state[customState: key] = scalar
            }
        }
    }

    /// A trait given flat in a state (as the GET query and rule conditions take it), where a body's state takes it
    /// under `traits`: the problem names where it belongs.
    static func traitOutsideTraits(
        _ key: String, at state: JSONPointer, fields: String = stateFieldsListed
    ) -> DocumentProblem {
        DocumentProblem(
            pointer: state.appending(key),
            message:
                "unknown field \"\(key)\"; expected one of: \(fields); \"\(key)\" is a trait: move it "
                + "under \"traits\" (\(state.appending("traits").appending(key)))",
            suggestion: "traits.\(key)")
    }

    mutating func traits(
        _ value: JSONValue, at pointer: JSONPointer, over base: TraitCollection
    ) -> TraitCollection {
        var traits = base
        guard let object = self.object(value, at: pointer) else { return traits }
        for (key, member) in object {
            guard let trait = TraitName(rawValue: key) else {
                let traitNames = TraitName.allCases.map(\.rawValue)
                self.reportUnknown(key, kind: "trait", among: traitNames, at: pointer.appending(key))
                continue
            }
            switch trait {
            case .userInterfaceStyle:
                self.name(member, as: UserInterfaceStyle.self, under: pointer, key).map {
                    traits.userInterfaceStyle = $0
                }
            case .accessibilityContrast:
                self.name(member, as: AccessibilityContrast.self, under: pointer, key).map {
                    traits.accessibilityContrast = $0
                }
            case .preferredContentSizeCategory:
                self.name(member, as: ContentSizeCategory.self, under: pointer, key).map {
                    traits.preferredContentSizeCategory = $0
                }
            case .layoutDirection:
                self.name(member, as: LayoutDirection.self, under: pointer, key).map { traits.layoutDirection = $0 }
            case .horizontalSizeClass:
                self.name(member, as: UserInterfaceSizeClass.self, under: pointer, key).map {
                    traits.horizontalSizeClass = $0
                }
            case .verticalSizeClass:
                self.name(member, as: UserInterfaceSizeClass.self, under: pointer, key).map {
                    traits.verticalSizeClass = $0
                }
            case .userInterfaceIdiom:
                self.name(member, as: UserInterfaceIdiom.self, under: pointer, key).map {
                    traits.userInterfaceIdiom = $0
                }
            case .legibilityWeight:
                self.name(member, as: LegibilityWeight.self, under: pointer, key).map { traits.legibilityWeight = $0 }
            case .userInterfaceLevel:
                self.name(member, as: UserInterfaceLevel.self, under: pointer, key).map {
                    traits.userInterfaceLevel = $0
                }
            case .activeAppearance:
                self.name(member, as: UserInterfaceActiveAppearance.self, under: pointer, key).map {
                    traits.activeAppearance = $0
                }
            case .displayScale: self.number(member, under: pointer, key, in: 0...10).map { traits.displayScale = $0 }
            case .containerWidth:  // points; no screen or window is 10,000 pt wide
                self.number(member, under: pointer, key, in: 0...10_000).map { traits.containerWidth = $0 }
            case .listEnvironment:
                self.name(member, as: ListEnvironment.self, under: pointer, key).map { traits.listEnvironment = $0 }
            case .designGeneration:
                self.name(member, as: DesignGeneration.self, under: pointer, key).map { traits.designGeneration = $0 }
            }
        }
        return traits
    }
}
