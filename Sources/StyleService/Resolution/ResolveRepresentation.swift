/// What `POST /v1/resolve` answers with: JSON, or CSS custom properties (``CSSCustomProperties``).
package enum ResolveRepresentation: Hashable, Sendable {
    case json, css
}
