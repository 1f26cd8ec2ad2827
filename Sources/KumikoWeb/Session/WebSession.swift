import Foundation
import KumikoCore

/// One browser session (DESIGN.md §3.10): its own view graph, laid out for the page's window, fed the page's
/// events, drawing frames that the connection sends. A session outlives its connection: a page that reconnects
/// with the session's id within the grace period finds its graph as it left it (search text, selection,
/// navigation path).
@MainActor
final class WebSession {
    /// The session's id: 128 random bits in hex, the page's only key to it.
    let id: String
    /// The session's graph.
    let graph: ViewGraph
    /// The window's size in points.
    private(set) var size = CGSize(width: 390, height: 844)
    /// Hands a frame drawn for the page to its connection while one is attached (nil while detached), which writes
    /// it (``PendingFrame/written()``) off the main actor and sends it.
    var send: (@Sendable (PendingFrame) -> Void)? {
        didSet {
            guard send != nil else { return }
            messagesHandled = 0
            resendWholeFrame()
        }
    }
    /// The messages handled from the page since it connected: each frame acknowledges them (`ack`).
    private(set) var messagesHandled = 0
    /// When the page last sent something (for the idle timeout).
    private(set) var lastActivity = ContinuousClock.now
    /// The page's colour scheme, as it last said (nil until it says).
    private var colorScheme: ColorScheme?
    /// Where the primary button went down, while it is held.
    private var pressPoint: CGPoint?
    private var frameScheduled = false

    /// Where the session leaves the rows ahead of its lists (``IdleWork``); nil builds them in each frame.
    private let idleWork: IdleWork?

    /// Creates a session for a graph, with a fresh random id; with `idleWork`, the rows ahead of its lists' windows
    /// are built there, when the process is idle, rather than in the frame of the event that scrolled.
    init(graph: ViewGraph, idleWork: IdleWork? = nil) {
        id = Self.makeID()
        self.graph = graph
        self.idleWork = idleWork
        graph.defersRowsAhead = idleWork != nil
        graph.onNeedsUpdate = { [weak self] in self?.scheduleFrame() }
    }

    /// 16 bytes from the system's random number generator, in hex.
    static func makeID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Whether the latest event was a key (whose effect the graph reports).
    private var lastEventWasKey = false

    /// Handles one message from the page and draws the frame that shows its effect, there and then: the messages
    /// of all sessions queue for the main actor, and a frame scheduled for later would queue behind them again.
    func handle(_ message: ClientMessage) {
        lastActivity = ContinuousClock.now
        messagesHandled += 1
        let isKey = if case .key = message { true } else { false }
        graph.prepareForEvent(afterKey: lastEventWasKey, routingKey: isKey)
        lastEventWasKey = isKey
        switch message {
        case .viewport(let width, let height, let dark):
            size = CGSize(width: width, height: height)
            // The page's `prefers-color-scheme` is the app's colour scheme.
            let scheme: ColorScheme = dark ? .dark : .light
            if scheme != colorScheme {
                colorScheme = scheme
                graph.updateEnvironment { $0.colorScheme = scheme }
            }
        case .pointerDown(let point, let modifiers):
            pressPoint = point
            graph.sendClick(at: point, modifiers: modifiers)
        case .pointerMove(let point):
            if let start = pressPoint { graph.sendDrag(from: start, to: point) }
        case .pointerUp(let point):
            if let start = pressPoint { graph.sendDragEnd(from: start, at: point) }
            pressPoint = nil
        case .pointerCancel:
            cancelPress()
        case .hover(let point):
            graph.sendHover(at: point)
        case .contextMenu(let point):
            // A menu shown by a long press ends the press: its release opens nothing.
            if graph.sendContextMenu(at: point) { cancelPress() }
        case .wheel(let point, let distance):
            graph.sendScroll(at: point, by: distance)
        case .scroll(let region, let offset):
            graph.sendScroll(ofRegion: ViewIdentity(rawValue: region), to: offset)
        case .refresh(let region):
            graph.sendRefresh(ofRegion: ViewIdentity(rawValue: region))
        case .key:
            if let press = message.keyPress { _ = graph.sendKey(press) }
        case .paste(let text):
            _ = graph.sendPaste(text)
        case .text(let input, let text, let cursor):
            graph.sendText(text, cursor: cursor, toInput: ViewIdentity(rawValue: input))
        case .resync:
            writer.forgetSent()
        }
        sendFrame()
    }

    /// The press the primary button began, if held, completes nothing (the browser took the pointer, or a long
    /// press showed a menu).
    private func cancelPress() {
        if let start = pressPoint { graph.sendPointerCancel(from: start) }
        pressPoint = nil
    }

    /// Writes the session's frames: what the page holds, what the last frame wrote.
    private let writer = WebFrameWriter()
    /// What the graph shows now, settled at the window's size, for the session's ``WebFrameWriter``.
    private func draw() -> WebFrameDrawing {
        graph.settle(proposal: ProposedViewSize(width: size.width, height: size.height))
        let animation = graph.takeFrameAnimation()
        return WebFrameDrawing(list: WebFrameEncoder.displayList(of: graph), animation: animation, size: size,
                               tracksHover: graph.tracksHover, acknowledging: messagesHandled)
    }

    /// Draws a frame now and writes it: a patch of the frame the page holds, or the whole frame when it holds none;
    /// nil when the page holds this very frame already (``WebFrameWriter/write(_:)``).
    func frame() -> String? {
        writer.write(draw())
    }

    /// The next frame is sent whole (the page has just connected, or lost track).
    func resendWholeFrame() {
        writer.forgetSent()
        scheduleFrame()
    }

    /// Draws and sends a frame once the current turn of the main actor is over, so that a burst of state changes
    /// (the graph asking for an update: a timer, a task's result) is one frame.
    private func scheduleFrame() {
        guard !frameScheduled, send != nil else { return }
        frameScheduled = true
        Task { @MainActor [weak self] in
            guard let self, self.frameScheduled else { return }
            self.sendFrame()
        }
    }

    /// Draws a frame now and hands it to the connection (a frame scheduled already is then not drawn again).
    private func sendFrame() {
        frameScheduled = false
        guard let send else { return }
        send(PendingFrame(drawing: draw(), writer: writer))
        if graph.hasRowsAheadToBuild { idleWork?.schedule(self) }
    }

    /// Builds the rows its latest frames left out ahead of its lists' windows and sends the frame that adds them
    /// (``IdleWork``); nothing while no page is attached (its next frame asks again).
    func buildRowsAhead() {
        guard send != nil, graph.buildRowsAhead() else { return }
        sendFrame()
    }
}

/// A frame a session drew, for its connection to write (``WebFrameWriter/write(_:)``) and send: the writing is done
/// by the connection's own task, off the main actor, and only for the frames it sends (a connection that is
/// behind skips to the latest, whose patch is then of the frame the page holds).
struct PendingFrame: Sendable {
    let drawing: WebFrameDrawing
    let writer: WebFrameWriter

    /// The frame as JSON for the page, or nil when the page holds it already.
    func written() -> String? { writer.write(drawing) }
}
