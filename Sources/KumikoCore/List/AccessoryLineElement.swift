import Foundation

/// A one-line element of a list's own: the search field (on the platform's field, where it draws one) and the
/// refresh progress line.
@MainActor
final class AccessoryLineElement: LayoutElement {
    private var text = ""
    private var icon = Image(systemName: "")
    private var isPlaceholder = false
    private var caret: Int?
    /// Whether the line is the list's search field (drawn on the platform's field, ``Chrome/searchField``).
    private var isSearchField = false
    private var viewport = EditedLineViewport()
    /// A search field's prompt (what shows while its text is empty).
    private var prompt = ""

    /// Sets what the line shows: an icon and a text (dim when it is a placeholder), with the platform's caret
    /// (``Chrome/textCaret(lineStyle:)`` in the line's look, one column wide) before character `caret` while the
    /// text is being typed (nil otherwise; a placeholder's caret is before it).
    /// A text too long for the line scrolls to keep the caret in view (``EditedLineViewport``).
    func configure(_ text: String, icon: Image, isPlaceholder: Bool, caret: Int?, isSearchField: Bool = false, prompt: String = "") {
        self.isSearchField = isSearchField
        self.prompt = prompt
        self.text = text
        self.icon = icon
        self.isPlaceholder = isPlaceholder
        self.caret = caret
    }

    /// The icon as characters of the line where the platform shows it so (the terminal: ⌕ for the magnifying
    /// glass), then a space; empty where the platform draws the image itself (``iconWidth`` leaves its room).
    private var prefix: String {
        environment.platform.symbols.inlineText(forSymbol: icon.systemName).map { "\($0) " } ?? ""
    }

    /// The room of an icon the platform draws itself: the image's width in the body font and a space.
    private var iconWidth: CGFloat {
        let symbols = environment.platform.symbols
        guard symbols.inlineText(forSymbol: icon.systemName) == nil else { return 0 }
        return symbols.size(ofSymbol: icon.systemName, in: .body).width + environment.platform.text.width(of: " ")
    }

    /// The room the caret takes: the advance of "0" in the body font, as CSS's `ch` unit (a terminal cell's
    /// width in a terminal).
    private var column: CGFloat { max(environment.platform.text.width(of: "0"), 1) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let text = environment.platform.text
        let ideal = iconWidth + text.width(of: prefix) + text.width(of: self.text) + (caret == nil ? 0 : column)
        return CGSize(width: proposal.width ?? ideal, height: environment.platform.lineHeight)
    }

    override func draw(into list: inout DisplayList) {
        // The line scrolls in points from the platform's advances in the body font, within the grid's whole units.
        let measurer = environment.platform.text
        let font = ResolvedFont.body
        let iconWidth = self.iconWidth
        let gray = ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)
        var style = TextStyle(foreground: isPlaceholder ? gray : nil)
        let field = isSearchField ? environment.platform.metrics.list.searchFieldOutset : nil
        if let field {
            list.append(.searchField, frame: CGRect(x: frame.minX - field.leading, y: frame.minY - field.top,
                                                    width: frame.width + field.leading + field.trailing,
                                                    height: frame.height + field.top + field.bottom))
        }
        // Without a field of the platform's, typed text is underlined to show it is a field.
        style.underline = !isPlaceholder && field == nil
        if iconWidth > 0 {
            // The platform draws the icon: its image at the line's start, in the prompt's gray.
            icon.drawInline(into: &list, symbols: environment.platform.symbols, font: font, x: frame.minX,
                            line: (frame.minY, frame.height), tint: gray, opacity: 1)
        }
        let line = CGRect(x: frame.minX + iconWidth, y: frame.minY, width: max(frame.width - iconWidth, 0), height: frame.height)
        if list.editsTextNatively, isSearchField, let node {
            // The backend's own search field edits the text (its node is the list's), in the line's font.
            var fieldStyle = TextStyle()
            fieldStyle.font = font
            list.append(.textInput(TextInput(node: node.identity, frame: line, kind: .search, text: isPlaceholder ? "" : text,
                                             placeholder: prompt, style: fieldStyle, placeholderColor: gray,
                                             isFocused: caret != nil)))
            return
        }
        let room = environment.platform.grid.floored(frame.width + 1e-6, along: .horizontal) - iconWidth - measurer.width(of: prefix, in: font)
        let visible = viewport.layout(text, caret: caret, width: room, caretWidth: column, space: measurer.advance(of: " ", in: font)) {
            measurer.advance(of: $0, in: font)
        }
        let before = prefix + visible.beforeCaret
        guard caret != nil else {
            list.append(.text(TextDrawing(frame: line, lines: [.init(segments: [(before, style), (visible.afterCaret, style)])], opacity: 1)))
            return
        }
        // The text before the caret, the caret's chrome in the line's look (one column), then the text after it.
        let caretX = line.minX + measurer.width(of: before)
        list.append(.text(TextDrawing(frame: line, lines: [.init(segments: [(before, style)])], opacity: 1)))
        list.append(.textCaret(lineStyle: style), frame: CGRect(x: caretX, y: line.minY, width: column, height: line.height), opacity: 1)
        let rest = CGRect(x: caretX + column, y: line.minY, width: max(line.maxX - caretX - column, 0), height: line.height)
        list.append(.text(TextDrawing(frame: rest, lines: [.init(segments: [(visible.afterCaret, style)])], opacity: 1)))
    }
}
