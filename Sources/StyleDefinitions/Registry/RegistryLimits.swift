/// How much the registry holds at most, so that no writer (and no styles folder) can grow it without bound: the
/// same caps apply to a write, to the data folder and the styles folder at start-up, and to a reload.
public struct RegistryLimits: Sendable, Equatable {
    /// The most styles of the data folder and the styles folder together (built-ins not counted).
    public var maximumStyles: Int
    /// The largest style document, in bytes of its compact JSON (whitespace does not count).
    public var maximumDocumentBytes: Int

    /// Limits with room for any real design system by default, and a bound on the memory styles can take.
    public init(maximumStyles: Int = 10_000, maximumDocumentBytes: Int = 64 << 10) {
        self.maximumStyles = maximumStyles
        self.maximumDocumentBytes = maximumDocumentBytes
    }
}
