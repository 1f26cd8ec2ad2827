import Foundation

/// A navigation bar: the back button (the platform's back indicator, ``Chrome/backIndicator``, then the previous
/// screen's title, or "Back") at the leading edge, then the leading toolbar items; the title in the middle (or
/// the principal items); the trailing toolbar items at the trailing edge. Nothing at all when there is nothing to
/// show. A stack's bottom bar is the same element with its items in the middle.
///
/// Its height, margins, the room between its items and the back indicator's room are the platform's
/// (``NavigationMetrics``); its items and title sit on one line of text centred in it, and the title is centred
/// in the bar on the platform's grid, clear of the leading items. A large title (where the platform has them,
/// ``NavigationMetrics/largeTitleHeight``) is drawn under the bar's line instead, at its leading margin, in the
/// platform's large title font, and the bar is that much taller.
@MainActor
final class NavigationBarElement: LayoutElement {
    private var title: String?
    /// Whether the title asks to show large (it does where the platform has large titles).
    private var wantsLargeTitle = false
    private var backTitle: String?
    private var leading: [LayoutElement] = []
    private var principal: [LayoutElement] = []
    private var trailing: [LayoutElement] = []
    /// Where the back button was drawn in the latest frame (root coordinates), nil when the bar has none: what a
    /// click on it hits.
    private(set) var backButtonFrame: CGRect?

    /// Sets what the bar shows.
    func configure(title: String?, largeTitle: Bool = false, backTitle: String?, leading: [LayoutElement] = [],
                   principal: [LayoutElement] = [], trailing: [LayoutElement] = []) {
        self.title = title
        wantsLargeTitle = largeTitle
        self.backTitle = backTitle
        self.leading = leading
        self.principal = principal
        self.trailing = trailing
    }

    /// Whether the bar has nothing to show.
    var isEmpty: Bool { title == nil && backTitle == nil && leading.isEmpty && principal.isEmpty && trailing.isEmpty }

    private var metrics: NavigationMetrics { environment.platformMetrics.navigation }
    private var platform: Platform { environment.platform }
    /// The room the large title takes under the bar's line, when it shows large.
    private var largeTitleRoom: CGFloat? {
        guard wantsLargeTitle, principal.isEmpty, let title, !title.isEmpty else { return nil }
        return metrics.largeTitleHeight
    }

    /// The font of the bar's title: the headline, as iOS's inline title.
    private static let titleFont = Font.headline.resolved()
    /// The height of the bar's one line of text and items.
    private var lineHeight: CGFloat { min(platform.lineHeight, metrics.barHeight) }
    /// The top of the bar's line, centred in the bar on the grid.
    private var lineTop: CGFloat { frame.minY + platform.grid.floored((metrics.barHeight - lineHeight) / 2, along: .vertical) }

    /// An item's width on the bar's line.
    private func width(of item: LayoutElement) -> CGFloat {
        item.sizeThatFits(ProposedViewSize(width: nil, height: lineHeight)).width
    }

    /// The width of the back button: the indicator and the back title.
    private var backWidth: CGFloat? {
        backTitle.map { metrics.backIndicatorWidth + platform.text.width(of: $0) }
    }

