/// A key naming an app-defined custom state, as `UIConfigurationStateCustomKey`.
///
/// Use reverse-DNS strings and declare keys as statics:
/// `static let isArchived = ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")`.
public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    /// Creates a key from its raw string.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates a key from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
}
