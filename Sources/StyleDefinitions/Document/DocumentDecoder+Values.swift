import StrictJSON
import ViewConfigurations

/// Decoders for the configuration value types, as documents and requests spell them.
extension DocumentDecoder {
    static let colorExpectation =
        "a color: \"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or a system color name such as \"systemBlue\""

    /// A color (`"#34C759"`, `"systemBlue"`, an alias to a color token `"{brand.accent}"`); when `nullMeansTint`,
    /// JSON null gives `.some(nil)`, the tint.
    mutating func color(_ value: JSONValue, at pointer: JSONPointer, nullMeansTint: Bool) -> Color?? {
        if value.isNull {
            if nullMeansTint { return .some(nil) }
            report(pointer, "expected \(Self.colorExpectation), found null")
            return nil
        }
        guard let text = value.stringValue else {
            report(
                pointer,
                "expected \(Self.colorExpectation)\(nullMeansTint ? " or null for the tint color" : ""), found \(value.typeName)"
            )
            return nil
        }
        if let color = Color(hex: text) ?? Color(name: text) { return .some(color) }
        if Self.isAlias(text) { return tokenColor(text, at: pointer).map { .some($0) } }
        report(Self.notAColor(text, at: pointer))
        return nil
    }

    /// The problem for a string that is not a color, with the color meant for a near miss: the hex digits without
    /// their `#` (`"34C759"` → `"#34C759"`), a system color without its prefix (`"blue"` → `"systemBlue"`), or the
    /// closest system color name (`"systemblue"` → `"systemBlue"`).
    package static func notAColor(_ text: String, at pointer: JSONPointer) -> DocumentProblem {
        let prefixed = "system" + text.lowercased()
        let hint =
            Color(hex: "#" + text) != nil
            ? "#" + text : SystemColor.allCases.first { $0.rawValue.lowercased() == prefixed }?.rawValue
        return DocumentProblem.unknownName(
            text, among: SystemColor.allCases.map(\.rawValue), at: pointer,
            message: "\"\(text)\" is not \(colorExpectation)", hint: hint)
    }

    /// A non-null color.
    package mutating func requiredColor(_ value: JSONValue, at pointer: JSONPointer) -> Color? {
        guard let color = color(value, at: pointer, nullMeansTint: false) else { return nil }
        return color
    }

    /// A color transformer by name (`"grayscale"`, `"alpha(0.5)"`); null removes it.
    mutating func transformer(_ value: JSONValue, at pointer: JSONPointer) -> ColorTransformer?? {
        if value.isNull { return .some(nil) }
        let forms = ColorTransformer.specificationForms.joined(separator: ", ")
        guard let text = value.stringValue else {
            report(pointer, "expected a color transformer name (\(forms)) or null, found \(value.typeName)")
            return nil
        }
        if let transformer = ColorTransformer(specification: text) { return .some(transformer) }
        report(
            pointer,
            "\"\(text)\" is not a color transformer; expected one of: \(forms), steps may be joined by \" then \"")
        return nil
    }

    /// A visual effect: by name (`"systemMaterial"`, `"vibrancy(systemMaterial,label)"`, `"gaussianBlur(4)"`,
    /// `"glass"`, `"glass(clear,interactive,tint:systemBlue)"`, `"glassContainer(12)"`), or as an object
    /// `{"glass": {"style", "isInteractive", "tintColor"}}` / `{"glassContainer": {"spacing"}}` (each member optional,
    /// UIKit's defaults when absent; the shape the answer writes); null removes it.
    mutating func visualEffect(_ value: JSONValue, at pointer: JSONPointer) -> VisualEffect?? {
        if value.isNull { return .some(nil) }
        if let object = value.objectValue { return visualEffect(object, at: pointer).map { .some($0) } }
        guard let text = value.stringValue, let effect = VisualEffect(specification: text) else {
            report(
                pointer,
                "expected a blur style name (\(BlurEffectStyle.allCases.map(\.rawValue).joined(separator: ", "))), \"vibrancy(<blur>,<style>)\", \"gaussianBlur(<radius>)\", \"glass\", \"glass(<regular|clear>[,interactive][,tint:<color>])\", \"glassContainer(<spacing>)\", {\"glass\": {…}}, {\"glassContainer\": {…}} or null"
            )
            return nil
        }
        return .some(effect)
    }

