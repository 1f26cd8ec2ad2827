import Dispatch
import Kumiko

/// A Combine scheduler whose clock only moves when a test says so: actions scheduled for now or later run, in
/// order of their due time, inside `advance(by:)` / `run()`. It lets debounce, throttle, delay and timeout be
/// tested with exact times and no waiting. Its times are `DispatchQueue`'s, starting at an arbitrary instant.
public final class VirtualTimeScheduler: Scheduler, @unchecked Sendable {
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    public typealias SchedulerOptions = Never

    private struct Scheduled {
        let id: Int
        let due: SchedulerTimeType
        let interval: SchedulerTimeType.Stride?
        let action: () -> Void
    }

    private var queue: [Scheduled] = []
    private var nextID = 0
    private var cancelled: Set<Int> = []

    /// The scheduler's current time.
    public private(set) var now = SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000))
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public init() {}

    public func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(due: now, interval: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
                         _ action: @escaping () -> Void) {
        enqueue(due: date, interval: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        let id = enqueue(due: date, interval: interval, action)
        return AnyCancellable { [weak self] in self?.cancelled.insert(id) }
    }

    @discardableResult
    private func enqueue(due: SchedulerTimeType, interval: SchedulerTimeType.Stride?, _ action: @escaping () -> Void) -> Int {
        nextID += 1
        queue.append(Scheduled(id: nextID, due: due, interval: interval, action: action))
        return nextID
    }

    /// Moves the clock forward by `stride`, running every action that falls due on the way (at its time).
    public func advance(by stride: SchedulerTimeType.Stride = .zero) {
        let end = now.advanced(by: stride)
        while let index = nextDue(until: end) {
            let item = queue.remove(at: index)
            if cancelled.contains(item.id) { continue }
            if item.due > now { now = item.due }
            if let interval = item.interval {
                queue.append(Scheduled(id: item.id, due: item.due.advanced(by: Swift.max(interval, .nanoseconds(1))),
                                       interval: interval, action: item.action))
            }
            item.action()
        }
        now = end
    }

    /// Runs everything scheduled for now.
    public func run() { advance(by: .zero) }

    /// The earliest action due by `end` (first scheduled first among equals).
    private func nextDue(until end: SchedulerTimeType) -> Int? {
        var best: Int?
        for (index, item) in queue.enumerated() where item.due <= end && !cancelled.contains(item.id) {
            if let current = best, queue[current].due <= item.due { continue }
            best = index
        }
        if best == nil { queue.removeAll { cancelled.contains($0.id) } }
        return best
    }
}
