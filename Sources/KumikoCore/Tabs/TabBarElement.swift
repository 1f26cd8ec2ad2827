import Foundation

/// The tab bar of a tab view in a terminal (docs/TERMINAL-LOOK.md): one line under the selected tab, split
/// evenly among the tabs as iOS's tab bar is. Each item is centred in its share: the icon's glyph, a space, the
/// title, and the badge in parentheses in red ("⌂ Home (3)"); the selected item in the accent colour and bold,
/// the others grey. An item wider than its share (less one column, so neighbours never touch) drops its icon
/// first, then truncates its title with "…". The page style draws a centred line of dots instead ("○ ● ○").
@MainActor
final class TabBarElement: LayoutElement {
    /// What the bar shows.
    enum Content: Equatable {
        /// Nothing: no line at all.
        case none
        /// The tab bar: every tab's item, and which is selected.
        case items([Item], selected: Int?)
        /// The page index: one dot per page.
        case dots(count: Int, selected: Int?)
    }

    /// One tab's item.
    struct Item: Equatable {
        var title: String?
        var icon: String?
        var badge: String?
    }

    private(set) var content: Content = .none

    /// Sets what the bar shows.
    func configure(_ content: Content) { self.content = content }

    /// Whether the bar draws a line.
    var isShown: Bool { content != .none }

    private var cell: CGSize { environment.platformMetrics.cellSize }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard isShown else { return .zero }
        let ideal: Int
        switch content {
        case .none: ideal = 0
        case .items(let items, _): ideal = items.reduce(0) { $0 + Self.width(of: Self.label(for: $1, within: .max)) + 1 }
        case .dots(let count, _): ideal = max(2 * count - 1, 0)
        }
        return CGSize(width: proposal.width ?? CGFloat(ideal) * cell.width, height: cell.height)
    }

    private var columns: Int { max((frame.width / cell.width + 1e-6).clampedInt(.down), 0) }

    /// The columns of item `index` of `count` in a bar `columns` wide: equal shares, the remainder spread.
    private static func share(_ index: Int, of count: Int, columns: Int) -> Range<Int> {
        (index * columns / count)..<((index + 1) * columns / count)
    }

    /// The first column of the dots line.
    private func dotsStart(count: Int) -> Int { max((columns - (2 * count - 1)) / 2, 0) }

    /// The tab under a column of the bar (0 is the bar's leading edge), if any.
    func tab(atColumn column: Int) -> Int? {
        switch content {
        case .none:
            return nil
        case .items(let items, _):
            guard !items.isEmpty, column >= 0, column < columns else { return nil }
            return items.indices.first { Self.share($0, of: items.count, columns: columns).contains(column) }
        case .dots(let count, _):
            let offset = column - dotsStart(count: count)
            guard offset >= 0, offset % 2 == 0, offset / 2 < count else { return nil }
            return offset / 2
        }
    }

    override func draw(into list: inout DisplayList) {
        switch content {
        case .none:
            return
        case .items(let items, let selected):
            for (index, item) in items.enumerated() {
                let share = Self.share(index, of: items.count, columns: columns)
                guard !share.isEmpty else { continue }
                let label = Self.label(for: item, within: share.count > 1 ? share.count - 1 : share.count)
                let width = Self.width(of: label)
                guard width > 0 else { continue }
                let start = share.lowerBound + (share.count - width) / 2
                draw(label.map { ($0.text, style(of: $0.part, selected: index == selected)) }, atColumn: start, into: &list)
            }
        case .dots(let count, let selected):
            guard count > 0 else { return }
            let grey = TextStyle(foreground: Color.secondary.resolved())
            let segments = (0..<count).flatMap { index -> [(String, TextStyle)] in
                let dot = index == selected ? ("●", TextStyle()) : ("○", grey)
                return index == 0 ? [dot] : [(" ", TextStyle()), dot]
            }
            draw(segments, atColumn: dotsStart(count: count), into: &list)
        }
    }

    private func draw(_ segments: [(String, TextStyle)], atColumn column: Int, into list: inout DisplayList) {
        let width = segments.reduce(0) { $0 + EastAsianWidth.columns(of: $1.0) }
        let frame = CGRect(x: self.frame.minX + CGFloat(column) * cell.width, y: self.frame.minY,
                           width: CGFloat(width) * cell.width, height: cell.height)
        list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: segments)], opacity: 1)))
    }

    // MARK: Item labels

    /// The parts of an item's label.
    enum Part { case icon, title, badge }

    /// How an item's part looks: the badge red; the selected item accent and bold, the others grey.
    private func style(of part: Part, selected: Bool) -> TextStyle {
        if part == .badge { return TextStyle(foreground: Color.red.resolved()) }
        var style = TextStyle(foreground: selected ? Color.accentColor.resolved() : Color.secondary.resolved())
        style.bold = selected
        return style
    }

    /// The label of an item in at most `columns` cells: the icon, a space, the title and " (badge)"; without
    /// the icon when that does not fit; then with the title truncated; then the whole label truncated.
    static func label(for item: Item, within columns: Int) -> [(text: String, part: Part)] {
        guard columns > 0 else { return [] }
        let badge = item.badge.map { [(text: "(\($0))", part: Part.badge)] } ?? []
        let title = item.title.map { [(text: $0, part: Part.title)] } ?? []
        func joined(_ parts: [(text: String, part: Part)]) -> [(text: String, part: Part)] {
            parts.enumerated().map { $0.offset == 0 ? $0.element : (" " + $0.element.text, $0.element.part) }
        }
        let full = joined((item.icon.map { [(text: $0, part: Part.icon)] } ?? []) + title + badge)
        if width(of: full) <= columns { return full }
        let withoutIcon = joined(title + badge)
        if width(of: withoutIcon) <= columns { return withoutIcon }
        if let text = item.title, !badge.isEmpty {
            let room = columns - width(of: joined([(text: "", part: .title)] + badge))
            if room >= 2 { return joined([(text: truncated(text, to: room), part: .title)] + badge) }
        }
        // Too narrow for a title and the badge: the label's characters, truncated, keeping their parts.
        var remaining = columns
        var fitted: [(text: String, part: Part)] = []
        for part in withoutIcon.isEmpty ? full : withoutIcon {
            let text = truncated(part.text, to: remaining)
            guard !text.isEmpty else { break }
            fitted.append((text, part.part))
            remaining -= EastAsianWidth.columns(of: text)
            if text != part.text || remaining <= 0 { break }
        }
        return fitted
    }

    /// `text` in at most `columns` cells, ending in "…" when cut.
    private static func truncated(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if EastAsianWidth.columns(of: text) <= columns { return text }
        let line = TextLineLayout.layout(runs: [text], maxColumns: columns, maxLines: 1, truncation: .tail).first
        return line?.segments.map(\.text).joined() ?? ""
    }

    static func width(of label: [(text: String, part: Part)]) -> Int {
        label.reduce(0) { $0 + EastAsianWidth.columns(of: $1.text) }
    }
}
