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

    /// The context names (lowercased, without `-`, `_` and spaces) taken to mean this mode when no `modeMap` is
    /// given: `light-high-contrast`, `HighContrastLight` and `light-hc` all name ``lightHighContrast``.
    var contextNames: [String] {
        switch self {
        case .light: ["light", "lightmode", "day"]
        case .dark: ["dark", "darkmode", "night"]
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

    /// Whether `context` names this mode: compared lowercased, ignoring `-`, `_`, `.` and spaces.
    func matches(context: String) -> Bool {
        let folded = String(context.lowercased().filter { !"-_. ".contains($0) })
        return contextNames.contains(folded)
    }
}