    /// The width of the title.
    private var titleWidth: CGFloat {
        guard let title else { return 0 }
        let environment = self.environment
        if let measured = measuredTitle, measured.title == title, measured.environment.isIdentical(to: environment) {
            return measured.width
        }
        let width = environment.platform.text.width(of: title, in: Self.titleFont)
        measuredTitle = (title, environment, width)
        return width
    }
    /// The title as last measured, with the environment whose platform measured it: the bar is measured in every
    /// frame, its title rarely changes.
    private var measuredTitle: (title: String, environment: EnvironmentValues, width: CGFloat)?

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard !isEmpty else { return CGSize(width: proposal.width ?? 0, height: 0) }
        let back = backWidth.map { $0 + metrics.barItemSpacing } ?? 0
        let middle = principal.isEmpty ? titleWidth : 0
        // Each item with half the room between items: a gap between every two, as the bar's ideal.
        let items = (leading + principal + trailing).map { width(of: $0) + metrics.barItemSpacing / 2 }.reduce(0, +)
        return CGSize(width: proposal.width ?? 2 * metrics.barMargin + back + middle + items,
                      height: metrics.barHeight + (largeTitleRoom ?? 0))
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let line = ProposedViewSize(width: nil, height: lineHeight)
        let top = lineTop
        let spacing = metrics.barItemSpacing
        var x = frame.minX + metrics.barMargin + (backWidth.map { $0 + spacing } ?? 0)
        for item in leading {
            item.place(in: CGRect(x: x, y: top, width: width(of: item), height: lineHeight), proposal: line)
            x += width(of: item) + spacing
        }
        var right = frame.maxX - metrics.barMargin
        for item in trailing.reversed() {
            right -= width(of: item)
            item.place(in: CGRect(x: right, y: top, width: width(of: item), height: lineHeight), proposal: line)
            right -= spacing
        }
        let middle = principal.map(width(of:)).reduce(0, +) + CGFloat(max(principal.count - 1, 0)) * spacing
        var start = max(frame.minX + platform.grid.floored((frame.width - middle) / 2, along: .horizontal), x)
        for item in principal {
            item.place(in: CGRect(x: start, y: top, width: width(of: item), height: lineHeight), proposal: line)
            start += width(of: item) + spacing
        }
    }

    override var accessibilityElement: AccessibilityElement? { isEmpty ? nil : AccessibilityElement(role: .navigationBar) }

    /// The back button and the titles are worked out as if left to right and mirrored in a right-to-left bar (the back
    /// button at the right, the large title right-aligned); the bar items are placed mirrored already.
    override var mirrorsOwnDrawing: Bool { true }

    override func draw(into list: inout DisplayList) {
        backButtonFrame = nil
        guard !isEmpty else { return }
        let top = lineTop
        let leadingEdge = frame.minX + metrics.barMargin
        if let backTitle {
            // The button's hit region is the whole height of the bar, from its leading edge to the title's end.
            backButtonFrame = mirroredIfRightToLeft(CGRect(x: frame.minX, y: frame.minY, width: metrics.barMargin + (backWidth ?? 0),
                                                           height: metrics.barHeight))
            list.accessibilityElement(AccessibilityElement(role: .button, label: backTitle)) { list in
                list.append(.backIndicator, frame: CGRect(x: leadingEdge, y: top, width: metrics.backIndicatorWidth, height: lineHeight))
                let titleFrame = CGRect(x: leadingEdge + metrics.backIndicatorWidth, y: top,
                                        width: platform.text.width(of: backTitle), height: lineHeight)
                list.append(.text(TextDrawing(frame: titleFrame, lines: [.init(segments: [(backTitle, TextStyle(foreground: Color.accentColor.resolved(in: environment)))])],
                                              opacity: 1)))
            }
        }
        if let title, let room = largeTitleRoom {
            let font = metrics.largeTitleFont
            var style = TextStyle()
            style.font = font
            let height = platform.text.lineMetrics(of: font).height
            let width = platform.text.width(of: title, in: font)
            let y = frame.minY + metrics.barHeight + platform.grid.floored((room - height) / 2, along: .vertical)
            list.accessibilityElement(AccessibilityElement(role: .heading)) { list in
                list.append(.text(TextDrawing(frame: CGRect(x: frame.minX + metrics.barMargin, y: y, width: min(width, max(frame.width - 2 * metrics.barMargin, 0)), height: height),
                                              lines: [.init(segments: [(title, style)])], opacity: 1)))
            }
        } else if let title, principal.isEmpty {
            var style = TextStyle()
            style.font = Self.titleFont
            style.bold = true
            let leadingEnd = leading.last.map {
                platform.grid.rounded(mirroredIfRightToLeft($0.frame).maxX - frame.minX, along: .horizontal) + metrics.barItemSpacing
            }
                ?? backWidth.map { metrics.barMargin + $0 + metrics.barItemSpacing } ?? 0
            let start = max(platform.grid.floored((frame.width - titleWidth) / 2, along: .horizontal), leadingEnd)
            list.accessibilityElement(AccessibilityElement(role: .heading)) { list in
                list.append(.text(TextDrawing(frame: CGRect(x: frame.minX + start, y: top, width: titleWidth, height: lineHeight),
                                              lines: [.init(segments: [(title, style)])], opacity: 1)))
            }
        }
        for item in leading + principal + trailing { item.render(into: &list) }
    }
}
