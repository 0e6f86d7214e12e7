import Configuration
import JSON

/// Key-and-value shorthands for writing configurations.
extension JSONWriter {
    mutating func field(_ key: String, _ value: String?) {
        self.key(key)
        if let value { self.value(value) } else { null() }
    }

    mutating func field(_ key: String, _ value: Double) {
        self.key(key)
        self.value(value)
    }

    mutating func field(_ key: String, _ value: Int) {
        self.key(key)
        self.value(value)
    }

    mutating func field(_ key: String, _ value: Bool) {
        self.key(key)
        self.value(value)
    }

    mutating func field(_ key: String, _ color: ResolvedColor) {
        self.key(key)
        value(color.hexString)
    }

    mutating func field(_ key: String, _ insets: DirectionalEdgeInsets) {
        self.key(key)
        beginObject()
        field("top", insets.top)
        field("leading", insets.leading)
        field("bottom", insets.bottom)
        field("trailing", insets.trailing)
        endObject()
    }

    mutating func field(_ key: String, _ insets: EdgeInsets) {
        self.key(key)
        beginObject()
        field("top", insets.top)
        field("left", insets.left)
        field("bottom", insets.bottom)
        field("right", insets.right)
        endObject()
    }

    mutating func field(_ key: String, _ size: Size) {
        self.key(key)
        beginObject()
        field("width", size.width)
        field("height", size.height)
        endObject()
    }

    mutating func field(_ key: String, _ font: Font) {
        self.key(key)
        beginObject()
        field("textStyle", font.textStyle?.rawValue)
        field("pointSize", font.pointSize)
        field("weight", font.weight.rawValue)
        field("leading", font.leading)
        field("emphasized", font.symbolicTraits.contains(.traitBold))
        field("dynamic", font.isDynamic)
        endObject()
    }
}
