import KumikoCore
import Synchronization

/// What the sessions of one process leave for when the main actor has nothing else to do: the rows ahead of a
/// list's visible window (``ViewGraph/buildRowsAhead()``), which each session's frames leave out so that an event's
/// answer never waits for them (`RowsAhead` in KumikoCore).
///
/// All sessions share the main actor, so one session's rows ahead run only while no page's message waits for it
/// (``MessagesInFlight``); one session's at a time, in the order they asked, then the main actor's queue again. A
/// session that has waited ``longestWait`` goes next even so: a server never idle still shows every page its rows
/// ahead soon after its scroll (what a page scrolled natively shows next, and what a reloaded page is drawn with).
/// After each session's rows it rests twice as long as they took (``restPerWork``), so idle work never takes more
/// than a third of the main actor.
@MainActor
final class IdleWork {
    /// The messages received and not yet handled, across the process's connections.
    let messagesInFlight = MessagesInFlight()
    /// The sessions waiting, in the order they asked (each once), with when they asked.
    private var waiting: [(session: WebSession, since: ContinuousClock.Instant)] = []
    private var running = false

    /// How long to wait before looking again while messages are in flight.
    static let pause = Duration.milliseconds(1)
    /// How long a session waits for the server to be idle at most.
    static let longestWait = Duration.milliseconds(100)
    /// How long the idle work rests after each session's rows, per unit of time they took.
    static let restPerWork = 2

    /// Whether no session waits (every session's rows ahead are built, or its page is gone).
    var isIdle: Bool { waiting.isEmpty }

    /// `session` has rows ahead to build.
    func schedule(_ session: WebSession) {
        guard !waiting.contains(where: { $0.session === session }) else { return }
        waiting.append((session, ContinuousClock.now))
        guard !running else { return }
        running = true
        Task { @MainActor in await run() }
    }

    private func run() async {
        while let first = waiting.first {
            if messagesInFlight.count > 0, first.since.duration(to: .now) < Self.longestWait {
                try? await Task.sleep(for: Self.pause)
                continue
            }
            waiting.removeFirst()
            let start = ContinuousClock.now
            first.session.buildRowsAhead()
            // Anything queued for the main actor meanwhile goes first, and idle work takes a third of the main
            // actor at most: after a scroll of many sessions at once (200 in lockstep, each with rows to build
            // that cost milliseconds), their rows ahead are spread over the next second or so rather than
            // crowding out the events that come meanwhile.
            try? await Task.sleep(for: start.duration(to: .now) * Self.restPerWork)
        }
        running = false
    }
}

/// A count of the messages the connections have received and the main actor has not yet taken, read by
/// ``IdleWork`` from the main actor and changed from any connection's task.
final class MessagesInFlight: Sendable {
    private let value = Atomic<Int>(0)

    /// How many are in flight now.
    var count: Int { value.load(ordering: .relaxed) }

    /// A message was received, and goes to the main actor.
    func received() { value.add(1, ordering: .relaxed) }

    /// The main actor took a message.
    func taken() { value.subtract(1, ordering: .relaxed) }
}
