import Foundation

/// The box a presentation is drawn in, and its chrome (DESIGN.md §3.9): a sheet is a card of the window's
/// width rising from the bottom, its top edge a rounded line (with a drag indicator when it has one); a
/// full-screen cover is the whole window; an alert is a rounded box in the middle, 36 columns wide when the
/// window allows (two columns clear of each side at least); a confirmation dialog a rounded box at the
/// bottom, the window's width up to 60 columns; a popup menu a rounded box of its content's size just below
/// the view that presents it (its leading edges aligned, or its trailing edges when that view is wider than
/// the menu, as a form row's value), above that view when there is no room below, and kept inside the
/// window. The presented view is centred in what is left inside.
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
        let cell = environment.platformMetrics.cellSize
        let box: CGRect
        switch node.kind {
        case .fullScreenCover:
            box = bounds
            inner = bounds
        case .sheet:
            let height = node.context.sheetHeight(available: max(bounds.height - cell.height, 0), row: cell.height)
            box = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
            inner = CGRect(x: box.minX + cell.width, y: box.minY + cell.height,
                           width: max(box.width - 2 * cell.width, 0), height: max(box.height - cell.height, 0))
        case .alert, .confirmationDialog:
            let boxWidth = node.kind == .alert
                ? max(min(bounds.width - 4 * cell.width, 36 * cell.width), min(bounds.width, 6 * cell.width))
                : min(bounds.width, 60 * cell.width)
            let innerWidth = max(boxWidth - 4 * cell.width, 0)
            let contentHeight = content.sizeThatFits(ProposedViewSize(width: innerWidth, height: nil)).height
            let boxHeight = min(contentHeight + 2 * cell.height, bounds.height)
            let x = bounds.minX + ((bounds.width - boxWidth) / 2 / cell.width).rounded(.down) * cell.width
            let y = node.kind == .alert
                ? bounds.minY + ((bounds.height - boxHeight) / 2 / cell.height).rounded(.down) * cell.height
                : bounds.maxY - boxHeight
            box = CGRect(x: x, y: y, width: boxWidth, height: boxHeight)
            inner = CGRect(x: box.minX + 2 * cell.width, y: box.minY + cell.height,
                           width: innerWidth, height: max(boxHeight - 2 * cell.height, 0))
        case .menu:
            box = menuBox(in: bounds, anchor: Self.frame(of: node.children.first), cell: cell)
            inner = box.insetBy(dx: min(cell.width, box.width / 2), dy: min(cell.height, box.height / 2))
        }
        place(in: box, proposal: ProposedViewSize(box.size))
    }

    /// A popup menu's box: its content's ideal size plus the border, below `anchor` (or above it when there is
    /// no room below), whole cells, inside `bounds`.
    private func menuBox(in bounds: CGRect, anchor: CGRect?, cell: CGSize) -> CGRect {
        let anchor = anchor ?? CGRect(origin: bounds.origin, size: .zero)
        let ideal = content.sizeThatFits(.unspecified)
        let width = min((ideal.width / cell.width).rounded(.up) * cell.width + 2 * cell.width, bounds.width)
        let height = min((ideal.height / cell.height).rounded(.up) * cell.height + 2 * cell.height, bounds.height)
        var x = anchor.width > width ? anchor.maxX - width : anchor.minX
        x = max(min(x, bounds.maxX - width), bounds.minX)
        var y = anchor.maxY
        if y + height > bounds.maxY { y = anchor.minY - height }
        if y < bounds.minY { y = max(bounds.maxY - height, bounds.minY) }
        x = bounds.minX + ((x - bounds.minX) / cell.width).rounded() * cell.width
        y = bounds.minY + ((y - bounds.minY) / cell.height).rounded() * cell.height
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

    override func draw(into list: inout DisplayList) {
        let box = frame
        list.append(.erase(box))
        let cell = environment.platformMetrics.cellSize
        let border = Color.secondary.resolved()
        switch kind {
        case .fullScreenCover:
            break
        case .sheet:
            // The card's bottom corners are below the window's edge.
            list.pushClip(box)
            let card = CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height + cell.height)
            if let border { list.append(.shape(ShapeDrawing(path: Path(roundedRect: card, cornerRadius: 10), fill: nil, stroke: (border, 1)))) }
            list.popClip()
            if showsDragIndicator {
                let indicator = "━━━━━"
                let columns = Int((box.width / cell.width).rounded(.down))
                let start = box.minX + CGFloat(max((columns - EastAsianWidth.columns(of: indicator)) / 2, 0)) * cell.width
                list.append(.text(TextDrawing(frame: CGRect(x: start, y: box.minY, width: CGFloat(EastAsianWidth.columns(of: indicator)) * cell.width, height: cell.height),
                                              lines: [.init(segments: [(indicator, TextStyle(foreground: border))])], opacity: 1)))
            }
        case .alert, .confirmationDialog, .menu:
            if let border { list.append(.shape(ShapeDrawing(path: Path(roundedRect: box, cornerRadius: 10), fill: nil, stroke: (border, 1)))) }
        }
        list.pushClip(inner)
        content.render(into: &list)
        list.popClip()
    }
}
