import Foundation

/// A message from the server as the client received it: its text and when it arrived (``Clock/now()``).
struct Received: Sendable {
    /// The message.
    let text: String
    /// When the client's connection handed it over.
    let arrival: UInt64

    /// The message's type (`session`, `frame`, `patch`), read from its start (`{"t":"patch",…`); the server
    /// writes the type first.
    var type: String {
        guard text.hasPrefix(#"{"t":""#) else { return "" }
        let rest = text.utf8.dropFirst(6)
        guard let end = rest.firstIndex(of: UInt8(ascii: "\"")) else { return "" }
        return String(decoding: rest[..<end], as: UTF8.self)
    }

    /// The message's size in bytes (the WebSocket payload).
    var bytes: Int { text.utf8.count }

    /// The window size a frame or patch was drawn for, from its header (`"w":390,"h":844`); nil for other
    /// messages.
    var size: (width: Double, height: Double)? {
        guard let width = headerNumber("w"), let height = headerNumber("h") else { return nil }
        return (width, height)
    }

    /// How many of the page's messages the server had handled when it drew this frame or patch (`"ack":N` in its
    /// header; absent, none).
    var acknowledged: Int { headerNumber("ack").map { Int($0) } ?? 0 }

    /// The number after `"key":` in the message's header (its first 80 bytes).
    private func headerNumber(_ key: String) -> Double? {
        let header = String(decoding: text.utf8.prefix(80), as: UTF8.self)
        guard let start = header.range(of: "\"\(key)\":")?.upperBound else { return nil }
        return Double(header[start...].prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }

    /// Whether a patch changes anything: it holds at least one new item (an object) beside its runs of kept
    /// ones. A frame always does.
    var changesSomething: Bool {
        guard type == "patch" else { return type == "frame" }
        guard let ops = text.range(of: "\"ops\":[") else { return true }
        return text[ops.upperBound...].contains("{")
    }
}

/// The messages a connection received and its reader has not taken yet, oldest first; ``next(timeout:)`` waits
/// for one, up to a timeout.
final class MessageQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: [Received] = []
    private var head = 0
    private var finished = false
    private var waiter: (token: Int, continuation: CheckedContinuation<Received?, Never>)?
    private var tokens = 0
    /// Where the messages go instead, once diverted (``divert(to:)``).
    private var tap: (@Sendable (Received?) -> Void)?

    /// From now on the messages go to `tap`, on the connection's event loop as they arrive (nil once the connection
    /// ended), rather than to the queue; those queued already go first.
    func divert(to tap: @escaping @Sendable (Received?) -> Void) {
        lock.lock()
        let queued = buffer[head...]
        buffer = []
        head = 0
        self.tap = tap
        let ended = finished
        lock.unlock()
        for message in queued { tap(message) }
        if ended { tap(nil) }
    }

    /// Adds a message; the waiting reader, if any, gets it.
    func push(_ message: Received) {
        lock.lock()
        if let tap {
            lock.unlock()
            tap(message)
            return
        }
        if let waiting = waiter {
            waiter = nil
            lock.unlock()
            waiting.continuation.resume(returning: message)
            return
        }
        buffer.append(message)
        lock.unlock()
    }

    /// Why the messages ended (nil while they have not, or for an orderly close).
    var endReason: String? { lock.withLock { reason } }
    private var reason: String?

    /// No more messages, for `reason` if not an orderly close: the waiting reader and later ones get nil once the
    /// buffer is empty.
    func finish(reason: String? = nil) {
        lock.lock()
        if !finished { self.reason = reason }
        let wasFinished = finished
        finished = true
        let waiting = waiter
        waiter = nil
        let tap = self.tap
        lock.unlock()
        waiting?.continuation.resume(returning: nil)
        if !wasFinished { tap?(nil) }
    }

    /// The oldest message not taken; nil if none arrives within `timeout` or the connection ended.
    func next(timeout: Duration) async -> Received? {
        await withCheckedContinuation { continuation in
            lock.lock()
            if head < buffer.count {
                let message = buffer[head]
                head += 1
                if head > 64, head * 2 > buffer.count { buffer.removeFirst(head); head = 0 }
                lock.unlock()
                continuation.resume(returning: message)
                return
            }
            if finished {
                lock.unlock()
                continuation.resume(returning: nil)
                return
            }
            tokens += 1
            let token = tokens
            waiter = (token, continuation)
            lock.unlock()
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in self?.expire(token) }
        }
    }

    /// The wait `token` timed out, if it is still waiting.
    private func expire(_ token: Int) {
        lock.lock()
        guard let waiting = waiter, waiting.token == token else { lock.unlock(); return }
        waiter = nil
        lock.unlock()
        waiting.continuation.resume(returning: nil)
    }
}
