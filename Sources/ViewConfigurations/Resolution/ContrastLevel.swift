/// A WCAG 2.2 conformance level the contrast checks apply: AA (1.4.3 for text) or AAA (1.4.6). Non-text contrast
/// (1.4.11) is an AA criterion with no stricter form, so its 3:1 holds at both.
public enum ContrastLevel: String, CaseIterable, Hashable, Sendable {
    /// Level AA, WCAG's usual target.
    case aa = "AA"
    /// Level AAA.
    case aaa = "AAA"
}
