import ViewConfigurations

/// Background, content and separator assignments and the cell's accessories, or a button's or an empty state's
/// assignments, applied together: a style's overrides, a rule's `set`, a request's overrides.
public struct ConfigurationOverrides: Hashable, Sendable {
    /// The overrides most cell requests leave out, apart and boxed: then copying the overrides (memo keys,
    /// requests, rules) copies one pointer for them, and retains nothing when they are nil.
    private indirect enum Boxed: Hashable, Sendable {
        case parts(Rarer)

        var parts: Rarer {
            switch self {
            case .parts(let parts): parts
            }
        }
    }

    /// The parts of ``Boxed``.
    private struct Rarer: Hashable, Sendable {
        var separator: [SeparatorAssignment] = []
        var accessories: [CellAccessory]?
        var button: [ButtonAssignment] = []
        var contentUnavailable: [ContentUnavailableAssignment] = []

        var isEmpty: Bool {
            separator.isEmpty && accessories == nil && button.isEmpty && contentUnavailable.isEmpty
        }
    }

    public var background: [BackgroundAssignment]
    public var content: [ContentAssignment]
    /// Nil exactly when none of its parts is set, so equal overrides compare equal.
    private var boxed: Boxed?
    private var rarer: Rarer? { boxed?.parts }

    /// The list's separators around the cell, property by property.
    public var separator: [SeparatorAssignment] {
        get { rarer?.separator ?? [] }
        set { update { $0.separator = newValue } }
    }

    /// The cell's accessories, replacing the whole list when set (checked by ``CellAccessory/validate(_:)``).
    public var accessories: [CellAccessory]? {
        get { rarer?.accessories }
        set { update { $0.accessories = newValue } }
    }

    /// A button style's properties (its background's under `background.`).
    public var button: [ButtonAssignment] {
        get { rarer?.button ?? [] }
        set { update { $0.button = newValue } }
    }

    /// An empty state's properties.
    public var contentUnavailable: [ContentUnavailableAssignment] {
        get { rarer?.contentUnavailable ?? [] }
        set { update { $0.contentUnavailable = newValue } }
    }

    public init(
        background: [BackgroundAssignment] = [], content: [ContentAssignment] = [],
        separator: [SeparatorAssignment] = [], accessories: [CellAccessory]? = nil, button: [ButtonAssignment] = [],
        contentUnavailable: [ContentUnavailableAssignment] = []
    ) {
        self.background = background
        self.content = content
        let rarer = Rarer(
            separator: separator, accessories: accessories, button: button, contentUnavailable: contentUnavailable)
        self.boxed = rarer.isEmpty ? nil : .parts(rarer)
    }

    private mutating func update(_ change: (inout Rarer) -> Void) {
        var new = rarer ?? Rarer()
        change(&new)
        boxed = new.isEmpty ? nil : .parts(new)
    }

    /// Whether nothing is set.
    public var isEmpty: Bool { background.isEmpty && content.isEmpty && boxed == nil }

    /// Lays `later` over these: its assignments apply after these, and its accessories, when set, replace these.
    public mutating func append(_ later: ConfigurationOverrides) {
        background += later.background
        content += later.content
        guard let laterRarer = later.rarer else { return }
        update {
            $0.separator += laterRarer.separator
            $0.accessories = laterRarer.accessories ?? $0.accessories
            $0.button += laterRarer.button
            $0.contentUnavailable += laterRarer.contentUnavailable
        }
    }
}
