import Kumiko
#if LISTBENCH_TESTABLE
@testable import KumikoCore
#endif

/// Scrolls the list as the terminal's keys would.
///
/// Kumiko has no public way yet to scroll a `ScrollView` from outside (SwiftUI's is `ScrollViewReader` /
/// `ScrollPosition`), so this finds the scroll view's node in the graph through internal API. That needs
/// `@testable import`, which a release build allows only when compiled with `-enable-testing`:
/// `swift run -c release -Xswiftc -enable-testing -Xswiftc -DLISTBENCH_TESTABLE ListBench`. Without it the
/// scroll operations are reported as not measured.
@MainActor
struct ScrollDriver {
    /// Whether this build can scroll.
    static var isAvailable: Bool {
        #if LISTBENCH_TESTABLE
        true
        #else
        false
        #endif
    }

    #if LISTBENCH_TESTABLE
    /// The scroll view's node.
    private let node: any ScrollableNode

    /// Finds the first scroll view in `graph` (nil if there is none or this build cannot scroll).
    init?(graph: ViewGraph) {
        /// The first scrollable node in `node`'s subtree, depth first.
        func find(_ node: ViewNode) -> (any ScrollableNode)? {
            if let scrollable = node as? any ScrollableNode { return scrollable }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        guard let node = find(graph.root) else { return nil }
        self.node = node
    }

    /// Scrolls so that the content's point `y` is at the top (clamped at the next layout).
    func scroll(toY y: CGFloat) { node.scroll(to: CGPoint(x: 0, y: y)) }

    /// The current offset from the top.
    var offset: CGFloat { node.offset.y }
    #else
    /// Finds the first scroll view in `graph` (nil if there is none or this build cannot scroll).
    init?(graph: ViewGraph) { return nil }

    /// Scrolls so that the content's point `y` is at the top (clamped at the next layout).
    func scroll(toY y: CGFloat) {}

    /// The current offset from the top.
    var offset: CGFloat { 0 }
    #endif
}
