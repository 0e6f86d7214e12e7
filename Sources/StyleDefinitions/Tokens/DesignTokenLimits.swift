/// The bounds on what reading a tokens file may cost: each one, when passed, is a problem naming it.
public enum DesignTokenLimits {
    /// The largest tokens file or resolver document, in bytes.
    public static let maximumFileBytes = 4 << 20
    /// The most bytes all files of one resolver document may hold together.
    public static let maximumTotalBytes = 16 << 20
    /// The deepest nesting of a file's JSON (groups inside groups, values inside tokens).
    public static let maximumDepth = 64
    /// The most tokens in all sources of a document together.
    public static let maximumTokens = 100_000
    /// The most files a resolver document may reference (itself not counted).
    public static let maximumReferencedFiles = 64
    /// The longest alias chain: a token naming a token … at most this many times.
    public static let maximumAliasDepth = 32
}
