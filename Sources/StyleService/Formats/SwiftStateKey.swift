import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// A custom-state key as the Swift export declares it: its raw name, the identifier its constant, accessor and
/// container value share (``SwiftSyntax/identifier(forKey:position:)``), its Swift type and its default.
struct SwiftStateKey {
    let declaration: CustomStateKeyDeclaration
    let identifier: String

    /// The members of each kind's state (`UICellConfigurationState`, the button style's `State`,
    /// `UIContentUnavailableConfigurationState`, and the protocols they conform to) that an accessor may not be named
    /// like.
    static let reservedNames: [ConfigurationKind: Set<String>] = [
        .cell: [
            "traitCollection", "isHighlighted", "isSelected", "isDisabled", "isFocused", "isPinned", "isEditing",
            "isExpanded", "isSwiped", "isReordering", "cellDragState", "cellDropState", "hashValue", "description",
            "debugDescription", "customMirror",
        ],
        .button: [
            "traitCollection", "isHighlighted", "isSelected", "isDisabled", "isFocused", "isHeld", "customStates",
        ],
        .contentUnavailable: [
            "traitCollection", "searchText", "hashValue", "description", "debugDescription", "customMirror",
        ],
    ]

    /// The Swift type of the key's values.
    var swiftType: String {
        switch declaration.type {
        case .boolean: "Bool"
        case .integer: "Int"
        case .number: "Double"
        case .string: "String"
        }
    }

    /// The key's default as a Swift literal of ``swiftType``.
    var defaultLiteral: String {
        switch declaration.defaultValue {
        case .bool(let value): String(value)
        case .int(let value): declaration.type == .number ? SwiftValue.number(Double(value)) : String(value)
        case .double(let value): SwiftValue.number(value, double: true)
        case .string(let value): SwiftSyntax.string(value)
        }
    }

    /// The style's keys in declaration order, each named; a key whose identifier another key of the style also
    /// gets, or that names a member the state (`stateType`) already has, is a problem at `/keys/<name>` instead.
    static func keys(
        of style: StyleDefinition, stateType: String, needs: inout SwiftExportNeeds
    ) -> [SwiftStateKey] {
        var keys: [SwiftStateKey] = []
        var taken: [String: String] = [:]
        for (index, declaration) in style.keys.enumerated() {
            let name = declaration.key.rawValue
            let identifier = SwiftSyntax.identifier(forKey: name, position: index + 1)
            let pointer = JSONPointer(tokens: ["keys", name])
            if let other = taken[identifier] {
                needs.refuse(
                    pointer,
                    "the key's Swift name would be \(identifier), as the key \(SwiftSyntax.string(other))'s; "
                        + "rename one so that the part after the last \".\" differs (docs/SWIFT.md)")
            } else if reservedNames[style.configurationKind, default: []].contains(identifier) {
                needs.refuse(
                    pointer,
                    "the key's Swift name would be \(identifier), which \(stateType) already has; "
                        + "rename the key (docs/SWIFT.md)")
            } else {
                taken[identifier] = name
                keys.append(SwiftStateKey(declaration: declaration, identifier: identifier))
            }
        }
        return keys
    }
}
