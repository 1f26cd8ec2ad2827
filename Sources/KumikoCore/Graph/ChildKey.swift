/// How a child is identified among its siblings: structural identity (position, branch) or explicit
/// identity (a `ForEach` id). A node survives an update only if a child with the same key and view type
/// is produced again.
enum ChildKey: Hashable {
    /// The n-th child of a fixed structure (a `TupleView` element, a body, a modifier's content).
    case position(Int)
    /// A branch of an `if`/`else` or `switch`.
    case branch(Bool)
    /// An explicit id, as `ForEach` and `.id(_:)` give.
    case id(AnyHashable)
    /// A repeated explicit id: the n-th extra occurrence of a duplicate `ForEach` id.
    case duplicate(AnyHashable, Int)
}
