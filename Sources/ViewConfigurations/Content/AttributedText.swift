/// Styled text, as the part of `NSAttributedString` that list content draws: runs of characters, each with an
/// optional font and color. It is what ``ListContentConfiguration/attributedText`` and
/// ``ListContentConfiguration/secondaryAttributedText`` hold, so a port without Foundation can carry UIKit's
/// attributed variants and serialise them.
///
/// A run's font and color override the text properties' (Apple's UIListContentConfiguration documentation: "attributes
/// in the string override `textProperties`"); a run without one draws with the text properties' value. The text
/// transform does not apply to attributed text (Apple's documentation of the text transform).
public struct AttributedText: Hashable, Sendable, CustomStringConvertible {
    /// Characters that share their attributes, as one attribute run of an `NSAttributedString`.
    public struct Run: Hashable, Sendable {
        /// The characters.
        public var text: String
        /// The run's font (`NSAttributedString.Key.font`); nil draws with the text properties' font.
        public var font: Font?
        /// The run's color (`NSAttributedString.Key.foregroundColor`); nil draws with the text properties' color.
        public var color: Color?

        /// A run of `text` with the attributes given; the ones left out come from the text properties.
        public init(_ text: String, font: Font? = nil, color: Color? = nil) {
            self.text = text
            self.font = font
            self.color = color
        }
    }

    /// The runs, in reading order.
    public var runs: [Run]

    /// Text made of `runs`.
    public init(_ runs: [Run]) {
        self.runs = runs
    }

    /// Plain characters in one run without attributes, drawn entirely with the text properties.
    public init(_ string: String) {
        self.runs = [Run(string)]
    }

    /// The characters without their attributes, as `NSAttributedString.string`.
    public var string: String {
        var string = ""
        for run in runs { string += run.text }
        return string
    }

    /// The characters, for messages and debugging.
    public var description: String { string }
}
