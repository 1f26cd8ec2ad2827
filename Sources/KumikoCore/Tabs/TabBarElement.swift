import Foundation

/// The tab bar of a tab view: one line under the selected tab, split evenly among the tabs as iOS's tab bar is,
/// in whole units of the platform's grid (cells in a terminal). Each item is centred in its share: the icon's
/// glyph, a space, the title, and the badge in parentheses in red ("⌂ Home (3)" in a terminal); the selected item
/// in the accent colour and bold, the others grey. An item wider than its share (less the platform's room
/// between items, so neighbours never touch) drops its icon first, then truncates its title with "…". The page
/// style draws a centred row of page indicators instead (``Chrome/pageIndicator(isCurrent:)``), over a
/// ``Chrome/pageIndexBackground`` when the index view style asks for one. Its height, the
/// room between items and the indicators' size and spacing are the platform's (``NavigationMetrics``).
@MainActor
final class TabBarElement: LayoutElement {
    /// What the bar shows.
    enum Content: Equatable {
        /// Nothing: no line at all.
        case none
        /// The tab bar: every tab's item, and which is selected.
        case items([Item], selected: Int?)
        /// The page index: one indicator per page, over a background when `background` (``PageIndexViewStyle``).
        case dots(count: Int, selected: Int?, background: Bool)
    }

    /// One tab's item.
    struct Item: Equatable {
        var title: String?
        /// The icon: characters of the line where the platform shows the image so (⌂ in a terminal), else an
        /// image the platform draws at its place.
        var icon: Image?
        var badge: String?
    }

    private(set) var content: Content = .none

    /// Sets what the bar shows.
    func configure(_ content: Content) { self.content = content }

    /// Whether the bar draws a line.
    var isShown: Bool { content != .none }

    var metrics: NavigationMetrics { environment.platformMetrics.navigation }
    var platform: Platform { environment.platform }
    /// The width of one unit of the platform's grid: the shares are whole numbers of them.
    private var unit: CGFloat { platform.grid.unit.width }
    /// The height of the line of labels.
    private var lineHeight: CGFloat { min(platform.lineHeight, metrics.tabBarHeight) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isShown else { return .zero }
        let ideal: CGFloat
        switch content {
        case .none: ideal = 0
        case .items(let items, _): ideal = items.reduce(0) { $0 + width(of: label(for: $1, within: .greatestFiniteMagnitude), icon: $1.icon) + metrics.tabItemSpacing }
        case .dots(let count, _, _): ideal = dotsWidth(count: count)
        }
        return CGSize(width: proposal.width ?? ideal, height: metrics.tabBarHeight)
    }

    /// The bar's width in whole grid units.
    private var units: Int { max((frame.width / unit + 1e-6).clampedInt(.down), 0) }

    /// The units of item `index` of `count` in a bar `units` wide: equal shares, the remainder spread.
    static func share(_ index: Int, of count: Int, units: Int) -> Range<Int> {
        (index * units / count)..<((index + 1) * units / count)
    }

    /// The width of a row of `count` page indicators.
    private func dotsWidth(count: Int) -> CGFloat {
        count > 0 ? CGFloat(count) * metrics.pageIndicatorSize.width + CGFloat(count - 1) * metrics.pageIndicatorSpacing : 0
    }

    /// Where the row of `count` page indicators starts, from the bar's leading edge: centred on the grid.
    private func dotsStart(count: Int) -> CGFloat {
        max(platform.grid.floored((CGFloat(units) * unit - dotsWidth(count: count)) / 2, along: .horizontal), 0)
    }

    /// The tab under a point `x` points from the bar's leading edge, if any.
    func tab(at x: CGFloat) -> Int? {
        switch content {
        case .none:
            return nil
        case .items(let items, _):
            let unit = (x / self.unit).clampedInt(.down)
            guard !items.isEmpty, x >= 0, unit < units else { return nil }
            return items.indices.first { Self.share($0, of: items.count, units: units).contains(unit) }
        case .dots(let count, _, _):
            let offset = x - dotsStart(count: count)
            let pitch = metrics.pageIndicatorSize.width + metrics.pageIndicatorSpacing
            guard offset >= 0, pitch > 0 else { return nil }
            let index = (offset / pitch).clampedInt(.down)
            guard index < count, offset - CGFloat(index) * pitch < metrics.pageIndicatorSize.width else { return nil }
            return index
        }
    }

