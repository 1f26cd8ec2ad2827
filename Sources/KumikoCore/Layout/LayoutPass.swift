/// Numbers one graph's layout passes, so that per-pass caches (sizes, text lines, rows in use) reset without
/// walking the tree.
///
/// Each ``ViewGraph`` owns one and its elements and nodes read it through their graph, never a process-wide
/// counter: a graph laid out in the middle of another graph's pass (an `ImageRenderer` rendered in a body or
/// in a `GeometryReader`'s content) starts passes of its own and leaves the outer pass's caches and its
/// record of rows in use intact.
@MainActor
final class LayoutPass {
    /// The current pass of the graph.
    private(set) var generation = 0
    /// Starts a new pass.
    func begin() { generation &+= 1 }
}
