/// A protocol indicating that an activity or action supports cancellation.
///
/// Calling `cancel()` frees up any allocated resources. It also stops side effects such as timers, network
/// access, or disk I/O.
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable instance in the specified collection (as an `AnyCancellable`).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(AnyCancellable.wrapping(self))
    }

    /// Stores this cancellable instance in the specified set (as an `AnyCancellable`).
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(AnyCancellable.wrapping(self))
    }
}