    override var accessibilityElement: AccessibilityElement? {
        if case .items = content { AccessibilityElement(role: .tabList) } else { nil }
    }

    override func draw(into list: inout DisplayList) {
        switch content {
        case .none:
            return
        case .items(let items, let selected):
            let spacing = max((metrics.tabItemSpacing / unit).clampedInt(), 0)
            for (index, item) in items.enumerated() {
                if let stacked = metrics.stackedTabItem {
                    let share = Self.share(index, of: items.count, units: units)
                    let frame = CGRect(x: self.frame.minX + CGFloat(share.lowerBound) * unit, y: self.frame.minY,
                                       width: CGFloat(share.count) * unit, height: metrics.tabBarHeight)
                    list.accessibilityElement(AccessibilityElement(role: .tab, label: item.title, isSelected: index == selected)) { list in
                        drawStackedItem(item, metrics: stacked, isSelected: index == selected, in: frame, into: &list)
                    }
                    continue
                }
                let share = Self.share(index, of: items.count, units: units)
                guard !share.isEmpty else { continue }
                let room = CGFloat(share.count > spacing ? share.count - spacing : share.count) * unit
                let label = label(for: item, within: room)
                let width = width(of: label, icon: item.icon)
                guard width > 0 else { continue }
                let start = CGFloat(share.lowerBound) * unit + platform.grid.floored((CGFloat(share.count) * unit - width) / 2, along: .horizontal)
                let frame = CGRect(x: self.frame.minX + start, y: lineTop(height: lineHeight), width: width, height: lineHeight)
                list.accessibilityElement(AccessibilityElement(role: .tab, label: item.title, isSelected: index == selected)) { list in
                    drawItem(item, label: label, isSelected: index == selected, frame: frame, into: &list)
                }
            }
        case .dots(let count, let selected, let background):
            guard count > 0 else { return }
            let size = metrics.pageIndicatorSize
            var x = frame.minX + dotsStart(count: count)
            if background {
                // The background spans the row of dots and one indicator spacing at either end, within the bar.
                let spacing = metrics.pageIndicatorSpacing
                let minX = max(x - spacing, frame.minX), maxX = min(x + dotsWidth(count: count) + spacing, frame.maxX)
                list.append(.pageIndexBackground, frame: CGRect(x: minX, y: lineTop(height: size.height), width: max(maxX - minX, 0), height: size.height))
            }
            for index in 0..<count {
                list.append(.pageIndicator(isCurrent: index == selected), frame: CGRect(x: x, y: lineTop(height: size.height), width: size.width, height: size.height))
                x += size.width + metrics.pageIndicatorSpacing
            }
        }
    }

    /// One tab's item in `frame`: its icon, where the platform draws it, then its title.
    private func drawItem(_ item: Item, label: [(text: String, part: Part)], isSelected: Bool, frame: CGRect,
                          into list: inout DisplayList) {
        var text = label[...]
        var textFrame = frame
        if let first = label.first, let icon = item.icon, Self.isDrawnIcon(first) {
            // The platform draws the icon: its image at the label's start.
            let width = icon.drawInline(into: &list, symbols: platform.symbols, font: .body, x: frame.minX, line: (frame.minY, frame.height),
                                        tint: style(of: .icon, selected: isSelected).foreground, opacity: 1)
            text = text.dropFirst()
            textFrame = CGRect(x: frame.minX + width, y: frame.minY, width: max(frame.width - width, 0), height: frame.height)
        }
        let segments = text.map { ($0.text, style(of: $0.part, selected: isSelected)) }
        list.append(.text(TextDrawing(frame: textFrame, lines: [.init(segments: segments)], opacity: 1)))
    }

