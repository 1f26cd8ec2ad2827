import Foundation

/// The part of an edited line that a field shows, scrolled horizontally so that the caret stays in view: what a
/// ``TextField`` and a list's search field draw.
///
/// Widths are in the unit of the advances the caller gives: points measured by the platform's text measurer (the
/// text field and the search field), or East Asian Width columns through ``layout(_:caret:columns:)`` (tests). While the line is edited the caret takes room of its
/// own at the cursor (the text after it moves right by the caret's width). The field scrolls only when the caret
/// would leave it, by as little as keeps it in, and never further than shows the end of the line with the caret
/// after it; a line that is not being edited is shown from its start. A character cut by an edge is shown as the
/// spaces that fit in the part inside (a wide character's cells in a terminal).
struct EditedLineViewport {
    /// The first position of the line shown (the caret's room counted), kept between frames.
    private(set) var firstPosition: CGFloat = 0
    /// The position of the caret in the latest layout, from the field's leading edge, if it was shown.
    private(set) var caretPosition: CGFloat?

    /// The first column shown, for a layout in columns.
    var firstColumn: Int { firstPosition.clampedInt() }
    /// The caret's column in the field, for a layout in columns.
    var caretColumn: Int? { caretPosition.map { $0.clampedInt() } }

    /// What the field shows: the characters before the caret and after it (all of them when there is no caret).
    struct Visible: Equatable {
        /// What is shown before the caret.
        var beforeCaret: String
        /// What is shown after the caret.
        var afterCaret: String
        /// The width of both parts and the caret.
        var width: CGFloat

        /// The width in columns, for a layout in columns.
        var columns: Int { width.clampedInt() }
    }


    /// The visible part of `text` in a field `columns` terminal columns wide (East Asian Width columns, the caret
    /// one column), with the caret before character `caret` (nil when the line is not being edited); updates the
    /// scroll position.
    mutating func layout(_ text: String, caret: Int?, columns: Int) -> Visible {
        layout(text, caret: caret, width: CGFloat(columns), caretWidth: 1, space: 1) { CGFloat(EastAsianWidth.columns(of: $0)) }
    }

    /// The visible part of `text` in a field `width` wide, with the caret (`caretWidth` wide) before character
    /// `caret` (nil when the line is not being edited), each character `advance` wide and a space `space` wide;
    /// updates the scroll position.
    mutating func layout(_ text: String, caret: Int?, width: CGFloat, caretWidth: CGFloat, space: CGFloat,
                         advance: (Character) -> CGFloat) -> Visible {
        let epsilon: CGFloat = 1e-6
        let characters = text.map { ($0, max(advance($0), 0)) }
        let caret = caret.map { min(max($0, 0), characters.count) }
        guard width > epsilon else {
            caretPosition = nil
            return Visible(beforeCaret: "", afterCaret: "", width: 0)
        }
        if let caret {
            let caretStart = characters.prefix(caret).reduce(0) { $0 + $1.1 }
            let total = characters.reduce(0) { $0 + $1.1 } + caretWidth
            if caretStart < firstPosition { firstPosition = caretStart }
            if caretStart + caretWidth > firstPosition + width { firstPosition = caretStart + caretWidth - width }
            firstPosition = max(min(firstPosition, total - width), 0)
            caretPosition = caretStart - firstPosition
        } else {
            firstPosition = 0
            caretPosition = nil
        }
        var visible = Visible(beforeCaret: "", afterCaret: "", width: 0)
        let end = firstPosition + width
        var position: CGFloat = 0
        for (index, (character, characterWidth)) in characters.enumerated() {
            if index == caret { position += caretWidth }
            let start = position
            position += characterWidth
            let shown: String
            let shownWidth: CGFloat
            if start >= firstPosition - epsilon, start + characterWidth <= end + epsilon, characterWidth > 0 || start < end {
                shown = String(character)
                shownWidth = characterWidth
            } else if start < end, start + characterWidth > firstPosition {
                // A character cut by an edge: the part inside shows as the spaces that fit in it.
                let spaces = space > 0 ? ((min(start + characterWidth, end) - max(start, firstPosition)) / space + epsilon).clampedInt(.down) : 0
                shown = String(repeating: " ", count: max(spaces, 0))
                shownWidth = CGFloat(max(spaces, 0)) * space
            } else {
                continue
            }
            visible.width += shownWidth
            if let caret, index >= caret { visible.afterCaret += shown } else { visible.beforeCaret += shown }
        }
        if caret != nil { visible.width += caretWidth }
        return visible
    }

    /// The character offset nearest to a column of the field (as a click there would put the cursor), given
    /// the latest layout of `text` in columns.
    func characterOffset(atColumn fieldColumn: Int, in text: String) -> Int {
        characterOffset(at: CGFloat(fieldColumn), in: text, caretWidth: 1) { CGFloat(EastAsianWidth.columns(of: $0)) }
    }

    /// The character offset nearest to a position in the field, from its leading edge (as a click there would put
    /// the cursor), given the latest layout of `text` with a caret `caretWidth` wide and characters `advance` wide:
    /// a click on a character's trailing half puts the cursor after it, a click on the caret before it.
    func characterOffset(at fieldPosition: CGFloat, in text: String, caretWidth: CGFloat, advance: (Character) -> CGFloat) -> Int {
        var target = max(fieldPosition, 0)
        if let caretPosition, target > caretPosition {
            target = target >= caretPosition + caretWidth ? target - caretWidth : caretPosition
        }
        target += firstPosition
        var position: CGFloat = 0
        for (offset, character) in text.enumerated() {
            let width = max(advance(character), 0)
            if position + width > target { return target >= position + width / 2 && width > 0 ? offset + 1 : offset }
            position += width
        }
        return text.count
    }
}

extension EditedLineViewport.Visible {
    /// What a field shows in a layout in columns: `columns` wide.
    init(beforeCaret: String, afterCaret: String, columns: Int) {
        self.init(beforeCaret: beforeCaret, afterCaret: afterCaret, width: CGFloat(columns))
    }
}
