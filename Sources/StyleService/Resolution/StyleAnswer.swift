import StyleDefinitions

/// An answer's bytes and the style they were resolved from: the HTTP adapter derives the answer's entity tag from
/// both and keeps the answer cached while that style (and its `extends` chain) stays as it was.
package struct StyleAnswer: Sendable {
    /// The encoded answer.
    package let body: [UInt8]
    /// The name of the style resolved.
    package let styleName: String
    /// The style's ``RegisteredStyle/digest`` in the snapshot the answer was resolved against.
    package let styleDigest: UInt64

    /// An answer's bytes, made from the style of that name and digest.
    package init(body: [UInt8], styleName: String, styleDigest: UInt64) {
        self.body = body
        self.styleName = styleName
        self.styleDigest = styleDigest
    }
}
