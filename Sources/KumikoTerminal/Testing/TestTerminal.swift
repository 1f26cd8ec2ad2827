import Foundation
import KumikoCore

/// A terminal in the test's own process (DESIGN.md §3.8): run a view or an `App` on a screen of cells, send
/// keys, text, pastes, clicks, wheel turns or raw terminal bytes, resize, and read the screen, exactly as the
/// interactive terminal would show it (key help line included).
///
/// ```swift
/// let terminal = TestTerminal(columns: 40, rows: 10) { ContentView() }
/// terminal.press(.downArrow)
/// #expect(terminal.screen.contains("› Mei Chen"))
/// ```
///
/// Kumiko extension, not SwiftUI API: the way to test an app without a screen (docs/PUBLIC-API.md).
@MainActor
public final class TestTerminal {
    private let runtime: TerminalRuntime
    private var decoder = InputDecoder()
    /// Encodes frames as the real terminal's host does (24-bit colour), to count what it would write.
    private let encoder = FrameEncoder(colorDepth: .trueColor)
    /// The frame a real terminal would show now.
    private var shown: CellBuffer?

    /// Runs a view.
    public convenience init<Content: View>(columns: Int = 80, rows: Int = 24, @ViewBuilder content: () -> Content) {
        self.init(graph: ViewGraph(root: content(), environment: .terminal()), columns: columns, rows: rows)
    }

    /// Runs an app (its first window).
    public convenience init<A: App>(app: A, columns: Int = 80, rows: Int = 24) {
        self.init(graph: ViewGraph(app: app, environment: .terminal()), columns: columns, rows: rows)
    }

    private init(graph: ViewGraph, columns: Int, rows: Int) {
        runtime = TerminalRuntime(graph: graph, columns: columns, rows: rows)
        drawIfNeeded()
    }

    /// The number of frames drawn so far (a frame is drawn only when something changed).
    public private(set) var framesDrawn = 0

    /// The bytes a real terminal would have been sent for the latest frame (only the changed cells).
    public private(set) var lastFrameByteCount = 0

    /// The bytes a terminal showing nothing would need for the current screen (a full repaint).
    public var fullRepaintByteCount: Int { encoder.encode(from: nil, to: runtime.screen).count }

    /// Draws a frame if something changed, counting what it would write.
    private func drawIfNeeded() {
        guard let frame = runtime.renderIfNeeded() else { return }
        lastFrameByteCount = encoder.encode(from: shown, to: frame).count
        shown = frame
        framesDrawn += 1
    }

    /// The graph behind the screen.
    package var graph: ViewGraph { runtime.graph }

    /// Whether the key help line is shown (default true, as in a real terminal).
    public var showsKeyHelp: Bool {
        get { runtime.showsKeyHelp }
        set { runtime.showsKeyHelp = newValue }
    }

    /// Controllers of the lists on screen, in view order: drive a list (select, delete, swipe, refresh, search)
    /// without keys. Kumiko extension, not SwiftUI API (docs/PUBLIC-API.md).
    public var listControllers: [ListController] { runtime.graph.listControllers }

    /// Controllers of the scroll views and lists on screen, outermost first, in view order. Kumiko extension,
    /// not SwiftUI API (docs/PUBLIC-API.md).
    public var scrollControllers: [ScrollController] { runtime.graph.scrollControllers }

    /// Whether the user asked the app to quit (Ctrl-C, Ctrl-D, Ctrl-Q, or `q` outside text).
    public var quitRequested: Bool { runtime.quitRequested }

    /// Presses a key.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        let characters = modifiers.isDisjoint(with: [.control, .option, .command]) && Self.typesItself(key) ? String(key.character) : ""
        runtime.handleKey(KeyPress(key: key, characters: characters, modifiers: modifiers))
    }

    /// Types text, one key per character.
    public func type(_ text: String) {
        for character in text { runtime.handleKey(KeyPress(key: KeyEquivalent(character), characters: String(character))) }
    }

    /// Pastes text (bracketed paste).
    public func paste(_ text: String) { runtime.handle(.paste(text)) }

    /// Clicks a cell (0-based), with modifier keys held (as far as terminals report them: Shift, Option,
    /// Control).
    public func click(column: Int, row: Int, modifiers: EventModifiers = []) {
        runtime.handle(.mouse(MouseInput(kind: .press, button: .left, column: column, row: row, modifiers: modifiers)))
        runtime.handle(.mouse(MouseInput(kind: .release, button: .left, column: column, row: row, modifiers: modifiers)))
    }

    /// Drags with the left button from one cell to another on the same row, reporting the motion cell by
    /// cell as terminals do, then releases it.
    public func drag(fromColumn start: Int, toColumn end: Int, row: Int) {
        runtime.handle(.mouse(MouseInput(kind: .press, button: .left, column: start, row: row)))
        let step = end >= start ? 1 : -1
        for column in stride(from: start + step, through: end, by: step) where column != start {
            runtime.handle(.mouse(MouseInput(kind: .drag, button: .left, column: column, row: row)))
        }
        runtime.handle(.mouse(MouseInput(kind: .release, button: .left, column: end, row: row)))
    }

    /// Turns the wheel over a cell: positive `lines` scroll down (3 lines per notch, as terminals send).
    public func scroll(column: Int, row: Int, notches: Int) {
        for _ in 0..<abs(notches) {
            runtime.handle(.mouse(MouseInput(kind: notches > 0 ? .wheelDown : .wheelUp, button: .none, column: column, row: row)))
        }
    }

    /// Sends raw bytes as a terminal would (escape sequences, UTF-8, pastes), through the real decoder; a lone
    /// Escape at the end is taken as the Escape key.
    public func send(bytes: some Collection<UInt8>) {
        for event in decoder.decode(bytes) { runtime.handle(event) }
        for event in decoder.flush() { runtime.handle(event) }
    }

    /// Sends a string's UTF-8 bytes as raw terminal input.
    public func send(_ input: String) { send(bytes: Array(input.utf8)) }

    /// Resizes the screen (sizes below one cell count as one); the next frame is a full repaint.
    public func resize(columns: Int, rows: Int) {
        runtime.resize(columns: columns, rows: rows)
        shown = nil
    }

    /// The screen as an image, after drawing whatever changed.
    public var image: TerminalImage {
        drawIfNeeded()
        return TerminalImage(buffer: runtime.screen)
    }

    /// The screen's lines as plain text (trailing spaces removed).
    public var screen: String { image.plainText }

    /// Lets the app's tasks run (`task`, `refreshable`, `Task.sleep` loaders), drawing frames as they change
    /// things, until `condition` holds or `timeout` passes; returns whether it held. The default timeout is
    /// long (it only bounds a wait whose condition never holds): a loaded CI machine, or another test that
    /// keeps the main actor busy for a minute, must not turn a correct wait into a failure.
    @discardableResult
    public func waitUntil(timeout: Duration = .seconds(120), _ condition: (TestTerminal) -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition(self) {
            guard ContinuousClock.now < deadline else { return false }
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(2))
        }
        return true
    }

    /// Whether pressing the key types its character.
    private static func typesItself(_ key: KeyEquivalent) -> Bool {
        key.character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0xF700...0xF8FF).contains($0.value) }
    }
}
