import Configuration
import JSON
import StyleRegistry

/// Decoders for the parts of a resolve request that speak the style model (state, overrides, colors), sharing the
/// document decoders so a request's errors read like a document's.
package enum RequestDecoding {
    /// The fields a `state` object may have.
    package static let stateFields = ["traits", "customStates", "cellDragState", "cellDropState"] + StateFlag.allCases.map(\.rawValue)

    /// A cell state: `{"traits": {...}, "isSelected": true, "cellDropState": "targeted", "customStates": {...}}`.
    /// Custom states the style declares must have the declared type; others may be any JSON scalar. The fields
    /// given replace those of `base` one by one (traits and custom states each by name), as a batch item's state
    /// refines the batch's.
    package static func state(
        _ value: JSONValue, at pointer: JSONPointer, declaredKeys: [CustomStateKeyDeclaration],
        over base: CellConfigurationState = CellConfigurationState(traitCollection: TraitCollection())
    ) -> Result<CellConfigurationState, DocumentProblems> {
        var decoder = DocumentDecoder()
        var state = base
        if let object = decoder.object(value, at: pointer) {
            decoder.rejectUnknownKeys(object, allowed: stateFields, at: pointer)
            for (key, member) in object.members {
                let here = pointer.appending(key)
                if let flag = StateFlag(rawValue: key) {
                    decoder.bool(member, at: here).map { flag.set($0, in: &state) }
                    continue
                }
                switch key {
                case "traits":
                    state.traitCollection = traits(member, at: here, over: state.traitCollection, decoder: &decoder)
                case "cellDragState":
                    decoder.name(member, as: CellDragState.self, at: here).map { state.cellDragState = $0 }
                case "cellDropState":
                    decoder.name(member, as: CellDropState.self, at: here).map { state.cellDropState = $0 }
                case "customStates":
                    guard let states = decoder.object(member, at: here) else { continue }
                    for (name, stateValue) in states.members {
                        let statePointer = here.appending(name)
                        guard let scalar = decoder.scalar(stateValue, at: statePointer) else { continue }
                        let key = ConfigurationStateCustomKey(name)
                        if let declaration = declaredKeys.first(where: { $0.key == key }) {
                            guard declaration.type.accepts(scalar) else {
                                decoder.report(
                                    statePointer,
                                    "expected \(declaration.type.article) (the style declares \"\(name)\" so), found \(stateValue.typeName)")
                                continue
                            }
                            state[key] = declaration.type == .number ? .double(scalar.doubleValue ?? 0) : scalar
                        } else {
                            state[key] = scalar
                        }
                    }
                default:
                    break  // reported by rejectUnknownKeys
                }
            }
        }
        return decoder.problems.isEmpty ? .success(state) : .failure(DocumentProblems(decoder.problems))
    }

    /// Overrides: `{"background": {...}, "content": {...}}` with UIKit's property names.
    package static func overrides(_ value: JSONValue, at pointer: JSONPointer) -> Result<ConfigurationOverrides, DocumentProblems> {
        var decoder = DocumentDecoder()
        let overrides = decoder.overrides(value, at: pointer)
        return decoder.problems.isEmpty ? .success(overrides) : .failure(DocumentProblems(decoder.problems))
    }

    /// A color (`"#34C759"` or a system color name).
    package static func color(_ value: JSONValue, at pointer: JSONPointer) -> Result<Color, DocumentProblems> {
        var decoder = DocumentDecoder()
        guard let color = decoder.requiredColor(value, at: pointer) else { return .failure(DocumentProblems(decoder.problems)) }
        return .success(color)
    }

    /// One of an enum's names, such as a trait value (`"dark"` as a ``UserInterfaceStyle``).
    package static func name<T: RawRepresentable & CaseIterable>(_ value: JSONValue, as type: T.Type, at pointer: JSONPointer)
        -> Result<T, DocumentProblems> where T.RawValue == String
    {
        var decoder = DocumentDecoder()
        guard let result = decoder.name(value, as: type, at: pointer) else { return .failure(DocumentProblems(decoder.problems)) }
        return .success(result)
    }

    private static func traits(
        _ value: JSONValue, at pointer: JSONPointer, over base: TraitCollection, decoder: inout DocumentDecoder
    ) -> TraitCollection {
        var traits = base
        guard let object = decoder.object(value, at: pointer) else { return traits }
        for (key, member) in object.members {
            let here = pointer.appending(key)
            guard let trait = TraitName(rawValue: key) else {
                decoder.report(here, "unknown trait \"\(key)\"; expected one of: \(TraitName.allCases.map(\.rawValue).joined(separator: ", "))")
                continue
            }
            switch trait {
            case .userInterfaceStyle: decoder.name(member, as: UserInterfaceStyle.self, at: here).map { traits.userInterfaceStyle = $0 }
            case .accessibilityContrast:
                decoder.name(member, as: AccessibilityContrast.self, at: here).map { traits.accessibilityContrast = $0 }
            case .preferredContentSizeCategory:
                decoder.name(member, as: ContentSizeCategory.self, at: here).map { traits.preferredContentSizeCategory = $0 }
            case .layoutDirection: decoder.name(member, as: LayoutDirection.self, at: here).map { traits.layoutDirection = $0 }
            case .horizontalSizeClass:
                decoder.name(member, as: UserInterfaceSizeClass.self, at: here).map { traits.horizontalSizeClass = $0 }
            case .verticalSizeClass:
                decoder.name(member, as: UserInterfaceSizeClass.self, at: here).map { traits.verticalSizeClass = $0 }
            case .userInterfaceIdiom: decoder.name(member, as: UserInterfaceIdiom.self, at: here).map { traits.userInterfaceIdiom = $0 }
            case .legibilityWeight: decoder.name(member, as: LegibilityWeight.self, at: here).map { traits.legibilityWeight = $0 }
            case .userInterfaceLevel: decoder.name(member, as: UserInterfaceLevel.self, at: here).map { traits.userInterfaceLevel = $0 }
            case .activeAppearance:
                decoder.name(member, as: UserInterfaceActiveAppearance.self, at: here).map { traits.activeAppearance = $0 }
            case .displayScale: decoder.number(member, at: here, in: 0...10).map { traits.displayScale = $0 }
            case .listEnvironment: decoder.name(member, as: ListEnvironment.self, at: here).map { traits.listEnvironment = $0 }
            }
        }
        return traits
    }
}
