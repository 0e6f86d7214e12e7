import StrictJSON

/// Where a style comes from.
public enum StyleOrigin: String, Hashable, Sendable {
    /// Compiled into the service.
    case builtIn
    /// Registered through the API and kept in the data folder.
    case dataFolder
    /// Loaded from the read-only styles folder (for example a Kubernetes ConfigMap).
    case stylesFolder
}

/// A style as the registry holds it.
public struct RegisteredStyle: Sendable {
    public let definition: StyleDefinition
    public let origin: StyleOrigin
    /// The document as given, for user styles.
    public let document: JSONValue?
    /// The design tokens the style's own document names, by path: their values are part of what the style is.
    public var tokens: [DesignToken] = []
    /// A digest of what this style is: its name, origin and document (its factories, for a built-in), continued
    /// over its `extends` chain's, base first. Equal styles give equal digests in every process, whatever else the
    /// registry holds; a change to a base changes the digest of every style extending it. The per-style entity
    /// tags and the answer cache's validity derive from it. Set by ``RegistrySnapshot``.
    public internal(set) var digest: UInt64 = 0
    /// The digest of the style's own name, origin and document, which ``digest`` continues over its chain.
    var ownDigest: UInt64 = 0
}

/// An immutable view of the registry at one version: readers resolve against it without any lock.
public struct RegistrySnapshot: Sendable {
    /// Bumped by every change in this process; part of every registry ETag.
    public let version: UInt64
    public let styles: [String: RegisteredStyle]
    /// A digest of every style's name, origin and document (factories for built-ins): equal styles give equal
    /// digests in any process, so replicas at the same version with different styles never share an ETag.
    public let digest: UInt64
    /// The design tokens aliases name, in requests as in the styles' documents; nil when no tokens file is loaded.
    public let tokens: DesignTokenSet?

    /// A snapshot of `styles` at `version`, each style's ``RegisteredStyle/digest`` computed.
    public init(version: UInt64, styles: [String: RegisteredStyle]) {
        self.init(version: version, styles: styles, digesting: nil)
    }

    /// A snapshot of `styles` at `version` whose digests are computed for the `digesting` styles (every style when
    /// nil); the others keep the digests they carry, which a change leaves as they were: it digests the styles it
    /// compiled again, and those extend every style whose chain it changed. Aliases name `tokens`.
    init(
        version: UInt64, styles: consuming [String: RegisteredStyle], digesting: Set<String>?,
        tokens: DesignTokenSet? = nil
    ) {
        self.version = version
        self.tokens = tokens
        let changed = digesting.map { $0.filter { styles[$0] != nil } } ?? Array(styles.keys)
        var writer = JSONWriter(capacity: 1_024)
        var own: [String: UInt64] = [:]
        for name in changed {
            guard let style = styles[name] else { continue }
            writer.reset()
            Self.write(style, named: name, into: &writer)
            own[name] = ContentDigest.of(writer.bytes)
        }
        // The chain digests of the styles left alone are known: a walk up a chain stops at the first of them.
        var chained: [String: UInt64] = [:]
        for name in changed {
            _ = Self.chainDigest(of: name, in: styles, memo: &chained) { name in
                if let digesting, !digesting.contains(name) { return (styles[name]?.digest, nil) }
                return (nil, own[name])
            }
        }
        // Taken over, not copied: the only copy of the dictionary a publication makes is the caller's.
        var digested = consume styles
        for name in changed {
            digested[name]?.ownDigest = own[name] ?? 0
            digested[name]?.digest = chained[name] ?? 0
        }
        self.styles = digested
        self.digest = Self.setDigest(of: digested.values)
    }

    /// One digest of many styles' own digests, whatever their order: a sum of well-mixed values (SplitMix64's
    /// finaliser), then the count, so a change costs no pass over every document.
    private static func setDigest(of styles: Dictionary<String, RegisteredStyle>.Values) -> UInt64 {
        var sum: UInt64 = 0
        for style in styles {
            var mixed = style.ownDigest &+ 0x9e37_79b9_7f4a_7c15
            mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
            sum &+= mixed ^ (mixed >> 31)
        }
        let prime: UInt64 = 0x100_0000_01b3
        return ((ContentDigest.offsetBasis ^ sum) &* prime ^ UInt64(styles.count)) &* prime
    }

    /// A style's name, origin and document (or factories), and the tokens it names, as a JSON array: what its own
    /// digest covers.
    private static func write(_ style: RegisteredStyle, named name: String, into writer: inout JSONWriter) {
        writer.beginArray()
        writer.value(.string(name))
        writer.value(.string(style.origin.rawValue))
        if let document = style.document {
            writer.value(document)
            // Only a style naming tokens writes more, so the digests of the others stay what they were.
            for token in style.tokens { writer.value(token.digestValue) }
        } else {
            for name in style.definition.factories.names { writer.value(.string(name)) }
        }
        writer.endArray()
    }

    /// The style's own digest continued from its base's chain digest (a style without a base, or whose base is not
    /// here, starts from FNV's basis). `digests` gives a style's chain digest when it is already known, or else its
    /// own digest. Chains are acyclic (the compiler refuses cycles); the walk is bounded anyway.
    private static func chainDigest(
        of name: String, in styles: [String: RegisteredStyle], memo: inout [String: UInt64],
        digests: (String) -> (chain: UInt64?, own: UInt64?)
    ) -> UInt64 {
        if let known = memo[name] ?? digests(name).chain { return known }
        // The chain, from this style up to its first base already known (or the root).
        var chain: [String] = [name]
        var seed = ContentDigest.offsetBasis
        while let base = chain.last.flatMap({ styles[$0]?.definition.extends }), chain.count <= styles.count {
            if let known = memo[base] ?? digests(base).chain {
                seed = known
                break
            }
            guard styles[base] != nil, !chain.contains(base) else { break }
            chain.append(base)
        }
        for link in chain.reversed() {
            seed = (seed ^ (digests(link).own ?? 0)) &* 0x100_0000_01b3
            memo[link] = seed
        }
        return seed
    }

    /// The style of a name.
    public subscript(name: String) -> RegisteredStyle? { styles[name] }

    /// Every style name, built-ins first in their documented order, then user styles alphabetically.
    public var orderedNames: [String] {
        let builtIn = BuiltInStyles.names.filter { styles[$0] != nil }
        let user = styles.filter { $0.value.origin != .builtIn }.keys.sorted()
        return builtIn + user
    }
}
