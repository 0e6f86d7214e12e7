import ViewConfigurations

/// A custom state a style declares, with its type and default: the `ContainerValueKey` idea (a key, a value type,
/// a value read when the state does not carry the key) in a form a JSON document can express.
public struct CustomStateKeyDeclaration: Hashable, Sendable {
    /// The JSON type of the key's values.
    public enum ValueType: String, CaseIterable, Hashable, Sendable {
        case boolean, integer, number, string

        /// Whether a value has this type (an integer is also a number).
        public func accepts(_ value: ConfigurationValue) -> Bool {
            switch (self, value) {
            case (.boolean, .bool), (.integer, .int), (.number, .int), (.number, .double), (.string, .string): true
            default: false
            }
        }

        /// "a boolean", "an integer", …, for error messages.
        public var article: String {
            switch self {
            case .boolean: "a boolean"
            case .integer: "an integer"
            case .number: "a number"
            case .string: "a string"
            }
        }
    }

    public var key: ConfigurationStateCustomKey
    public var type: ValueType
    /// The value of the key in a state that does not carry it.
    public var defaultValue: ConfigurationValue
    /// The CSS selector that marks the state on the web besides its attribute (a boolean key defaulting to false
    /// only), when the declaration binds one.
    public var webSelector: WebStateSelector?

    public init(
        key: ConfigurationStateCustomKey, type: ValueType, defaultValue: ConfigurationValue,
        webSelector: WebStateSelector? = nil
    ) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.webSelector = webSelector
    }
}
