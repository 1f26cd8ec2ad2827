import Foundation

/// The box a presentation is drawn in, and its chrome (DESIGN.md §3.9): a sheet is a card of the window's
/// width rising from the bottom, its top edge a rounded line (with a grabber, ``Chrome/sheetGrabber``, when it
/// has one); a full-screen cover is the whole window; an alert is a rounded box in the middle, of the platform's
/// alert width when the window allows (its margin clear of each side while it can); a confirmation dialog a
/// rounded box at the bottom, the window's width (less its margins) up to the platform's maximum; a popup menu a
/// rounded box of its content's size just below the view that presents it (its leading edges aligned, or its
/// trailing edges when that view is wider than the menu, as a form row's value), above that view when there is
/// no room below, and kept inside the window. The presented view is centred in what is left inside. Every width,
/// margin and inset is the platform's (``PresentationMetrics``); boxes are placed on its grid (a terminal's whole
/// cells: 36 columns for an alert, 60 at most for a dialog).
@MainActor
final class PresentationFrameElement: LayoutElement {
    /// The presented view's elements, centred in the box's inside.
    private lazy var content = LayoutHostElement(layout: ZStackLayout(), node: node)
    /// The inside of the box, where the presented view goes.
    private var inner: CGRect = .zero
    private var kind: PresentationKind = .sheet
    private var showsDragIndicator = false

    /// Lays out the presented view over a window of `bounds`.
    func layout(in bounds: CGRect) {
        guard let node = node as? PresentationNode, let presented = node.presentedNode else { return }
        kind = node.kind
        showsDragIndicator = node.kind == .sheet && node.context.showsDragIndicator
        content.setSubviews(presented.layoutElements())
        let metrics = environment.platformMetrics.presentation
        let grid = environment.platform.grid
        let box: CGRect
        switch node.kind {
        case .fullScreenCover:
            box = bounds
            inner = bounds
        case .sheet:
            let height = node.context.sheetHeight(available: max(bounds.height - metrics.sheetTopGap, 0), row: grid.unit.height)
            box = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
            inner = Self.inset(box, by: metrics.sheetContentInsets)
        case .alert, .confirmationDialog:
            let boxWidth = node.kind == .alert
                ? max(min(bounds.width - 2 * metrics.alertMargin, metrics.alertWidth), min(bounds.width, metrics.alertMinimumWidth))
                : max(min(bounds.width - 2 * metrics.dialogMargin, metrics.dialogMaximumWidth), 0)
            let insets = metrics.boxContentInsets
            let innerWidth = max(boxWidth - insets.leading - insets.trailing, 0)
            let contentHeight = content.sizeThatFits(ProposedViewSize(width: innerWidth, height: nil)).height
            let boxHeight = min(contentHeight + insets.top + insets.bottom, bounds.height)
            let x = bounds.minX + grid.floored((bounds.width - boxWidth) / 2, along: .horizontal)
            let y = node.kind == .alert
                ? bounds.minY + grid.floored((bounds.height - boxHeight) / 2, along: .vertical)
                : max(bounds.maxY - boxHeight - metrics.dialogMargin, bounds.minY)
            box = CGRect(x: x, y: y, width: boxWidth, height: boxHeight)
            inner = Self.inset(box, by: insets)
        case .menu:
            box = menuBox(in: bounds, anchor: Self.frame(of: node.children.first), metrics: metrics, grid: grid)
            let insets = metrics.menuContentInsets
            inner = CGRect(x: box.minX + min(insets.leading, box.width / 2), y: box.minY + min(insets.top, box.height / 2),
                           width: max(box.width - insets.leading - insets.trailing, 0),
                           height: max(box.height - insets.top - insets.bottom, 0))
        }
        place(in: box, proposal: ProposedViewSize(box.size))
    }

    /// `rect` less `insets`, never negative.
    private static func inset(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
               width: max(rect.width - insets.leading - insets.trailing, 0), height: max(rect.height - insets.top - insets.bottom, 0))
    }

    /// A popup menu's box: its content's ideal size, rounded up to the grid, plus the menu's insets, below
    /// `anchor` (or above it when there is no room below), on the grid, inside `bounds`.
    private func menuBox(in bounds: CGRect, anchor: CGRect?, metrics: PresentationMetrics, grid: DeviceGrid) -> CGRect {
        let anchor = anchor ?? CGRect(origin: bounds.origin, size: .zero)
        let ideal = content.sizeThatFits(.unspecified)
        let insets = metrics.menuContentInsets
        /// `length` rounded up to whole units of the grid.
        func ceiled(_ length: CGFloat, along axis: Axis) -> CGFloat { -grid.floored(-length, along: axis) }
        let width = min(ceiled(ideal.width, along: .horizontal) + insets.leading + insets.trailing, bounds.width)
        let height = min(ceiled(ideal.height, along: .vertical) + insets.top + insets.bottom, bounds.height)
        var x = anchor.width > width ? anchor.maxX - width : anchor.minX
        x = max(min(x, bounds.maxX - width), bounds.minX)
        var y = anchor.maxY
        if y + height > bounds.maxY { y = anchor.minY - height }
        if y < bounds.minY { y = max(bounds.maxY - height, bounds.minY) }
        x = bounds.minX + grid.rounded(x - bounds.minX, along: .horizontal)
        y = bounds.minY + grid.rounded(y - bounds.minY, along: .vertical)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// The frame of what a view laid out (the union of its elements' frames), nil when it laid out nothing.
    private static func frame(of node: ViewNode?) -> CGRect? {
        node?.layoutElements().map(\.frame).reduce(nil) { union, frame in union?.union(frame) ?? frame }
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        _ = content.sizeThatFits(ProposedViewSize(inner.size))
        content.place(in: inner, proposal: ProposedViewSize(inner.size))
    }

    /// A sheet, a cover, an alert or a confirmation dialog is a dialog; a menu is drawn as its entries.
    override var accessibilityElement: AccessibilityElement? { kind == .menu ? nil : AccessibilityElement(role: .dialog) }

    override func draw(into list: inout DisplayList) {
        let box = frame
        list.append(.erase(box))
        let metrics = environment.platformMetrics.presentation
        let border = Color.secondary.resolved()
        switch kind {
        case .fullScreenCover:
            break
        case .sheet:
            // The card's bottom corners are below the window's edge (one unit of the grid, at least a corner).
            list.pushClip(box)
            let below = max(environment.platform.grid.unit.height, metrics.cornerRadius)
            let card = CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height + below)
            if let border { list.append(.shape(ShapeDrawing(path: Path(roundedRect: card, cornerRadius: metrics.cornerRadius), fill: nil, stroke: (border, 1)))) }
            list.popClip()
            if showsDragIndicator {
                let size = metrics.grabberSize
                let x = box.minX + max(environment.platform.grid.floored((box.width - size.width) / 2, along: .horizontal), 0)
                list.append(.sheetGrabber, frame: CGRect(x: x, y: box.minY + metrics.grabberTopInset, width: size.width, height: size.height))
            }
        case .alert, .confirmationDialog, .menu:
            if let border { list.append(.shape(ShapeDrawing(path: Path(roundedRect: box, cornerRadius: metrics.cornerRadius), fill: nil, stroke: (border, 1)))) }
        }
        list.pushClip(inner)
        content.render(into: &list)
        list.popClip()
    }
}
