import Foundation

/// A screen's background continued under its bars. On iOS a screen's scroll view runs under the navigation bar
/// and the toolbar, which are transparent at the scroll edge (UIKit's `scrollEdgeAppearance`), so a grouped
/// list's background shows behind the large title, the search field and the bottom bar alike, with no seam under
/// the title. A stack does the same here: the list background (``Chrome/listBackground(grouped:)``) that its
/// screen draws across the screen's whole width, touching a bar, is drawn again over that bar, beneath the bar's
/// items. What the background looks like stays the platform's (a terminal draws none).
@MainActor
enum BarBackdrop {
    /// Inserts, at `start` (before the bars' and the screen's commands), the background the screen drew from
    /// `start` on, over each of `bars` that it touches.
    static func extend(from start: Int, screen: CGRect, bars: [CGRect], in list: inout DisplayList) {
        guard !bars.isEmpty, start < list.count else { return }
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.5 }
        let background = list.entries[start...].lazy.compactMap { entry -> ChromeDrawing? in
            guard case .chrome(let chrome) = entry.item, case .listBackground = chrome.kind,
                  same(chrome.frame.minX, screen.minX), same(chrome.frame.width, screen.width) else { return nil }
            return chrome
        }.first
        guard let background else { return }
        var index = start
        for bar in bars where bar.width > 0 && bar.height > 0
            && (same(bar.maxY, background.frame.minY) || same(bar.minY, background.frame.maxY)) {
            let frame = CGRect(x: screen.minX, y: bar.minY, width: screen.width, height: bar.height)
            list.insert(.chrome(ChromeDrawing(background.kind, frame: frame, tint: background.tint, opacity: background.opacity)), at: index)
            index += 1
        }
    }
}
