import StrictJSON
import ViewConfigurations

/// One token of a ``DesignTokenSet``: its path, its type and its value in each of the service's modes, with the
/// alias chain that led to the value.
public struct DesignToken: Hashable, Sendable {
    /// The token's value in each mode, of one type.
    public enum Value: Hashable, Sendable {
        /// A `color` token, in sRGB.
        case color(TokenModes<ResolvedColor>)
        /// A `dimension` token in points (`px`; `rem` × 16).
        case dimension(TokenModes<Double>)
        /// A `number` token.
        case number(TokenModes<Double>)
        /// A token of a type no style property takes (`fontFamily`, `shadow`, …), kept so an alias to it can say
        /// what it is.
        case other(type: String)
    }

    /// The dotted path (`brand.accent`).
    public let path: String
    /// The value in each mode.
    public let value: Value
    /// The chain in each mode, for a resolver document whose modes alias different tokens (light's is ``chain``).
    public let chains: TokenModes<[String]>
    /// The paths followed from this token to the one holding the value in light mode, this token's own path first
    /// (`["brand.accent", "palette.blue.500"]`); one element when the token holds its value.
    public var chain: [String] { chains.light }

    public init(path: String, value: Value, chain: [String]) {
        self.init(path: path, value: value, chains: TokenModes(chain))
    }

    /// A token whose aliases lead through different tokens in different modes.
    public init(path: String, value: Value, chains: TokenModes<[String]>) {
        self.path = path
        self.value = value
        self.chains = chains
    }

    /// The DTCG `$type` name (`color`, `dimension`, …).
    public var typeName: String {
        switch value {
        case .color: "color"
        case .dimension: "dimension"
        case .number: "number"
        case .other(let type): type
        }
    }
}

extension DesignToken {
    /// The token as a JSON value for a style's digest: its path, the chain and every mode's value, so that a change
    /// to any of them changes the digest (and the entity tags) of each style naming it.
    package var digestValue: JSONValue {
        func colors(_ modes: TokenModes<ResolvedColor>) -> [JSONValue] {
            [modes.light, modes.dark, modes.lightHighContrast, modes.darkHighContrast].flatMap { color in
                [color.red, color.green, color.blue, color.alpha].map { JSONValue.number(.double($0)) }
            }
        }
        func numbers(_ modes: TokenModes<Double>) -> [JSONValue] {
            [modes.light, modes.dark, modes.lightHighContrast, modes.darkHighContrast].map { .number(.double($0)) }
        }
        let values: [JSONValue]
        switch value {
        case .color(let modes): values = colors(modes)
        case .dimension(let modes), .number(let modes): values = numbers(modes)
        case .other: values = []
        }
        return .array([.string(path), .string(typeName), .array(chain.map { .string($0) }), .array(values)])
    }
}
