import StrictJSON
import ViewConfigurations

/// Key-and-value shorthands for writing configurations.
extension JSONWriter {
    /// Writes a fixed member name through the writer's no-escape path.
    package mutating func fieldName(_ key: StaticString) {
        self.key(key)
    }

    package mutating func field(_ key: StaticString, _ value: String?) {
        guard let value else {
            nullMember(key)
            return
        }
        member(key, value)
    }

    package mutating func field(_ key: StaticString, _ value: Double) {
        member(key, value)
    }

    package mutating func field(_ key: StaticString, _ value: Int) {
        member(key, value)
    }

    package mutating func field(_ key: StaticString, _ value: Bool) {
        member(key, value)
    }

    package mutating func field(_ key: StaticString, _ color: ResolvedColor) {
        guard key.hasPointerRepresentation else {
            self.key(key)
            value(color)
            return
        }
        member(unescaped: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), color)
    }

    /// The color as ``ResolvedColor/hexString`` spells it (`#RRGGBB` when opaque, else `#RRGGBBAA`), written
    /// straight into the buffer.
    package mutating func value(_ color: ResolvedColor) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 11) { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = JSONWriter.writeQuotedHex(color, to: base)
            value(unescaped: UnsafeBufferPointer(start: base + 1, count: count - 2))
        }
    }

    /// `"key":"#RRGGBB"` (or `#RRGGBBAA`), as ``key(unescaped:)`` then ``value(_:)-(ResolvedColor)`` would.
    @inline(__always)
    package mutating func member(unescaped key: UnsafeBufferPointer<UInt8>, _ color: ResolvedColor) {
        member(unescaped: key, maximumValueCount: 11) { JSONWriter.writeQuotedHex(color, to: $0) }
    }

    /// Writes the color's hex spelling in quotes at `out`, returns how many bytes (9 or 11).
    @inline(__always)
    static func writeQuotedHex(_ color: ResolvedColor, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let rgba = color.rgba
        let count = rgba & 0xFF == 0xFF ? 7 : 9
        out[0] = UInt8(ascii: "\"")
        out[1] = UInt8(ascii: "#")
        for index in 1..<count {
            let nibble = UInt8((rgba >> UInt32(32 - 4 * index)) & 0xF)
            out[index + 1] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
        }
        out[count + 1] = UInt8(ascii: "\"")
        return count + 2
    }

    // An object member's key is written with its `{` (`beginObject(key:)`, `beginObject(unescapedKey:)`).

    package mutating func field(_ key: StaticString, _ insets: DirectionalEdgeInsets) {
        beginObject(key: key)
        members(insets)
    }

    package mutating func field(_ key: StaticString, _ insets: EdgeInsets) {
        beginObject(key: key)
        members(insets)
    }

    package mutating func field(_ key: StaticString, _ size: Size) {
        beginObject(key: key)
        members(size)
    }

    package mutating func field(_ key: StaticString, _ font: Font) {
        beginObject(key: key)
        members(font)
    }

    /// The member `key` (UTF-8 that needs no escaping) with the insets as its value.
    package mutating func member(unescaped key: UnsafeBufferPointer<UInt8>, _ insets: DirectionalEdgeInsets) {
        beginObject(unescapedKey: key)
        members(insets)
    }

    /// The member `key` (UTF-8 that needs no escaping) with the size as its value.
    package mutating func member(unescaped key: UnsafeBufferPointer<UInt8>, _ size: Size) {
        beginObject(unescapedKey: key)
        members(size)
    }

    /// The member `key` (UTF-8 that needs no escaping) with the font as its value.
    package mutating func member(unescaped key: UnsafeBufferPointer<UInt8>, _ font: Font) {
        beginObject(unescapedKey: key)
        members(font)
    }

    /// A string, or `null`.
    package mutating func value(_ string: String?) {
        if let string { value(string) } else { null() }
    }

    /// `{top, leading, bottom, trailing}`.
    package mutating func value(_ insets: DirectionalEdgeInsets) {
        beginObject()
        members(insets)
    }

    /// `{top, left, bottom, right}`.
    package mutating func value(_ insets: EdgeInsets) {
        beginObject()
        members(insets)
    }

    /// `{width, height}`.
    package mutating func value(_ size: Size) {
        beginObject()
        members(size)
    }

    /// `{textStyle, pointSize, weight, leading, emphasized, dynamic}`.
    package mutating func value(_ font: Font) {
        beginObject()
        members(font)
    }

    /// The insets' members and the object's `}`.
    private mutating func members(_ insets: DirectionalEdgeInsets) {
        field("top", insets.top)
        field("leading", insets.leading)
        field("bottom", insets.bottom)
        field("trailing", insets.trailing)
        endObject()
    }

    /// The insets' members and the object's `}`.
    private mutating func members(_ insets: EdgeInsets) {
        field("top", insets.top)
        field("left", insets.left)
        field("bottom", insets.bottom)
        field("right", insets.right)
        endObject()
    }

    /// The size's members and the object's `}`.
    private mutating func members(_ size: Size) {
        field("width", size.width)
        field("height", size.height)
        endObject()
    }

    /// The font's members and the object's `}`.
    private mutating func members(_ font: Font) {
        field("textStyle", font.textStyle?.rawValue)
        field("pointSize", font.pointSize)
        field("weight", font.weight.rawValue)
        field("leading", font.leading)
        field("emphasized", font.symbolicTraits.contains(.traitBold))
        field("dynamic", font.isDynamic)
        endObject()
    }

    /// The edges' names in `top`, `leading`, `bottom`, `trailing` order.
    package mutating func value(_ edges: DirectionalRectEdge) {
        beginArray()
        if edges.contains(.top) { value("top") }
        if edges.contains(.leading) { value("leading") }
        if edges.contains(.bottom) { value("bottom") }
        if edges.contains(.trailing) { value("trailing") }
        endArray()
    }

    /// `none`, `horizontal`, `vertical` or `both`.
    package mutating func value(_ axes: Axis) {
        switch axes {
        case .both: value("both")
        case .horizontal: value("horizontal")
        case .vertical: value("vertical")
        default: value("none")
        }
    }
}

extension JSONWriter {
    /// A visual effect as the answer writes it: null for none; blurs, vibrancy and the Gaussian blur by name
    /// (`"systemMaterial"`); glass as `{"glass": {"style", "isInteractive", "tintColor"}}` with the tint resolved for
    /// the traits (`#RRGGBB`/`#RRGGBBAA`, null for none); a glass container as `{"glassContainer": {"spacing"}}`.
    /// Documents accept the same shapes, the tint also by system color name.
    package mutating func value(_ effect: VisualEffect?, traits: TraitCollection) {
        switch effect {
        case nil: null()
        case .glass(let glass)?:
            beginObject()
            fieldName("glass")
            beginObject()
            field("style", glass.style.rawValue)
            field("isInteractive", glass.isInteractive)
            fieldName("tintColor")
            if let tint = glass.tintColor { value(tint.resolvedColor(with: traits)) } else { null() }
            endObject()
            endObject()
        case .glassContainer(let container)?:
            beginObject()
            fieldName("glassContainer")
            beginObject()
            field("spacing", container.spacing)
            endObject()
            endObject()
        case let effect?: value(effect.description)
        }
    }
}
