import Dispatch

/// Releases large replaced values off the main actor, so that freeing them does not delay the frame.
///
/// When a `ForEach`'s data is replaced, its node holds the last reference to the old collection more often
/// than not (the app already holds the new one). Freeing a million rows takes tens of milliseconds (a release
/// per element, then the allocator's bookkeeping), all of it on the frame's path. Values handed to
/// ``release(_:)`` are released on a background queue instead. The release is all that runs there: deinits of
/// the elements run on that queue, which Swift allows for any `deinit` that is not `isolated` (isolated
/// deinits hop back to their actor by themselves).
enum BackgroundRelease {
    /// Collections with fewer elements than this are released in place: a dispatch costs more than they do.
    static let minimumCount = 4_096

    /// The serial queue that releases values, one after another.
    private static let queue = DispatchQueue(label: "Kumiko.BackgroundRelease", qos: .utility)

    /// Holds a value until the queue takes it; the queue's closure drops it, so the release happens there.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: Value) { self.value = value }
    }

    /// Releases `value` on the background queue (the caller must hold no other reference for that to be where
    /// it is freed).
    static func release<Value>(_ value: consuming Value) {
        let box = Box(value)
        queue.async { box.value = nil }
    }
}
