/// Finding an element in a list of them by identity, with a loop.
///
/// In Swift 6 language mode a closure formed on the main actor and passed to a standard-library algorithm
/// (`contains(where:)`, `first(where:)`) checks on every call that it runs on the main actor
/// (`swift_task_isCurrentExecutor`, about 250 instructions): a search over a few dozen elements per key pressed
/// cost more in those checks than in the search. Loops on hot paths avoid the closure (docs/ARCHITECTURE.md,
/// "Instructions per key").
extension Array where Element == LayoutElement {
    /// Whether `element` itself (not an equal one) is in the array.
    func containsElement(_ element: LayoutElement) -> Bool {
        for candidate in self where candidate === element { return true }
        return false
    }
}
