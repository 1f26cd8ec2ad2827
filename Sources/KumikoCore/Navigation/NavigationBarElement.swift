import Foundation

/// A navigation bar in a terminal: one line with "‹ " and the previous screen's title (or "Back") at the
/// leading edge, then the leading toolbar items; the title in bold in the middle (or the principal items);
/// the trailing toolbar items at the trailing edge. No line at all when there is nothing to show. A stack's
/// bottom bar is the same element with its items in the middle.
@MainActor
final class NavigationBarElement: LayoutElement {
    private var title: String?
    private var backTitle: String?
    private var leading: [LayoutElement] = []
    private var principal: [LayoutElement] = []
    private var trailing: [LayoutElement] = []

    /// Sets what the bar shows.
    func configure(title: String?, backTitle: String?, leading: [LayoutElement] = [], principal: [LayoutElement] = [],
                   trailing: [LayoutElement] = []) {
        self.title = title
        self.backTitle = backTitle
        self.leading = leading
        self.principal = principal
        self.trailing = trailing
    }

    /// Whether the bar has nothing to show.
    var isEmpty: Bool { title == nil && backTitle == nil && leading.isEmpty && principal.isEmpty && trailing.isEmpty }

    private var cell: CGSize { environment.platformMetrics.cellSize }
    private var backText: String? { backTitle.map { "‹ " + $0 } }

    /// An item's width on the bar's one line.
    private func width(of item: LayoutElement) -> CGFloat {
        item.sizeThatFits(ProposedViewSize(width: nil, height: cell.height)).width
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !isEmpty else { return CGSize(width: proposal.width ?? 0, height: 0) }
        let text = (backText.map { $0 + "  " } ?? "") + (principal.isEmpty ? title ?? "" : "")
        let items = (leading + principal + trailing).map { width(of: $0) + cell.width }.reduce(0, +)
        return CGSize(width: proposal.width ?? CGFloat(EastAsianWidth.columns(of: text)) * cell.width + items, height: cell.height)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let line = ProposedViewSize(width: nil, height: cell.height)
        var x = frame.minX + (backText.map { CGFloat(EastAsianWidth.columns(of: $0) + 2) * cell.width } ?? 0)
        for item in leading {
            item.place(in: CGRect(x: x, y: frame.minY, width: width(of: item), height: cell.height), proposal: line)
            x += width(of: item) + 2 * cell.width
        }
        var right = frame.maxX
        for item in trailing.reversed() {
            right -= width(of: item)
            item.place(in: CGRect(x: right, y: frame.minY, width: width(of: item), height: cell.height), proposal: line)
            right -= 2 * cell.width
        }
        let middle = principal.map(width(of:)).reduce(0, +) + CGFloat(max(principal.count - 1, 0)) * 2 * cell.width
        var start = max(snapped(frame.minX + (frame.width - middle) / 2), x)
        for item in principal {
            item.place(in: CGRect(x: start, y: frame.minY, width: width(of: item), height: cell.height), proposal: line)
            start += width(of: item) + 2 * cell.width
        }
    }

    /// A horizontal position rounded down to a whole column.
    private func snapped(_ x: CGFloat) -> CGFloat { (x / cell.width).rounded(.down) * cell.width }

    override func draw(into list: inout DisplayList) {
        guard !isEmpty else { return }
        let columns = max(Int((frame.width / cell.width).rounded(.down)), 0)
        if let back = backText {
            list.append(.text(TextDrawing(frame: CGRect(x: frame.minX, y: frame.minY, width: CGFloat(EastAsianWidth.columns(of: back)) * cell.width, height: cell.height),
                                          lines: [.init(segments: [(back, TextStyle(foreground: Color.accentColor.resolved()))])], opacity: 1)))
        }
        if let title, principal.isEmpty {
            var style = TextStyle()
            style.bold = true
            let width = EastAsianWidth.columns(of: title)
            let leadingEnd = leading.last.map { Int((($0.frame.maxX - frame.minX) / cell.width).rounded()) + 2 }
                ?? backTitle.map { EastAsianWidth.columns(of: "‹ " + $0) + 2 } ?? 0
            let start = max((columns - width) / 2, leadingEnd)
            list.append(.text(TextDrawing(frame: CGRect(x: frame.minX + CGFloat(start) * cell.width, y: frame.minY, width: CGFloat(width) * cell.width, height: cell.height),
                                          lines: [.init(segments: [(title, style)])], opacity: 1)))
        }
        for item in leading + principal + trailing { item.render(into: &list) }
    }
}
