import ViewConfigurations

/// What a style document's `separator` member sets, for the oracle.
struct DeclaredSeparator {
    var topVisibility: String?
    var bottomVisibility: String?
    var topLeading: Double?
    var topTrailing: Double?
    var bottomLeading: Double?
    var bottomTrailing: Double?
    var color: UInt32?

    var json: String? {
        var members: [String] = []
        if let topVisibility { members.append(#""topSeparatorVisibility": "\#(topVisibility)""#) }
        if let bottomVisibility { members.append(#""bottomSeparatorVisibility": "\#(bottomVisibility)""#) }
        for (name, leading, trailing) in [
            ("topSeparatorInsets", topLeading, topTrailing), ("bottomSeparatorInsets", bottomLeading, bottomTrailing),
        ] where leading != nil || trailing != nil {
            let edges = [leading.map { #""leading": \#($0)"# }, trailing.map { #""trailing": \#($0)"# }]
            members.append(#""\#(name)": {"# + edges.compactMap { $0 }.joined(separator: ", ") + "}")
        }
        if let color { members.append(#""color": "\#(DeclaredAccessory.hex(color))""#) }
        return members.isEmpty ? nil : "{" + members.joined(separator: ", ") + "}"
    }
}

/// One expected separator; nil values are not given by the reference for the case.
struct ExpectedSeparator {
    var visible: Bool
    var leadingInset: Double?
    var trailingInset: Double
    var color: ExpectedColor
}

/// The expected list around the row; nil values are not given by the reference.
struct ExpectedList {
    var appearance: String
    var background: ExpectedColor
    var showsSeparators: Bool
    var headerTopPadding: Double?
    var sectionCornerRadius: Double
}

/// The accessories file's §2 (separators) and §5 (the list), for a middle row of a section after the first, with
/// §2.4 and §5.3 for the iOS 26 design: every value the list supplies there is kept from iOS 14–18 and inferred.
enum ListModel {
    /// The separators and the explain members (`top.leadingInset`) that must be marked inferred.
    static func separators(
        _ declared: DeclaredSeparator, content: ContentFactory, hasImage: Bool, in row: RowPlacement
    ) -> (top: ExpectedSeparator, bottom: ExpectedSeparator, inferred: Set<String>) {
        let look = row.look
        var inferred: Set<String> = []
        let leading = automaticLeadingInset(content: content, hasImage: hasImage, in: row)
        func separator(
            _ edge: String, visibility: String?, leading set: Double?, trailing: Double?
        ) -> ExpectedSeparator {
            // §2.3 [inferred]: a middle row shows its bottom separator and hides its top one.
            if visibility == nil { inferred.insert(edge + ".visible") }
            if set == nil { inferred.insert(edge + ".leadingInset") }
            // §2.3 [inferred]: the automatic trailing inset is 0 on iPhone lists.
            if trailing == nil { inferred.insert(edge + ".trailingInset") }
            var color = ExpectedColor.exact(look.rgba(.separator))
            if let custom = declared.color {
                color = .exact(custom << 8 | 0xFF)
            } else if look.design26 {
                inferred.insert(edge + ".color")
            }
            let visible = visibility.map { $0 == "visible" } ?? (edge == "bottom")
            return ExpectedSeparator(
                visible: visible, leadingInset: set ?? leading, trailingInset: trailing ?? 0, color: color)
        }
        let top = separator(
            "top", visibility: declared.topVisibility, leading: declared.topLeading, trailing: declared.topTrailing)
        let bottom = separator(
            "bottom", visibility: declared.bottomVisibility, leading: declared.bottomLeading,
            trailing: declared.bottomTrailing)
        return (top, bottom, inferred)
    }

    /// §2.3 [inferred]: the content's leading margin (facts §4.7, on the preserved axis at least the cell's 16),
    /// plus, with an image, the standard symbol slot (24, 28 in sidebar styles, scaled) and the image-to-text padding.
    /// At the accessibility sizes the slot's width is ignored (facts §4.4), so the text's position is not given.
    private static func automaticLeadingInset(content: ContentFactory, hasImage: Bool, in row: RowPlacement) -> Double?
    {
        let model = ContentModel.expected(content, list: row.list, flags: row.flags, look: row.look)
        guard let margins = model.margins else { return nil }
        let margin = model.preservesHorizontal ? max(margins[1], 16) : margins[1]
        guard hasImage else { return margin }
        guard !row.look.size.isAccessibilityCategory, let padding = model.paddings?[0],
            let body = ReferenceTypeScale.metrics(.body, at: row.look.size)?.size
        else { return nil }
        let sidebar = ReferenceStyles.concrete(content, in: row.list)
        let slot = [.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell].contains(sidebar) ? 28.0 : 24
        return margin + slot * body / 17 + padding
    }

    /// §5.2 and facts §12.3: the list and the explain members (`backgroundColor`) that must be marked inferred.
    static func list(in row: RowPlacement) -> (ExpectedList, inferred: Set<String>) {
        let look = row.look
        var inferred: Set<String> = []
        var expected = ExpectedList(
            appearance: row.list.rawValue, background: .unknown, showsSeparators: true, headerTopPadding: nil,
            sectionCornerRadius: row.list == .insetGrouped ? (look.design26 ? 26 : 10) : 0)
        switch row.list {
        case .grouped, .insetGrouped:
            expected.background = .exact(look.rgba(.systemGroupedBackground))
            expected.headerTopPadding = 0
        case .plain, .sidebarPlain:
            // tableBackgroundColor, = systemBackground [inferred]; 22 above the headers after the first.
            expected.background = .exact(look.rgba(.systemBackground))
            inferred.insert("backgroundColor")
            expected.headerTopPadding = 22
        default:
            // The sidebar's background and header padding have no public value.
            inferred.formUnion(["backgroundColor", "headerTopPadding"])
        }
        if look.design26 {
            // §5.3: the list metrics moved to Swift; only the section radius is given.
            inferred.formUnion(["backgroundColor", "showsSeparators", "headerTopPadding"])
        }
        return (expected, inferred)
    }
}
