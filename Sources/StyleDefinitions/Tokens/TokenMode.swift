/// One of the service's four appearances, as a DTCG resolver document's mode modifier names them in its contexts.
public enum TokenMode: String, CaseIterable, Hashable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
    /// The light appearance with increased contrast.
    case lightHighContrast
    /// The dark appearance with increased contrast.
    case darkHighContrast

    /// The context names (folded as ``matches(context:)`` folds them) taken to mean this mode when no `modeMap` is
    /// given: `light-high-contrast`, `HighContrastLight`, `Light Mode (HC)` and `light-hc` all name
    /// ``lightHighContrast``.
    var contextNames: [String] {
        switch self {
        case .light: ["light", "day"]
        case .dark: ["dark", "night"]
        case .lightHighContrast:
            ["lighthighcontrast", "highcontrastlight", "lighthc", "hclight", "lightcontrast", "lightincreasedcontrast"]
        case .darkHighContrast:
            ["darkhighcontrast", "highcontrastdark", "darkhc", "hcdark", "darkcontrast", "darkincreasedcontrast"]
        }
    }

    /// The mode whose context stands in when a document has none for this one: a high-contrast variant falls back
    /// to its plain mode.
    var fallback: TokenMode? {
        switch self {
        case .light, .dark: nil
        case .lightHighContrast: .light
        case .darkHighContrast: .dark
        }
    }

    /// Whether `context` names this mode: compared lowercased, letters and digits only, without the words `mode`,
    /// `theme`, `scheme`, `color` and `appearance` (`Dark Theme`, `dark-mode`, `light (high contrast)`).
    func matches(context: String) -> Bool {
        contextNames.contains(Self.folded(context))
    }

    /// Whether `context` of the modifier `modifier` asks for increased contrast in either appearance: a context
    /// named so (`high-contrast`, `More Contrast`), or `high`, `more`, `on`, … of a modifier named for contrast.
    static func isHighContrast(context: String, modifier: String) -> Bool {
        let name = folded(context)
        if ["highcontrast", "contrasthigh", "increasedcontrast", "morecontrast", "contrastmore"].contains(name) {
            return true
        }
        return folded(modifier).contains("contrast")
            && ["high", "more", "increased", "hc", "on", "true", "enabled"].contains(name)
    }

    /// `name` lowercased, letters and digits only, without the words names add to a mode (`lightmode`, `darktheme`,
    /// `colorschemedark`).
    private static func folded(_ name: String) -> String {
        let letters = String(name.lowercased().filter { $0.isLetter || $0.isNumber })
        return ["mode", "theme", "scheme", "color", "appearance"].reduce(letters) { $0.replacing($1, with: "") }
    }
}