    /// The top of something `height` tall centred in the bar, on the grid.
    private func lineTop(height: CGFloat) -> CGFloat {
        frame.minY + platform.grid.floored((metrics.tabBarHeight - height) / 2, along: .vertical)
    }

    // MARK: Item labels

    /// The parts of an item's label.
    enum Part { case icon, title, badge }

    /// How an item's part looks: the badge red; the selected item accent and bold, the others grey.
    func style(of part: Part, selected: Bool) -> TextStyle {
        if part == .badge { return TextStyle(foreground: Color.red.resolved()) }
        var style = TextStyle(foreground: selected ? Color.accentColor.resolved(in: environment) : Color.secondary.resolved())
        style.bold = selected
        return style
    }

    /// The label of an item in at most `room` points: the icon, a space, the title and " (badge)"; without the
    /// icon when that does not fit; then with the title truncated; then the whole label truncated.
    func label(for item: Item, within room: CGFloat) -> [(text: String, part: Part)] {
        guard room > 0 else { return [] }
        let badge = item.badge.map { [(text: "(\($0))", part: Part.badge)] } ?? []
        let title = item.title.map { [(text: $0, part: Part.title)] } ?? []
        func joined(_ parts: [(text: String, part: Part)]) -> [(text: String, part: Part)] {
            parts.enumerated().map { $0.offset == 0 ? $0.element : (" " + $0.element.text, $0.element.part) }
        }
        // The icon as the platform shows images in a line (``Text/objectReplacement`` where it draws them).
        let icon = item.icon.map { [(text: Text.inlineString(of: $0, symbols: platform.symbols), part: Part.icon)] } ?? []
        let full = joined(icon + title + badge)
        if width(of: full, icon: item.icon) <= room { return full }
        let withoutIcon = joined(title + badge)
        if width(of: withoutIcon) <= room { return withoutIcon }
        if let text = item.title, !badge.isEmpty {
            let left = room - width(of: joined([(text: "", part: .title)] + badge))
            // Room for at least a character and the ellipsis.
            if left >= 2 * platform.text.width(of: "…") { return joined([(text: truncated(text, to: left), part: .title)] + badge) }
        }
        // Too narrow for a title and the badge: the label's characters, truncated, keeping their parts.
        var remaining = room
        var fitted: [(text: String, part: Part)] = []
        for part in withoutIcon.isEmpty ? full : withoutIcon {
            if Self.isDrawnIcon(part) {
                // An image the platform draws is not cut: it shows whole or not at all.
                return width(of: [part], icon: item.icon) <= room ? [part] : []
            }
            let text = truncated(part.text, to: remaining)
            guard !text.isEmpty else { break }
            fitted.append((text, part.part))
            remaining -= platform.text.width(of: text)
            if text != part.text || remaining <= 0 { break }
        }
        return fitted
    }

    /// `text` in `font` (the body font by default) in at most `room` points, ending in "…" when cut.
    func truncated(_ text: String, to room: CGFloat, in font: ResolvedFont = .body) -> String {
        guard room > 0 else { return "" }
        if platform.text.width(of: text, in: font) <= room { return text }
        let measurer = platform.text
        let line = TextLineLayout.layout(runs: [text], maxWidth: room, maxLines: 1, truncation: .tail) { character, _ in
            measurer.advance(of: character, in: font)
        }.first
        return line?.segments.map(\.text).joined() ?? ""
    }

    /// Whether a part of a label is an icon the platform draws itself (its text is ``Text/objectReplacement``).
    private static func isDrawnIcon(_ part: (text: String, part: Part)) -> Bool {
        part.part == .icon && part.text == String(Text.objectReplacement)
    }

    /// The width of a label in points; an `icon` the platform draws (``isDrawnIcon(_:)``) is its image's width.
    func width(of label: [(text: String, part: Part)], icon: Image? = nil) -> CGFloat {
        label.reduce(0) { total, part in
            guard Self.isDrawnIcon(part) else { return total + platform.text.width(of: part.text) }
            return total + platform.symbols.size(ofSymbol: icon?.systemName, in: .body).width
        }
    }
}
