import KumikoCore
import Synchronization

/// What the sessions of one process leave for when the main actor has nothing else to do: the rows ahead of a
/// list's visible window (``ViewGraph/buildRowsAhead()``), which each session's frames leave out so that an event's
/// answer never waits for them (`RowsAhead` in KumikoCore).
///
/// All sessions share the main actor, so one session's rows ahead run only while no page's message waits for it
/// (``MessagesInFlight``); one session's at a time, in the order they asked, then the main actor's queue again.
@MainActor
final class IdleWork {
    /// The messages received and not yet handled, across the process's connections.
    let messagesInFlight = MessagesInFlight()
    /// The sessions waiting, in the order they asked (each once).
    private var waiting: [WebSession] = []
    private var running = false

    /// How long to wait before looking again while messages are in flight.
    static let pause = Duration.milliseconds(1)

    /// `session` has rows ahead to build.
    func schedule(_ session: WebSession) {
        guard !waiting.contains(where: { $0 === session }) else { return }
        waiting.append(session)
        guard !running else { return }
        running = true
        Task { @MainActor in await run() }
    }

    private func run() async {
        while !waiting.isEmpty {
            if messagesInFlight.count > 0 {
                try? await Task.sleep(for: Self.pause)
                continue
            }
            let session = waiting.removeFirst()
            session.buildRowsAhead()
            // Anything queued for the main actor meanwhile goes first.
            await Task.yield()
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
