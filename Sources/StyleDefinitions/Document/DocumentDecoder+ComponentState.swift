import StrictJSON
import ViewConfigurations

/// A button's and an empty state's states from JSON, as requests give them: UIKit's names for their fields, traits
/// and custom states as a cell's state takes them.
extension DocumentDecoder {
    /// The fields a button's `state` may have: the five bits `UIButton.Configuration` updates for.
    package static let buttonStateFields = [
        "traits", "customStates", "isHighlighted", "isDisabled", "isSelected", "isFocused", "isHeld",
    ]
    /// The fields an empty state's `state` may have.
    package static let contentUnavailableStateFields = ["traits", "customStates", "searchText"]

    /// A button's state laid over `base`: `{"traits": {...}, "isHighlighted": true, "customStates": {...}}`.
    package mutating func buttonState(
        _ value: JSONValue, at pointer: JSONPointer, declaredKeys: [CustomStateKeyDeclaration],
        over base: ButtonConfigurationState
    ) -> ButtonConfigurationState {
        var state = base
        guard let object = self.object(value, at: pointer) else { return state }
        for (key, member) in object {
            let here = pointer.appending(key)
            switch key {
            case "traits": state.traitCollection = traits(member, at: here, over: state.traitCollection)
            case "customStates": customStates(member, at: here, declaredKeys: declaredKeys, into: &state)
            case "isHighlighted": bool(member, at: here).map { state.isHighlighted = $0 }
            case "isDisabled": bool(member, at: here).map { state.isDisabled = $0 }
            case "isSelected": bool(member, at: here).map { state.isSelected = $0 }
            case "isFocused": bool(member, at: here).map { state.isFocused = $0 }
            case "isHeld": bool(member, at: here).map { state.isHeld = $0 }
            default: reportUnknownStateField(key, among: Self.buttonStateFields, kind: .button, at: pointer)
            }
        }
        return state
    }

    /// An empty state's state laid over `base`: `{"traits": {...}, "searchText": "fig", "customStates": {...}}`;
    /// a null search text means no search.
    package mutating func contentUnavailableState(
        _ value: JSONValue, at pointer: JSONPointer, declaredKeys: [CustomStateKeyDeclaration],
        over base: ContentUnavailableConfigurationState
    ) -> ContentUnavailableConfigurationState {
        var state = base
        guard let object = self.object(value, at: pointer) else { return state }
        for (key, member) in object {
            let here = pointer.appending(key)
            switch key {
            case "traits": state.traitCollection = traits(member, at: here, over: state.traitCollection)
            case "customStates": customStates(member, at: here, declaredKeys: declaredKeys, into: &state)
            case "searchText":
                if member.isNull {
                    state.searchText = nil
                } else if let text = string(member, at: here) {
                    state.searchText = text
                }
            default:
                reportUnknownStateField(
                    key, among: Self.contentUnavailableStateFields, kind: .contentUnavailable, at: pointer)
            }
        }
        return state
    }

    /// A field the kind's state lacks: a trait given flat, a cell's flag, or a name near one of `fields`.
    private mutating func reportUnknownStateField(
        _ key: String, among fields: [String], kind: ConfigurationKind, at pointer: JSONPointer
    ) {
        let listed = fields.joined(separator: ", ")
        if TraitName(rawValue: key) != nil {
            report(Self.traitOutsideTraits(key, at: pointer, fields: listed))
        } else if Self.stateFields.contains(key) {
            report(
                pointer.appending(key),
                "unknown field \"\(key)\"; expected one of: \(listed); \"\(key)\" is a cell's state, and this is a "
                    + "\(kind.noun) style")
        } else {
            // A flag without its `is` (`held`) means the flag.
            let flag = "is" + key.prefix(1).uppercased() + key.dropFirst()
            reportUnknown(
                key, kind: "field", among: fields, at: pointer.appending(key),
                hint: fields.contains(flag) ? flag : nil)
        }
    }
}
