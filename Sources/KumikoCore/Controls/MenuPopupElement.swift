import Foundation

/// Lays out and draws a popup menu's entries, one below another, in the box the presentation draws around
/// it (DESIGN.md §3.9):
///
/// ```
/// ╭──────────╮
/// │ ✓ Small  │
/// │   Medium │
/// │──────────│
/// │   Large  │
/// ╰──────────╯
/// ```
///
/// Each line has one column of padding at each side; a column for the `✓` (in the accent colour) when any
/// entry is a picker option; the entry's own views; and `›` at the end of a submenu's line. The highlighted
/// line is drawn in reverse video across its whole width; a destructive button's text is red; headers, texts
/// and options without a value are grey; separators are a line of `─`.
@MainActor
final class MenuPopupElement: LayoutElement {
    /// The entries, as of the latest layout.
    var entries: [MenuEntry] = []
    /// The highlighted entry's index.
    var highlighted: Int?
    /// Each entry's frame, after placement.
    private var lineFrames: [CGRect] = []

    private var cell: CGSize { environment.platformMetrics.cellSize }
    /// Columns before an entry's views: the padding, and the mark column with its gap when options are shown.
    private var leading: CGFloat { cell.width * (entries.contains { if case .option = $0.kind { true } else { false } } ? 3 : 1) }
    /// Columns after an entry's views: the `›` with its gap when a submenu is shown, and the padding.
    private var trailing: CGFloat { cell.width * (entries.contains(where: \.isSubmenu) ? 3 : 1) }

    /// The index of the entry whose line contains a point (root coordinates).
    func entryIndex(at point: CGPoint) -> Int? {
        lineFrames.firstIndex { $0.contains(point) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = entries.flatMap(\.elements).map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        let width = proposal.width ?? (leading + ideal + trailing)
        let contentWidth = max(width - leading - trailing, 0)
        let height = entries.reduce(CGFloat(0)) { $0 + lineHeight(of: $1, contentWidth: contentWidth) }
        return CGSize(width: width, height: height)
    }

    /// An entry's height: one row for a separator; its views' heights stacked (at least one row for an entry
    /// that can be chosen).
    private func lineHeight(of entry: MenuEntry, contentWidth: CGFloat) -> CGFloat {
        if entry.isSeparator { return cell.height }
        let height = entry.elements.reduce(CGFloat(0)) { $0 + $1.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil)).height }
        return entry.isSelectable ? max(height, cell.height) : height
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let contentWidth = max(frame.width - leading - trailing, 0)
        var y = frame.minY
        lineFrames = []
        for entry in entries {
            let height = lineHeight(of: entry, contentWidth: contentWidth)
            lineFrames.append(CGRect(x: frame.minX, y: y, width: frame.width, height: height))
            var elementY = y
            for element in entry.elements {
                let proposal = ProposedViewSize(width: contentWidth, height: nil)
                let size = element.sizeThatFits(proposal)
                element.place(in: CGRect(x: frame.minX + leading, y: elementY, width: size.width, height: size.height), proposal: proposal)
                elementY += size.height
            }
            y += height
        }
    }

    override func draw(into list: inout DisplayList) {
        let environment = self.environment
        let columns = max((frame.width / max(cell.width, 1)).clampedInt(.down), 0)
        let grey = Color.secondary.resolved()
        let accent = Color.accentColor.resolved()
        for (index, entry) in entries.enumerated() where lineFrames.indices.contains(index) {
            let line = lineFrames[index]
            let isHighlighted = index == highlighted && entry.isSelectable
            var drawn = DisplayList()
            if isHighlighted {
                drawn.append(.text(textLine(String(repeating: " ", count: columns), at: line.origin, style: TextStyle(), environment)))
            }
            if entry.isSeparator {
                drawn.append(.text(textLine(String(repeating: "─", count: columns), at: line.origin, style: TextStyle(foreground: grey), environment)))
            }
            if entry.isChecked {
                let mark = CGPoint(x: line.minX + cell.width, y: line.minY)
                drawn.append(.text(textLine("✓", at: mark, style: TextStyle(foreground: accent), environment)))
            }
            for element in entry.elements { element.render(into: &drawn) }
            if entry.isSubmenu {
                let arrow = CGPoint(x: line.maxX - 2 * cell.width, y: line.minY)
                drawn.append(.text(textLine("›", at: arrow, style: TextStyle(foreground: grey), environment)))
            }
            let tint: ResolvedColor? = entry.isDestructive ? Color.red.resolved() : entry.isSelectable ? nil : grey
            if isHighlighted { list.append(.beginMark(.chosen)) }
            for var drawnEntry in drawn.entries {
                drawnEntry.item = Self.tinted(drawnEntry.item, tint: tint)
                list.append(drawnEntry)
            }
            if isHighlighted { list.append(.endMark) }
        }
    }

    /// One line of text at a point.
    private func textLine(_ text: String, at origin: CGPoint, style: TextStyle, _ environment: EnvironmentValues) -> TextDrawing {
        let width = CGFloat(EastAsianWidth.columns(of: text)) * cell.width
        return TextDrawing(frame: CGRect(x: origin.x, y: origin.y, width: width, height: cell.height),
                           lines: [.init(segments: [(text, style)])], opacity: environment.drawingOpacity)
    }

    /// A drawing command with the text that has no colour of its own given `tint`.
    private static func tinted(_ item: DisplayList.Item, tint: ResolvedColor?) -> DisplayList.Item {
        guard case .text(var text) = item, let tint else { return item }
        for line in text.lines.indices {
            for segment in text.lines[line].segments.indices {
                if text.lines[line].segments[segment].style.foreground == nil {
                    text.lines[line].segments[segment].style.foreground = tint
                }
            }
        }
        return .text(text)
    }
}
