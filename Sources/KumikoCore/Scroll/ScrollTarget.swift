import Foundation

/// A view found by `ScrollViewProxy.scrollTo`: the scroll view to move and where the view lies in it.
@MainActor
struct ScrollTarget {
    /// The innermost scroll view containing the view.
    let scrollable: any ScrollableNode
    /// The view's frame in the scroll view's content coordinates, given the content's global origin: from
    /// the latest layout for built views, from measured or estimated row lengths for rows of a lazy container.
    let frame: (_ contentOrigin: CGPoint) -> CGRect?

    /// Scrolls to the view: now with what is known, and again at the next layout, once the rows around the
    /// view are measured.
    func scroll(anchor: UnitPoint?) {
        let scrollable = self.scrollable
        guard let frame = frame(scrollable.viewport.contentOrigin) else { return }
        let visible = CGRect(origin: scrollable.offset, size: scrollable.viewportSize)
        let alignment = anchor.map { ScrollAlignment(anchor: $0, axes: scrollable.axes) }
            ?? ScrollAlignment(minimallyShowing: frame, in: visible, axes: scrollable.axes)
        guard !alignment.keepsOffset else { return }
        let locate = self.frame
        scrollable.viewport.pendingScroll = { [weak scrollable] in
            guard let scrollable, let frame = locate(scrollable.viewport.contentOrigin) else { return nil }
            return alignment.offset(showing: frame, from: scrollable.offset, viewport: scrollable.viewportSize,
                                    maximum: scrollable.maximumOffset)
        }
        scrollable.scroll(to: alignment.offset(showing: frame, from: scrollable.offset, viewport: scrollable.viewportSize,
                                               maximum: scrollable.maximumOffset))
    }
}

/// How a scroll aligns its target on each axis: the fraction of the target and of the visible area that
/// coincide (0 leading edges, 0.5 centres, 1 trailing edges); nil keeps the axis's offset.
struct ScrollAlignment: Equatable {
    /// The horizontal fraction, or nil to keep the horizontal offset.
    var x: CGFloat?
    /// The vertical fraction, or nil to keep the vertical offset.
    var y: CGFloat?

    /// Whether no axis moves.
    var keepsOffset: Bool { x == nil && y == nil }

    /// An anchor's fractions on the scroll view's axes.
    init(anchor: UnitPoint, axes: Axis.Set) {
        x = axes.contains(.horizontal) ? anchor.x : nil
        y = axes.contains(.vertical) ? anchor.y : nil
    }

    /// The smallest scroll that shows `frame` wholly in `visible`: no move on an axis where it already shows,
    /// its leading edge at the visible area's when it lies before it (or is larger than it), its trailing
    /// edge at the visible area's when it lies after it.
    init(minimallyShowing frame: CGRect, in visible: CGRect, axes: Axis.Set) {
        func fraction(_ axis: Axis) -> CGFloat? {
            guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return nil }
            let start = frame.origin[axis], end = start + frame.size[axis]
            let visibleStart = visible.origin[axis], visibleEnd = visibleStart + visible.size[axis]
            let tolerance: CGFloat = 0.001
            if start >= visibleStart - tolerance, end <= visibleEnd + tolerance { return nil }
            return start < visibleStart || frame.size[axis] > visible.size[axis] ? 0 : 1
        }
        x = fraction(.horizontal)
        y = fraction(.vertical)
    }

    /// The offset that aligns `frame` (content coordinates) in a viewport of size `viewport`, within
    /// `0...maximum`; axes without a fraction keep `current`.
    func offset(showing frame: CGRect, from current: CGPoint, viewport: CGSize, maximum: CGPoint) -> CGPoint {
        func aligned(_ fraction: CGFloat?, _ axis: Axis) -> CGFloat {
            guard let fraction, fraction.isFinite else { return current[axis] }
            let wanted = frame.origin[axis] + fraction * (frame.size[axis] - viewport[axis])
            return min(max(wanted, 0), max(maximum[axis], 0))
        }
        return CGPoint(x: aligned(x, .horizontal), y: aligned(y, .vertical))
    }
}
