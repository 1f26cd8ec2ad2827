import Kumiko

/// Scrolls the list as the terminal's keys would, through the graph's public `ScrollController`.
@MainActor
struct ScrollDriver {
    /// The list's scroll controller.
    private let controller: ScrollController

    /// Finds the first scroll view or list in `graph` (nil if there is none).
    init?(graph: ViewGraph) {
        guard let controller = graph.scrollControllers.first else { return nil }
        self.controller = controller
    }

    /// Scrolls so that the content's point `y` is at the top (clamped at the next layout).
    func scroll(toY y: CGFloat) { controller.scroll(to: CGPoint(x: 0, y: y)) }
}