    /// `{"glass": {…}}` or `{"glassContainer": {…}}`: exactly one member.
    private mutating func visualEffect(_ object: JSONObject, at pointer: JSONPointer) -> VisualEffect? {
        let kinds = ["glass", "glassContainer"]
        rejectUnknownKeys(object, allowed: kinds, at: pointer)
        let present = kinds.filter { object[$0] != nil }
        guard present.count == 1, let kind = present.first, let member = object[kind] else {
            if present.count > 1 {
                report(pointer, "expected one of \"glass\" or \"glassContainer\", found both")
            } else if object.keys.isEmpty {
                report(pointer, "expected {\"glass\": {…}} or {\"glassContainer\": {…}}, found an empty object")
            }
            return nil
        }
        let here = pointer.appending(kind)
        guard let fields = self.object(member, at: here) else { return nil }
        let problemsBefore = problems.count
        if kind == "glassContainer" {
            rejectUnknownKeys(fields, allowed: ["spacing"], at: here)
            let spacing =
                fields["spacing"].flatMap {
                    number($0, at: here.appending("spacing"), in: GlassContainerEffect.spacingRange)
                } ?? 0
            return problems.count == problemsBefore ? .glassContainer(GlassContainerEffect(spacing: spacing)) : nil
        }
        rejectUnknownKeys(fields, allowed: ["style", "isInteractive", "tintColor"], at: here)
        var glass = GlassEffect()
        if let style = fields["style"] {
            name(style, as: GlassEffect.Style.self, at: here.appending("style")).map { glass.style = $0 }
        }
        if let interactive = fields["isInteractive"] {
            bool(interactive, at: here.appending("isInteractive")).map { glass.isInteractive = $0 }
        }
        if let tint = fields["tintColor"], !tint.isNull {  // null is UIKit's default: no tint
            requiredColor(tint, at: here.appending("tintColor")).map { glass.tintColor = $0 }
        }
        return problems.count == problemsBefore ? .glass(glass) : nil
    }

    /// A string or null.
    mutating func optionalString(_ value: JSONValue, at pointer: JSONPointer) -> String?? {
        if value.isNull { return .some(nil) }
        guard let text = string(value, at: pointer) else { return nil }
        return .some(text)
    }

    /// `{top, leading, bottom, trailing}`; missing edges are 0.
    mutating func directionalInsets(_ value: JSONValue, at pointer: JSONPointer) -> DirectionalEdgeInsets? {
        guard let object = object(value, at: pointer) else { return nil }
        rejectUnknownKeys(object, allowed: ["top", "leading", "bottom", "trailing"], at: pointer)
        var insets = DirectionalEdgeInsets()
        var valid = true
        func edge(_ key: String) -> Double {
            guard let member = object[key] else { return 0 }
            guard let number = number(member, at: pointer.appending(key), in: -10_000...10_000) else {
                valid = false
                return 0
            }
            return number
        }
        insets.top = edge("top")
        insets.leading = edge("leading")
        insets.bottom = edge("bottom")
        insets.trailing = edge("trailing")
        return valid ? insets : nil
    }

    /// `{width, height}`, each at least 0 unless `allowStandard` lets `"standard"` stand for UIKit's standard dimension.
    mutating func size(_ value: JSONValue, at pointer: JSONPointer, allowStandard: Bool = false) -> Size? {
        guard let object = object(value, at: pointer) else { return nil }
        rejectUnknownKeys(object, allowed: ["width", "height"], at: pointer)
        var valid = true
        func dimension(_ key: String) -> Double {
            guard let member = object[key] else { return 0 }
            if allowStandard, member.stringValue == "standard" {
                return ListContentConfiguration.ImageProperties.standardDimension
            }
            guard let number = number(member, at: pointer.appending(key), in: -10_000...10_000) else {
                valid = false
                return 0
            }
            return number
        }
        let size = Size(width: dimension("width"), height: dimension("height"))
        return valid ? size : nil
    }

