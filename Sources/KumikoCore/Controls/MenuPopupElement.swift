import Foundation

/// Lays out and draws a popup menu's entries, one below another, in the box the presentation draws around
/// it (DESIGN.md §3.9).
///
/// Each line has the platform's padding at each side (``ControlMetrics/menuPadding``); a column for the
/// checkmark (``Chrome/menuCheckmark``) when any entry is a picker option; the entry's own views; and a
/// submenu's indicator (``Chrome/submenuIndicator``) at the end of its line. The highlighted line is a
/// ``Chrome/menuHighlight`` under the entry inside a `.chosen` mark; a destructive button's text is red; headers,
/// texts and options without a value are grey; separators are ``Chrome/menuSeparator``. How they look is the
/// platform's (the terminal's: `✓`, `›`, a row of `─`, reverse video).
@MainActor
final class MenuPopupElement: LayoutElement {
    /// The entries, as of the latest layout.
    var entries: [MenuEntry] = []
    /// The highlighted entry's index.
    var highlighted: Int?
    /// Each entry's frame, after placement.
    private var lineFrames: [CGRect] = []

    /// The platform's room for a menu's padding, columns, separators and rows.
    private var metrics: ControlMetrics { environment.platformMetrics.controls }
    /// The room before an entry's views: the padding, and the checkmark column when options are shown.
    private var leading: CGFloat {
        metrics.menuPadding + (entries.contains { if case .option = $0.kind { true } else { false } } ? metrics.menuCheckmarkWidth : 0)
    }
    /// The room after an entry's views: the submenu indicator's column when a submenu is shown, and the padding.
    private var trailing: CGFloat { metrics.menuPadding + (entries.contains(where: \.isSubmenu) ? metrics.menuSubmenuIndicatorWidth : 0) }

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

    /// An entry's height: the platform's for a separator; its views' heights stacked (at least the platform's
    /// least row height for an entry that can be chosen).
    private func lineHeight(of entry: MenuEntry, contentWidth: CGFloat) -> CGFloat {
        if entry.isSeparator { return metrics.menuSeparatorHeight }
        let height = entry.elements.reduce(CGFloat(0)) { $0 + $1.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil)).height }
        return entry.isSelectable ? max(height, metrics.menuRowMinimumHeight) : height
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
        let metrics = self.metrics
        let opacity = environment.drawingOpacity
        let grey = Color.secondary.resolved()
        for (index, entry) in entries.enumerated() where lineFrames.indices.contains(index) {
            let line = lineFrames[index]
            let isHighlighted = index == highlighted && entry.isSelectable
            let tint: ResolvedColor? = entry.isDestructive ? Color.red.resolved() : entry.isSelectable ? nil : grey
            var drawn = DisplayList()
            if isHighlighted { drawn.append(.menuHighlight, frame: line, tint: tint, opacity: opacity) }
            if entry.isSeparator { drawn.append(.menuSeparator, frame: line, opacity: opacity) }
            if entry.isChecked {
                let column = CGRect(x: line.minX + metrics.menuPadding, y: line.minY, width: metrics.menuCheckmarkWidth, height: line.height)
                drawn.append(.menuCheckmark, frame: column, opacity: opacity)
            }
            for element in entry.elements { element.render(into: &drawn) }
            if entry.isSubmenu {
                let column = CGRect(x: line.maxX - metrics.menuPadding - metrics.menuSubmenuIndicatorWidth, y: line.minY,
                                    width: metrics.menuSubmenuIndicatorWidth, height: line.height)
                drawn.append(.submenuIndicator, frame: column, opacity: opacity)
            }
            if isHighlighted { list.append(.beginMark(.chosen)) }
            for var drawnEntry in drawn.entries {
                drawnEntry.item = Self.tinted(drawnEntry.item, tint: tint)
                list.append(drawnEntry)
            }
            if isHighlighted { list.append(.endMark) }
        }
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
