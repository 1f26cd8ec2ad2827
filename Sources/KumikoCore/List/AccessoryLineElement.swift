import Foundation

/// A one-line element of a list's own: the search field and the refresh progress line.
@MainActor
final class AccessoryLineElement: LayoutElement {
    private var text = ""
    private var icon = ""
    private var isPlaceholder = false
    private var showsCaret = false

    /// Sets what the line shows: an icon and a text (dim when it is a placeholder), with a caret while the
    /// text is being typed (before a placeholder, after a text).
    func configure(_ text: String, icon: String, isPlaceholder: Bool, showsCaret: Bool) {
        self.text = text
        self.icon = icon
        self.isPlaceholder = isPlaceholder
        self.showsCaret = showsCaret
    }

    private var line: String {
        guard showsCaret else { return "\(icon) \(text)" }
        return isPlaceholder ? "\(icon) ▏\(text)" : "\(icon) \(text)▏"
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cell = environment.platformMetrics.cellSize
        return CGSize(width: proposal.width ?? CGFloat(CellWidth.of(line)) * cell.width, height: cell.height)
    }

    override func render(into list: inout DisplayList) {
        var style = TextStyle(foreground: isPlaceholder ? ResolvedColor(red: 0.557, green: 0.557, blue: 0.576) : nil)
        style.underline = !isPlaceholder
        list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: [(line, style)], columnOffset: 0)], opacity: 1)))
    }
}
