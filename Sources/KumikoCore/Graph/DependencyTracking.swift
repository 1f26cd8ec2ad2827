import Foundation

/// Which node is evaluating its body right now, so that reads of state and environment record their
/// reader (DESIGN.md §3.2). Only ever touched on the main thread.
enum DependencyTracking {
    /// The node whose body is being evaluated, if any.
    nonisolated(unsafe) private static var currentNode: ViewNode?

    /// The current reader, when called on the main thread during a body evaluation.
    static var current: ViewNode? {
        Thread.isMainThread ? currentNode : nil
    }

    /// Runs `body` with `node` as the current reader.
    @MainActor
    static func evaluate<T>(for node: ViewNode, _ body: () -> T) -> T {
        let previous = currentNode
        currentNode = node
        defer { currentNode = previous }
        return body()
    }

    /// Runs `body` on the main actor when called from the main thread; does nothing elsewhere.
    static func onMain(_ body: @MainActor () -> Void) {
        if Thread.isMainThread { MainActor.assumeIsolated(body) }
    }
}
