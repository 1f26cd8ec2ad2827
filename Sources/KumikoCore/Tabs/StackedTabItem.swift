import Foundation

/// A tab bar item as iOS lays it out (``NavigationMetrics/stackedTabItem``): the icon centred over a small title,
/// both in the accent colour when the tab is selected and grey otherwise; the badge a red capsule with white text
/// at the icon's top-trailing corner. The title is truncated with "…" to the item's share of the bar.
extension TabBarElement {
    /// Draws `item` in its share of the bar, `frame`.
    func drawStackedItem(_ item: Item, metrics stacked: StackedTabItemMetrics, isSelected: Bool, in frame: CGRect,
                         into list: inout DisplayList) {
        let text = platform.text
        let tint = style(of: .icon, selected: isSelected).foreground
        var iconFrame = CGRect(x: frame.midX, y: frame.minY + stacked.iconTop, width: 0, height: stacked.iconHeight)
        if let icon = item.icon {
            let size = platform.symbols.size(ofSymbol: icon.systemName, in: stacked.iconFont)
            let x = frame.midX - size.width / 2
            _ = icon.drawInline(into: &list, symbols: platform.symbols, font: stacked.iconFont, x: x,
                                line: (iconFrame.minY, iconFrame.height), tint: tint, opacity: 1)
            iconFrame = CGRect(x: x, y: iconFrame.minY + (iconFrame.height - size.height) / 2, width: size.width, height: size.height)
        }
        if let title = item.title {
            let shown = truncated(title, to: max(frame.width - metrics.tabItemSpacing, 0), in: stacked.titleFont)
            let width = text.width(of: shown, in: stacked.titleFont)
            let height = text.lineMetrics(of: stacked.titleFont).height
            var style = TextStyle(foreground: tint)
            style.font = stacked.titleFont
            let top = frame.minY + stacked.iconTop + stacked.iconHeight + stacked.titleSpacing
            list.append(.text(TextDrawing(frame: CGRect(x: frame.midX - width / 2, y: top, width: width, height: height),
                                          lines: [.init(segments: [(shown, style)])], opacity: 1)))
        }
        if let badge = item.badge {
            // A capsule at least as wide as it is tall, its leading edge at the icon's centre, over its top.
            let badgeWidth = text.width(of: badge, in: stacked.badgeFont)
            let width = max(badgeWidth + stacked.badgeHeight / 2, stacked.badgeHeight)
            let box = CGRect(x: iconFrame.midX + 2, y: iconFrame.minY - stacked.badgeHeight / 3, width: width, height: stacked.badgeHeight)
            let red = Color.red.resolved()
            list.append(.shape(ShapeDrawing(path: Path(roundedRect: box, cornerRadius: box.height / 2), fill: red, stroke: nil)))
            var style = TextStyle(foreground: ResolvedColor(red: 1, green: 1, blue: 1))
            style.font = stacked.badgeFont
            let height = text.lineMetrics(of: stacked.badgeFont).height
            list.append(.text(TextDrawing(frame: CGRect(x: box.midX - badgeWidth / 2, y: box.midY - height / 2, width: badgeWidth, height: height),
                                          lines: [.init(segments: [(badge, style)])], opacity: 1)))
        }
    }
}
