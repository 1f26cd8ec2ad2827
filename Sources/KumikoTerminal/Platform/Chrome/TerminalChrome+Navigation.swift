import Foundation
import KumikoCore

extension TerminalChrome {
    /// The terminal's look of navigation, split-view, tab bar, table and presentation chrome: "‹ " before a back
    /// title in the accent colour, a column of "│" between split-view columns, "●" for the current page and a
    /// grey "○" for the others (over a translucent grey band when the index view style asks for a background), a "─" rule under a table's header crossed by "┼" where its column separators
    /// meet it, "▲"/"▼" sort marks, spaces across a focused header title (the focus mark shows them in reverse
    /// video) and a grey "━━━━━" grabber on a sheet's top edge.
    static func navigationItems(for chrome: ChromeDrawing, cell: CGSize) -> [DisplayList.Item] {
        let frame = chrome.frame
        /// Whole cells across the frame.
        let columns = max((frame.width / cell.width).clampedInt(.down), 0)
        /// One line of `text` at the frame's top-leading corner.
        func line(_ text: String, color: ResolvedColor?) -> [DisplayList.Item] {
            [Self.line(text, in: chrome, color: color, cell: cell)]
        }
        switch chrome.kind {
        case .backIndicator:
            return line("‹ ", color: chrome.tint ?? Color.accentColor.resolved())
        case .splitViewDivider:
            let rows = max((frame.height / cell.height).clampedInt(.down), 0)
            guard rows > 0 else { return [] }
            return [column("│", at: frame.origin, count: rows, color: chrome.tint ?? dividerColor, opacity: chrome.opacity, cell: cell)]
        case .pageIndicator(let isCurrent):
            return isCurrent ? line("●", color: chrome.tint) : line("○", color: chrome.tint ?? Color.secondary.resolved())
        case .pageIndexBackground:
            // A translucent grey band under the dots, as iOS's capsule behind its page control.
            var fill = chrome.tint ?? ResolvedColor(red: 0.56, green: 0.56, blue: 0.58, opacity: 0.35)
            fill.opacity *= chrome.opacity
            return [.shape(ShapeDrawing(path: Path(frame), fill: fill, stroke: nil))]
        case .tableHeaderRule(let junctions):
            var characters = Array(repeating: Character("─"), count: columns)
            for junction in junctions {
                let index = (junction / cell.width).clampedInt(.down)
                if characters.indices.contains(index) { characters[index] = "┼" }
            }
            return line(String(characters), color: chrome.tint ?? color)
        case .tableSortIndicator(let ascending):
            return line(ascending ? "▲" : "▼", color: chrome.tint)
        case .tableHeaderFocus:
            return line(rule(" ", count: columns), color: nil)
        case .sheetGrabber:
            return line(rule("━", count: columns), color: chrome.tint ?? Color.secondary.resolved())
        default:
            return []
        }
    }
}
