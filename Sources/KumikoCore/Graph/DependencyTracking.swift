/// Which node is evaluating its body right now, so that reads of state and environment record their
/// reader (DESIGN.md §3.2). A task-local: it is set only inside a body evaluation on the main actor, so a
/// non-nil value also means the code runs on the main actor.
enum DependencyTracking {
    @TaskLocal private static var evaluating: ViewNode?

    /// The node whose body is being evaluated, if any.
    static var current: ViewNode? { evaluating }

    /// Runs `body` with `node` as the current reader.
    @MainActor
    static func evaluate<T>(for node: ViewNode, _ body: () -> T) -> T {
        $evaluating.withValue(node) { body() }
    }

    /// Runs `body` on the main actor for the node being evaluated (reads inside a body are on the main actor).
    static func withCurrent(_ body: @MainActor (ViewNode) -> Void) {
        guard let node = current else { return }
        MainActor.assumeIsolated { body(node) }
    }
}
