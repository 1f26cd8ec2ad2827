import NIOCore
import NIOWebSocket

/// One page's timed keys for the active sessions (``ActiveSessionsBenchmark``), sent and answered on its connection's
/// event loop: each key at its tick (`start + interval × index`, or at once when the answer to the one before came
/// after that tick), timed from its send to the arrival of the frame that acknowledges it (``Received/acknowledged``).
///
/// A load client shares this machine's two cores with the server it measures, so it should spend as little of them
/// as it can: on the event loop, a key costs one timer in SwiftNIO's own heap and one write, where a Swift task per
/// page cost a sleep's timer, a wait's timer and three thread hops (the connection's loop to a task and back).
final class KeyDriver: @unchecked Sendable {
    // Confined to `channel.eventLoop` (hence unchecked): every method runs there.
    private let channel: any Channel
    private let key: @Sendable (Int) -> String
    private let events: Int
    private let start: NIODeadline
    private let interval: TimeAmount
    private let timeout: TimeAmount
    private let promise: EventLoopPromise<(result: ActiveSessionsBenchmark.SessionResult, sent: Int)>
    private var result = ActiveSessionsBenchmark.SessionResult()
    private var index = 0
    /// Messages sent on the connection so far (the server acknowledges them in order).
    private var sent: Int
    private var sentAt: UInt64 = 0
    private var awaiting = false
    private var ended = false
    private var noAnswer: Scheduled<Void>?

    private init(channel: any Channel, sent: Int, events: Int, start: NIODeadline, interval: TimeAmount,
                 timeout: TimeAmount, key: @escaping @Sendable (Int) -> String) {
        self.channel = channel
        self.sent = sent
        self.events = events
        self.start = start
        self.interval = interval
        self.timeout = timeout
        self.key = key
        promise = channel.eventLoop.makePromise()
        result.latencies.reserveCapacity(events)
    }

    /// Sends `events` keys (`key(index)`) on `channel`, which has carried `sent` messages so far, from `start`
    /// every `interval`, each answer awaited `timeout` at most; `divert` hands the driver the connection's
    /// messages from then on (nil once it ended). What the page saw (the first error ends it), and how many
    /// messages the connection has carried then.
    static func drive(_ channel: any Channel, sent: Int, events: Int, start: NIODeadline, interval: TimeAmount,
                      timeout: TimeAmount, key: @escaping @Sendable (Int) -> String,
                      divert: (@escaping @Sendable (Received?) -> Void) -> Void)
        async -> (result: ActiveSessionsBenchmark.SessionResult, sent: Int) {
        let driver = KeyDriver(channel: channel, sent: sent, events: events, start: start, interval: interval,
                               timeout: timeout, key: key)
        let loop = channel.eventLoop
        divert { message in loop.execute { driver.received(message) } }
        loop.execute { driver.scheduleNext() }
        // The promise only ever succeeds.
        return (try? await driver.promise.futureResult.get()) ?? (driver.result, sent)
    }

    private func scheduleNext() {
        guard !ended else { return }
        guard index < events else { return finish() }
        _ = channel.eventLoop.scheduleTask(deadline: start + interval * Int64(index)) { self.send() }
    }

    private func send() {
        guard !ended else { return }
        sent += 1
        awaiting = true
        sentAt = Clock.now()
        let frame = WebSocketFrame(fin: true, opcode: .text, maskKey: .random(),
                                   data: channel.allocator.buffer(string: key(index)))
        let write = channel.writeAndFlush(frame)
        write.whenFailure { error in self.fail("send failed: \(error)") }
        let event = index
        noAnswer = channel.eventLoop.scheduleTask(in: timeout) {
            self.fail("no answer to event \(event) within \(self.timeout.nanoseconds / 1_000_000_000) s")
        }
    }

    private func received(_ message: Received?) {
        guard !ended else { return }
        guard let message else { return fail("the connection ended") }
        // A frame the server sent by itself (the rows ahead of a list) before the answer.
        guard awaiting, message.acknowledged >= sent else { result.unasked += 1; return }
        awaiting = false
        noAnswer?.cancel()
        let type = message.type
        guard type == "patch" || type == "frame" else { return fail("unexpected answer: \(message.text.prefix(60))") }
        result.latencies.append(Clock.milliseconds(from: sentAt, to: message.arrival))
        result.bytes += message.bytes
        if message.changesSomething { result.changed += 1 }
        if type == "frame" { result.whole += 1 }
        index += 1
        scheduleNext()
    }

    private func fail(_ error: String) {
        guard !ended else { return }
        result.error = error
        finish()
    }

    private func finish() {
        ended = true
        noAnswer?.cancel()
        promise.succeed((result, sent))
    }
}
