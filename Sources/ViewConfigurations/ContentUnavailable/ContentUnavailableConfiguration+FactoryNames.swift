/// The factories by name, as style documents and built-in styles name them.
extension ContentUnavailableConfiguration {
    /// Every factory name: `empty`, `loading` and `search`.
    public static let factoryNames = ContentUnavailableStyle.allCases.map(\.rawValue)

    /// The factory's configuration for a name of ``factoryNames``, or nil for an unknown name.
    public init?(factoryName: String) {
        guard let style = ContentUnavailableStyle(rawValue: factoryName) else { return nil }
        self.init(style: style)
    }
}
