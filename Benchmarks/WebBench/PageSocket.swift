import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import Synchronization

/// One page's WebSocket to a Kumiko server (`/socket`), opened as the page's script opens it: an HTTP upgrade with
/// the page's Origin (`http://127.0.0.1:PORT`, which the server requires), then SwiftNIO's WebSocket codec. Each
/// message is timed on the event loop as it arrives and queued for ``next(timeout:)``.
///
/// SwiftNIO directly rather than hummingbird-websocket's client: that client always sends its own `Origin`
/// (`ws://host`, no port) and adds a second one beside any given, which the server rightly refuses.
final class PageSocket: Sendable {
    /// Why a connection failed.
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The largest message accepted: a whole frame of a busy screen is tens of kilobytes.
    static let maximumMessage = 16 << 20

    private let channel: any Channel
    private let queue: MessageQueue
    /// The messages sent so far: the server acknowledges those it has handled in each frame (`ack`).
    private let sent = Atomic<Int>(0)

    private init(channel: any Channel, queue: MessageQueue) {
        self.channel = channel
        self.queue = queue
    }

    /// What the upgrade ended in.
    private enum Upgrade: Sendable {
        case upgraded(any Channel)
        case refused
    }

    /// Opens `/socket` on the server at 127.0.0.1:`port` with the Origin of its page; waits (up to `timeout`) for
    /// the upgrade.
    static func open(port: Int, timeout: Duration = .seconds(10)) async throws -> PageSocket {
        let queue = MessageQueue()
        let milliseconds = timeout.components.seconds * 1_000 + timeout.components.attoseconds / 1_000_000_000_000_000
        let upgrade: EventLoopFuture<Upgrade> = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connectTimeout(.milliseconds(milliseconds))
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: maximumMessage) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            try channel.pipeline.syncOperations.addHandler(FrameHandler(queue: queue))
                            return Upgrade.upgraded(channel)
                        }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "127.0.0.1:\(port)")
                    headers.add(name: "Origin", value: "http://127.0.0.1:\(port)")
                    headers.add(name: "Content-Length", value: "0")
                    let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: "/socket", headers: headers)
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration<Upgrade>(upgradeRequestHead: head, upgraders: [upgrader]) { channel in
                        channel.eventLoop.makeCompletedFuture { Upgrade.refused }
                    }
                    var pipeline = NIOUpgradableHTTPClientPipelineConfiguration(upgradeConfiguration: configuration)
                    // The server's first message may come in the same read as its 101 response: keep it (the
                    // default drops what follows the response).
                    pipeline.leftOverBytesStrategy = .forwardBytes
                    let upgraded = try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(configuration: pipeline)
                    // A server that never answers the upgrade: the connection is closed, which fails it.
                    let deadline = channel.eventLoop.scheduleTask(in: .milliseconds(milliseconds)) { channel.close(promise: nil) }
                    upgraded.whenComplete { _ in deadline.cancel() }
                    return upgraded
                }
            }
        switch try await upgrade.get() {
        case .upgraded(let channel): return PageSocket(channel: channel, queue: queue)
        case .refused: throw Failure(description: "the server refused the WebSocket upgrade")
        }
    }

    /// Sends a message (JSON text) as the page would.
    func send(_ text: String) async throws {
        sent.add(1, ordering: .relaxed)
        try await channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text)))
    }

    /// Sends `events` keys (`key(index)`) from `start` every `interval`, each answer awaited `timeout` at most, all
    /// on the connection's event loop (``KeyDriver``); what the page saw. The socket's messages go to the driver
    /// from then on.
    func driveKeys(_ events: Int, from start: NIODeadline, every interval: TimeAmount, timeout: TimeAmount,
                   key: @escaping @Sendable (Int) -> String) async -> ActiveSessionsBenchmark.SessionResult {
        let (result, sentNow) = await KeyDriver.drive(channel, sent: sent.load(ordering: .relaxed), events: events,
                                                      start: start, interval: interval, timeout: timeout, key: key,
                                                      divert: { queue.divert(to: $0) })
        sent.store(sentNow, ordering: .relaxed)
        return result
    }

    /// The frame or patch that answers every message sent so far: the first whose `ack` counts them all. Frames the
    /// server sends by itself before it (the rows ahead of a list, built while the server is idle) acknowledge
    /// fewer and are skipped, and counted. Nil if none arrives within `timeout` or the connection ended.
    func answer(timeout: Duration) async -> (answer: Received, skipped: Int)? {
        let deadline = ContinuousClock.now + timeout
        let expected = sent.load(ordering: .relaxed)
        var skipped = 0
        while case let remaining = ContinuousClock.now.duration(to: deadline), remaining > .zero,
              let message = await next(timeout: remaining) {
            if message.acknowledged >= expected { return (message, skipped) }
            skipped += 1
        }
        return nil
    }

    /// The next message the server sent; nil if none arrives within `timeout` or the connection ended.
    func next(timeout: Duration = .seconds(10)) async -> Received? {
        await queue.next(timeout: timeout)
    }

    /// Why the connection ended, if it did (for a report of the failure).
    var endReason: String { queue.endReason ?? "no message within the time allowed" }

    /// Closes the connection as a page that went away does (a close frame, 1000), and waits for it to end: the
    /// server's close frame, or two seconds.
    func close() async {
        var code = ByteBuffer()
        code.writeInteger(UInt16(1000))
        try? await channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, maskKey: .random(), data: code))
        let channel = self.channel
        let deadline = channel.eventLoop.scheduleTask(in: .seconds(2)) { channel.close(promise: nil) }
        try? await channel.closeFuture.get()
        deadline.cancel()
    }
}

/// The connection's WebSocket frames, on its event loop: text messages (reassembled when fragmented) timed and
/// queued, pings answered, a close frame or an error ending the connection.
private final class FrameHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let queue: MessageQueue
    /// A fragmented text message's data so far.
    private var fragments: ByteBuffer?

    init(queue: MessageQueue) { self.queue = queue }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = Self.unwrapInboundIn(data)
        switch frame.opcode {
        case .text where frame.fin:
            queue.push(Received(text: String(buffer: frame.unmaskedData), arrival: Clock.now()))
        case .text:
            fragments = frame.unmaskedData
        case .continuation:
            guard var buffer = fragments else { return }
            var data = frame.unmaskedData
            buffer.writeBuffer(&data)
            fragments = frame.fin ? nil : buffer
            if frame.fin { queue.push(Received(text: String(buffer: buffer), arrival: Clock.now())) }
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData)
            context.writeAndFlush(Self.wrapOutboundOut(pong), promise: nil)
        case .connectionClose:
            var data = frame.unmaskedData
            let code = data.readInteger(as: UInt16.self).map(String.init) ?? "none"
            queue.finish(reason: "the server closed the connection (\(code) \(String(buffer: data)))")
            context.close(promise: nil)
        default:
            break
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        queue.finish(reason: "the connection closed")
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        queue.finish(reason: "\(error)")
        context.close(promise: nil)
    }
}
