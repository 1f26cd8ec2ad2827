import Foundation

/// How a tab view lays out its selected tab and its bar: it takes all the space offered (as SwiftUI's tab view
/// does); the bar (when shown) is the last subview, across the bottom; the tab (when there is one) is the first,
/// offered the rest and placed at its top-leading corner, as a terminal window places its root view.
struct TabViewLayout: Layout {
    /// Whether the first subview is the selected tab.
    var hasTab: Bool
    /// Whether the last subview is the bar.
    var hasBar: Bool

    private func barHeight(width: CGFloat?, subviews: Subviews) -> CGFloat {
        guard hasBar, let bar = subviews.last else { return 0 }
        return bar.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let bar = barHeight(width: proposal.width, subviews: subviews)
        func finite(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite ? $0 : nil } }
        if let width = finite(proposal.width), let height = finite(proposal.height) { return CGSize(width: width, height: height) }
        let tab = hasTab && !subviews.isEmpty
            ? subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - bar, 0) }))
            : .zero
        let barWidth = hasBar ? (subviews.last?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width ?? 0) : 0
        return CGSize(width: finite(proposal.width) ?? max(tab.width, barWidth), height: finite(proposal.height) ?? tab.height + bar)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let bar = min(barHeight(width: bounds.width, subviews: subviews), bounds.height)
        if hasTab, !subviews.isEmpty {
            let region = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - bar)
            subviews[0].place(at: region.origin, proposal: ProposedViewSize(region.size))
        }
        if hasBar, let barView = subviews.last {
            barView.place(at: CGPoint(x: bounds.minX, y: bounds.maxY - bar), proposal: ProposedViewSize(width: bounds.width, height: bar))
        }
    }
}
