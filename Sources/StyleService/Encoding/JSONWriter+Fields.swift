import Configuration
import JSON

/// Key-and-value shorthands for writing configurations.
extension JSONWriter {
    /// Writes a fixed member name through the writer's no-escape path.
    package mutating func fieldName(_ key: StaticString) {
        self.key(key)
    }

    package mutating func field(_ key: StaticString, _ value: String?) {
        self.key(key)
        if let value { self.value(value) } else { null() }
    }

    package mutating func field(_ key: StaticString, _ value: Double) {
        self.key(key)
        self.value(value)
    }

    package mutating func field(_ key: StaticString, _ value: Int) {
        self.key(key)
        self.value(value)
    }

    package mutating func field(_ key: StaticString, _ value: Bool) {
        self.key(key)
        self.value(value)
    }

    package mutating func field(_ key: StaticString, _ color: ResolvedColor) {
        self.key(key)
        value(color.hexString)
    }

    package mutating func field(_ key: StaticString, _ insets: DirectionalEdgeInsets) {
        self.key(key)
        beginObject()
        field("top", insets.top)
        field("leading", insets.leading)
        field("bottom", insets.bottom)
        field("trailing", insets.trailing)
        endObject()
    }

    package mutating func field(_ key: StaticString, _ insets: EdgeInsets) {
        self.key(key)
        beginObject()
        field("top", insets.top)
        field("left", insets.left)
        field("bottom", insets.bottom)
        field("right", insets.right)
        endObject()
    }

    package mutating func field(_ key: StaticString, _ size: Size) {
        self.key(key)
        beginObject()
        field("width", size.width)
        field("height", size.height)
        endObject()
    }

    package mutating func field(_ key: StaticString, _ font: Font) {
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
