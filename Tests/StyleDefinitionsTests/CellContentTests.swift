import StyleDefinitions
import Testing

/// `CellContent.empty` is the content `CellContent()` makes: every field nil.
@Suite struct CellContentTests {
    @Test func theEmptyContentHasNoField() {
        let empty = CellContent.empty
        #expect(empty == CellContent())
        #expect(empty.text == nil && empty.attributedText == nil)
        #expect(empty.secondaryText == nil && empty.secondaryAttributedText == nil)
        #expect(empty.image == nil && empty.locale == nil)
        #expect(empty != CellContent(text: "Row"))
        #expect(empty != CellContent(image: "star.fill"))
    }
}
