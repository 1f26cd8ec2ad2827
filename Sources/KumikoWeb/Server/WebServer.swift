import Foundation
import KumikoCore
internal import Hummingbird
internal import HummingbirdWebSocket
internal import Logging
internal import NIOCore

/// The app's web server: the page (`/`), its script (`/kumiko.js`), the fonts text is measured with
/// (`/fonts/regular`, `/fonts/bold`) and the WebSocket each page's session talks over (`/socket`).
///
/// Built on Hummingbird (SwiftNIO): WebSocket frames and messages over 1 MiB close the connection before they are
/// buffered; an upgrade from another origin than the page's own is refused; messages from the page are decoded
/// strictly (``ClientMessage``) and a malformed one ends that session only.
package final class WebServer: Sendable {
    private let options: WebOptions
    private let fonts: WebFonts
    private let sessions: WebSessions
    private let title: String

    /// A server for `sessions`, serving `fonts`.
    package init(options: WebOptions, fonts: WebFonts, sessions: WebSessions, title: String) {
        self.options = options
        self.fonts = fonts
        self.sessions = sessions
        self.title = title
    }

    /// Runs until the process is told to stop. `onListening` gets the URL once the port is bound (the asked-for
    /// port, or a free one when it was taken).
    package func run(onListening: @escaping @Sendable (URL) -> Void) async throws {
        do {
            try await run(port: options.port, onListening: onListening)
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            FileHandle.standardError.write(Data("Kumiko: port \(options.port) is taken; using a free one.\n".utf8))
            try await run(port: 0, onListening: onListening)
        }
    }

    private func run(port: Int, onListening: @escaping @Sendable (URL) -> Void) async throws {
        let logger = {
            var logger = Logger(label: "Kumiko.web")
            logger.logLevel = .warning
            return logger
        }()
        let router = Router()
        let page = WebPage(title: title, fonts: fonts)
        // Behind a proxy with several processes, the page and its socket say which process this is (docs/SCALING.md).
        let instanceCookie = options.instance.map { "kumiko_instance=\($0); Path=/; HttpOnly; SameSite=Strict" }
        router.get("/") { _, _ in
            var response = Self.response(page.asset(at: "/"))
            if let instanceCookie { response.headers[.setCookie] = instanceCookie }
            return response
        }
        router.get("/kumiko.js") { _, _ in Self.response(page.asset(at: "/kumiko.js")) }
        router.get("/fonts/:face") { request, _ in Self.response(page.asset(at: request.uri.path)) }
        let socketRouter = Router(context: BasicWebSocketRequestContext.self)
        socketRouter.ws("/socket") { request, _ in
            // Only the page this server served may open a session: a browser sends its page's origin.
            guard let authority = request.head.authority, request.headers[.origin] == "http://\(authority)" else {
                logger.warning("web: refused a WebSocket from origin \(request.headers[.origin] ?? "none")")
                return .dontUpgrade
            }
            return .upgrade(instanceCookie.map { [.setCookie: $0] } ?? [:])
        } onUpgrade: { inbound, outbound, context in
            let requested = context.request.uri.queryParameters.get("session")
            let locale = context.request.headers[.acceptLanguage].flatMap(AcceptLanguage.preferredLocale(in:))
            try await self.serve(inbound: inbound, outbound: outbound, requested: requested, locale: locale, logger: logger)
        }
        let limits = WebSocketServerConfiguration(maxFrameSize: ClientMessage.maximumSize)
        let host = options.host
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: socketRouter, configuration: .init(ws: limits)),
            configuration: .init(address: .hostname(host, port: port), serverName: "Kumiko"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                let shownHost = host.contains(":") ? "[\(host)]" : host
                if let url = URL(string: "http://\(shownHost):\(bound)/") { onListening(url) }
            },
            logger: logger
        )
        try await app.runService()
    }

    /// The response that serves `asset`, or 404 without one.
    private static func response(_ asset: WebAsset?) -> Response {
        guard let asset else { return Response(status: .notFound) }
        return Response(status: .ok, headers: [.contentType: asset.contentType, .cacheControl: asset.cacheControl],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.body)))
    }

    /// One page's connection: attach to its session, then feed it the page's messages until the connection ends.
    /// Frames go out through a one-slot mailbox: while a frame is being written, newer frames replace the waiting
    /// one, so a slow page gets the latest frame, never a growing queue.
    private func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, requested: String?,
                       locale: Locale?, logger: Logger) async throws {
        let mailbox = FrameMailbox<PendingFrame>()
        // A reloaded page asks for its session while its old connection may still be ending: wait for that a
        // little (three seconds at most, a loaded machine is slow to see a connection end), so that it resumes
        // instead of starting again. A second page with the same id (a duplicated tab) then gets a session of its own.
        if let requested {
            for _ in 0..<60 where await MainActor.run(body: { sessions.isHeld(id: requested) }) {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        let (session, resumed) = await MainActor.run {
            sessions.attach(id: requested, locale: locale) { frame in mailbox.put(frame) }
        }
        let sessionID = session.id
        try await outbound.write(.text(#"{"t":"session","id":"\#(sessionID)","resumed":\#(resumed)}"#))
        let writer = Task {
            for await pending in mailbox.frames {
                guard let frame = pending.written() else { continue }
                try await outbound.write(.text(frame))
            }
        }
        defer { writer.cancel() }
        // Counted while on their way to the main actor, where the sessions' idle work waits for none to be.
        let inFlight = await MainActor.run { sessions.idleWork.messagesInFlight }
        do {
            for try await message in inbound.messages(maxSize: ClientMessage.maximumSize) {
                guard case .text(let text) = message else { throw ClientMessageError.malformed("binary message") }
                let decoded = try ClientMessage.decode(text)
                inFlight.received()
                await MainActor.run {
                    inFlight.taken()
                    session.handle(decoded)
                }
            }
            mailbox.finish()
            await MainActor.run { sessions.detach(session) }
        } catch {
            logger.warning("web: session \(sessionID.prefix(8))…: \(error); closing it")
            mailbox.finish()
            await MainActor.run { sessions.end(session) }
            try? await outbound.close(.protocolError, reason: "\(error)".prefix(100).description)
        }
    }
}

/// The frames waiting to go to one page: at most one, the latest (a slow page skips frames, the server's memory
/// does not grow).
final class FrameMailbox<Frame: Sendable>: Sendable {
    /// The frames, newest only.
    let frames: AsyncStream<Frame>
    private let continuation: AsyncStream<Frame>.Continuation

    init() {
        (frames, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues `frame` in place of any frame not yet taken.
    func put(_ frame: Frame) { continuation.yield(frame) }

    /// No more frames.
    func finish() { continuation.finish() }
}
