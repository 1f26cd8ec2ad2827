import Foundation
import KumikoCore

/// The sessions of one process, by id (DESIGN.md §3.10): each browser tab has its own graph and sees nothing of
/// another's. A session whose connection drops keeps its graph for the grace period, so that a reconnect finds
/// it as it was; a session idle past the timeout, or detached past the grace period, is ended and its graph freed.
@MainActor
package final class WebSessions {
    private var sessions: [String: WebSession] = [:]
    /// When each detached session lost its connection.
    private var detachedSince: [String: ContinuousClock.Instant] = [:]
    private let makeGraph: @MainActor (Locale?) -> ViewGraph
    private let gracePeriod: Duration
    private let idleTimeout: Duration
    /// What the sessions leave for when the process is idle.
    let idleWork = IdleWork()

    /// A registry that makes each new session's graph with `makeGraph`, given the locale its page asked for (the
    /// browser's `Accept-Language`), if any.
    package init(gracePeriod: Duration, idleTimeout: Duration, makeGraph: @escaping @MainActor (Locale?) -> ViewGraph) {
        self.makeGraph = makeGraph
        self.gracePeriod = gracePeriod
        self.idleTimeout = idleTimeout
    }

    /// A registry that makes each new session's graph with `makeGraph`, whatever locale its page asks for.
    package convenience init(gracePeriod: Duration, idleTimeout: Duration, makeGraph: @escaping @MainActor () -> ViewGraph) {
        self.init(gracePeriod: gracePeriod, idleTimeout: idleTimeout) { _ in makeGraph() }
    }

    /// How many sessions hold a graph.
    package var count: Int { sessions.count }

    /// The session with an id, while it holds a graph.
    func session(id: String) -> WebSession? { sessions[id] }

    /// The session a connection asked for by id, when it still exists and no other connection holds it; otherwise
    /// a new session (`resumed` false) in `locale`, so that a stale or foreign id never reaches another page's graph.
    func attach(id: String?, locale: Locale? = nil, send: @escaping @Sendable (PendingFrame) -> Void)
        -> (session: WebSession, resumed: Bool) {
        sweep()
        if let id, let session = sessions[id], session.send == nil {
            detachedSince[id] = nil
            session.send = send
            return (session, true)
        }
        let session = WebSession(graph: makeGraph(locale), idleWork: idleWork)
        sessions[session.id] = session
        session.send = send
        return (session, false)
    }

    /// Whether the session with this id exists and a connection holds it still: a page that reloads connects again
    /// before the server has seen its old connection end.
    func isHeld(id: String) -> Bool { sessions[id]?.send != nil }

    /// The connection of `session` ended: it waits for a reconnect for the grace period.
    func detach(_ session: WebSession) {
        session.send = nil
        detachedSince[session.id] = ContinuousClock.now
        sweep()
    }

    /// Ends a session at once and frees its graph: a connection that broke the protocol, or the sweep.
    func end(_ session: WebSession) {
        session.send = nil
        sessions[session.id] = nil
        detachedSince[session.id] = nil
    }

    /// Ends the sessions detached past the grace period and those idle past the timeout.
    func sweep() {
        let now = ContinuousClock.now
        for (id, since) in detachedSince where since.duration(to: now) > gracePeriod {
            if let session = sessions[id] { end(session) } else { detachedSince[id] = nil }
        }
        for session in sessions.values where session.lastActivity.duration(to: now) > idleTimeout {
            end(session)
        }
    }
}
