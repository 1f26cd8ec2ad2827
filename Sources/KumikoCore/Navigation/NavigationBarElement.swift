import Foundation

/// The navigation bar of a stack in a terminal: one line with "‹ " and the previous screen's title (or
/// "Back") at the leading edge and the title in bold in the middle; no line at all at the root without a title.
@MainActor
final class NavigationBarElement: LayoutElement {
    private var title: String?
    private var backTitle: String?

    /// Sets what the bar shows.
    func configure(title: String?, backTitle: String?) {
        self.title = title
        self.backTitle = backTitle
    }

    /// Whether the bar has nothing to show.
    var isEmpty: Bool { title == nil && backTitle == nil }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cell = environment.platformMetrics.cellSize
        let text = (backTitle.map { "‹ \($0)  " } ?? "") + (title ?? "")
        return CGSize(width: proposal.width ?? CGFloat(CellWidth.of(text)) * cell.width, height: isEmpty ? 0 : cell.height)
    }

    override func render(into list: inout DisplayList) {
        guard !isEmpty else { return }
        let cell = environment.platformMetrics.cellSize
        let columns = max(Int((frame.width / cell.width).rounded(.down)), 0)
        if let backTitle {
            let back = "‹ " + backTitle
            list.append(.text(TextDrawing(frame: CGRect(x: frame.minX, y: frame.minY, width: CGFloat(CellWidth.of(back)) * cell.width, height: cell.height),
                                          lines: [.init(segments: [(back, TextStyle(foreground: Color.accentColor.resolved()))], columnOffset: 0)], opacity: 1)))
        }
        if let title {
            var style = TextStyle()
            style.bold = true
            let width = CellWidth.of(title)
            let start = max((columns - width) / 2, backTitle.map { CellWidth.of("‹ " + $0) + 2 } ?? 0)
            list.append(.text(TextDrawing(frame: CGRect(x: frame.minX + CGFloat(start) * cell.width, y: frame.minY, width: CGFloat(width) * cell.width, height: cell.height),
                                          lines: [.init(segments: [(title, style)], columnOffset: 0)], opacity: 1)))
        }
    }
}
