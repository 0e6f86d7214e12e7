import ViewConfigurations

/// A value for each of the service's modes: light, dark and their increased-contrast variants, the four
/// appearances an asset catalog's color set distinguishes.
public struct TokenModes<Value: Hashable & Sendable>: Hashable, Sendable {
    public var light: Value
    public var dark: Value
    public var lightHighContrast: Value
    public var darkHighContrast: Value

    public init(light: Value, dark: Value, lightHighContrast: Value, darkHighContrast: Value) {
        self.light = light
        self.dark = dark
        self.lightHighContrast = lightHighContrast
        self.darkHighContrast = darkHighContrast
    }

    /// One value in every mode.
    public init(_ value: Value) {
        self.init(light: value, dark: value, lightHighContrast: value, darkHighContrast: value)
    }

    /// Whether every mode has the same value.
    public var isUniform: Bool { dark == light && lightHighContrast == light && darkHighContrast == light }
}

extension TokenModes {
    /// The four values under their modes' names, in the order light, dark, light and dark high contrast.
    public var named: [(mode: StaticString, value: Value)] {
        [
            ("light", light), ("dark", dark), ("lightHighContrast", lightHighContrast),
            ("darkHighContrast", darkHighContrast),
        ]
    }
}
