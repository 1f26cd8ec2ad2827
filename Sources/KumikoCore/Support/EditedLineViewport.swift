/// The part of an edited line that a field a number of cells wide shows, scrolled horizontally so that the
/// caret stays in view: what a ``TextField`` and a list's search field draw.
///
/// While the line is edited the caret takes a cell of its own at the cursor (the text after it moves one cell
/// right). The field scrolls only when the caret would leave it, by as little as keeps it in, and never
/// further than shows the end of the line with the caret after it; a line that is not being edited is shown
/// from its start. Widths are cells (``CellWidth``): a wide character cut by an edge is shown as spaces.
struct EditedLineViewport {
    /// The first column of the line shown (the caret's cell counted), kept between frames.
    private(set) var firstColumn = 0
    /// The column of the caret in the latest layout, in the field's cells, if it was shown.
    private(set) var caretColumn: Int?

    /// What the field shows: the characters before the caret and after it (all of them when there is no caret).
    struct Visible: Equatable {
        /// What is shown before the caret.
        var beforeCaret: String
        /// What is shown after the caret.
        var afterCaret: String
        /// The width in cells of both parts and the caret.
        var columns: Int
    }

    /// The visible part of `text` in a field `columns` cells wide, with the caret before character `caret`
    /// (nil when the line is not being edited); updates the scroll position.
    mutating func layout(_ text: String, caret: Int?, columns: Int) -> Visible {
        let characters = text.map { ($0, EastAsianWidth.columns(of: $0)) }
        let caret = caret.map { min(max($0, 0), characters.count) }
        guard columns > 0 else {
            caretColumn = nil
            return Visible(beforeCaret: "", afterCaret: "", columns: 0)
        }
        if let caret {
            let caretStart = characters.prefix(caret).reduce(0) { $0 + $1.1 }
            let total = characters.reduce(0) { $0 + $1.1 } + 1
            if caretStart < firstColumn { firstColumn = caretStart }
            if caretStart + 1 > firstColumn + columns { firstColumn = caretStart + 1 - columns }
            firstColumn = max(min(firstColumn, total - columns), 0)
            caretColumn = caretStart - firstColumn
        } else {
            firstColumn = 0
            caretColumn = nil
        }
        var visible = Visible(beforeCaret: "", afterCaret: "", columns: 0)
        let end = firstColumn + columns
        var column = 0
        for (index, (character, width)) in characters.enumerated() {
            if index == caret { column += 1 }
            let start = column
            column += width
            let shown: String
            if start >= firstColumn, start + width <= end, width > 0 || start < end {
                shown = String(character)
            } else if start < end, start + width > firstColumn {
                // A wide character cut by an edge: the part inside shows as spaces.
                shown = String(repeating: " ", count: min(start + width, end) - max(start, firstColumn))
            } else {
                continue
            }
            visible.columns += EastAsianWidth.columns(of: shown)
            if let caret, index >= caret { visible.afterCaret += shown } else { visible.beforeCaret += shown }
        }
        if caret != nil { visible.columns += 1 }
        return visible
    }

    /// The character offset nearest to a column of the field (as a click there would put the cursor), given
    /// the latest layout of `text`.
    func characterOffset(atColumn fieldColumn: Int, in text: String) -> Int {
        var target = max(fieldColumn, 0)
        if let caretColumn, target > caretColumn { target -= 1 }
        target += firstColumn
        var column = 0
        for (offset, character) in text.enumerated() {
            let width = EastAsianWidth.columns(of: character)
            // A click on a character's right half puts the cursor after it.
            if column + width > target { return width > 1 && target > column ? offset + 1 : offset }
            column += width
        }
        return text.count
    }
}