    /// An array of edge names (`["leading", "trailing"]`) or `"all"`.
    mutating func edges(_ value: JSONValue, at pointer: JSONPointer) -> DirectionalRectEdge? {
        let names: [String: DirectionalRectEdge] = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "all": .all,
        ]
        if let text = value.stringValue, let edge = names[text] { return edge }
        guard let array = value.arrayValue else {
            report(
                pointer,
                "expected an array of edges (top, leading, bottom, trailing) or \"all\", found \(value.typeName)")
            return nil
        }
        var edges: DirectionalRectEdge = []
        for (index, element) in array.enumerated() {
            guard let text = element.stringValue, let edge = names[text] else {
                report(pointer.appending(index), "expected one of: top, leading, bottom, trailing")
                return nil
            }
            edges.formUnion(edge)
        }
        return edges
    }

    /// `"none"`, `"horizontal"`, `"vertical"` or `"both"`.
    mutating func axes(_ value: JSONValue, at pointer: JSONPointer) -> Axis? {
        let names: [String: Axis] = ["none": [], "horizontal": .horizontal, "vertical": .vertical, "both": .both]
        guard let text = value.stringValue, let axes = names[text] else {
            report(pointer, "expected one of: none, horizontal, vertical, both")
            return nil
        }
        return axes
    }

    /// A font: `{"textStyle": "headline"}` follows Dynamic Type (`"emphasized": true` for the style's emphasized
    /// weight); with `"pointSize"` (and optionally `"weight"`, `"leading"`) it is a fixed font.
    mutating func font(_ value: JSONValue, at pointer: JSONPointer) -> Font? {
        guard let object = object(value, at: pointer) else { return nil }
        rejectUnknownKeys(object, allowed: ["textStyle", "pointSize", "weight", "leading", "emphasized"], at: pointer)
        let problemsBefore = problems.count
        let textStyle = object["textStyle"].flatMap { name($0, as: TextStyle.self, at: pointer.appending("textStyle")) }
        let pointSize = object["pointSize"].flatMap { number($0, at: pointer.appending("pointSize"), in: 1...1_000) }
        let weight = object["weight"].flatMap { name($0, as: Font.Weight.self, at: pointer.appending("weight")) }
        let leading = object["leading"].flatMap { number($0, at: pointer.appending("leading"), in: 0...2_000) }
        let emphasized = object["emphasized"].flatMap { bool($0, at: pointer.appending("emphasized")) } ?? false
        guard problems.count == problemsBefore else { return nil }
        if let pointSize {
            let font = Font(textStyle: textStyle, pointSize: pointSize, weight: weight ?? .regular, leading: leading)
            return emphasized ? font.withSymbolicTraits(.traitBold) : font
        }
        guard let textStyle else {
            report(pointer, "expected \"textStyle\" (a Dynamic Type font) or \"pointSize\" (a fixed font)")
            return nil
        }
        if weight != nil || leading != nil {
            report(
                pointer,
                "\"weight\" and \"leading\" need \"pointSize\"; a Dynamic Type font takes \"emphasized\" instead")
            return nil
        }
        let font = Font.preferredFont(forTextStyle: textStyle)
        return emphasized ? font.withSymbolicTraits(.traitBold) : font
    }

    /// `{textStyle?, pointSize?, weight?, scale?}` or null.
    mutating func symbolConfiguration(_ value: JSONValue, at pointer: JSONPointer) -> SymbolConfiguration?? {
        if value.isNull { return .some(nil) }
        guard let object = object(value, at: pointer) else { return nil }
        rejectUnknownKeys(object, allowed: ["textStyle", "pointSize", "weight", "scale"], at: pointer)
        let problemsBefore = problems.count
        let configuration = SymbolConfiguration(
            textStyle: object["textStyle"].flatMap { name($0, as: TextStyle.self, at: pointer.appending("textStyle")) },
            pointSize: object["pointSize"].flatMap { number($0, at: pointer.appending("pointSize"), in: 1...1_000) },
            weight: object["weight"].flatMap { name($0, as: Font.Weight.self, at: pointer.appending("weight")) },
            scale: object["scale"].flatMap {
                name($0, as: SymbolConfiguration.Scale.self, at: pointer.appending("scale"))
            }
                ?? .default)
        return problems.count == problemsBefore ? .some(configuration) : nil
    }
}
