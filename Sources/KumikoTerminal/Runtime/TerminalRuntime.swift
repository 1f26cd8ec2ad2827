import Foundation
import KumikoCore

/// The terminal app's core, without any device: a graph on a screen of cells, the events that reach it, and
/// the frames it draws. The interactive host feeds it the terminal's input and writes its frames; the test
/// terminal feeds it the test's input.
///
/// Keys go to the graph's focused view first; what no view handles may quit the app (Ctrl-C, Ctrl-D and Ctrl-Q
/// always quit; `q` quits when no text is being edited). The last screen line is the key help: what the
/// focused view's keys do.
@MainActor
final class TerminalRuntime {
    /// The app's graph.
    let graph: ViewGraph
    /// The screen's size in cells.
    private(set) var columns: Int
    private(set) var rows: Int
    /// Whether the last line shows the key help.
    var showsKeyHelp = true
    /// The key help's words in the app's language.
    private let keyHelpWords = KeyHelpWords()
    /// The latest frame.
    private(set) var screen: CellBuffer
    /// Whether a frame must be drawn even if the graph has nothing pending (a resize, the first frame).
    private var needsFrame = true
    /// Set when the user asked to quit.
    private(set) var quitRequested = false
    /// The screen's cell size in points.
    private let renderer = ScreenRenderer(cellSize: Platform.terminalCellSize)

    /// Creates the runtime for a graph on a screen (sizes below one cell count as one).
    init(graph: ViewGraph, columns: Int, rows: Int) {
        self.graph = graph
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        screen = CellBuffer(columns: self.columns, rows: self.rows)
    }

    /// The screen changed size: the next frame reflows everything.
    func resize(columns: Int, rows: Int) {
        let columns = max(columns, 1), rows = max(rows, 1)
        guard columns != self.columns || rows != self.rows else { return }
        self.columns = columns
        self.rows = rows
        needsFrame = true
    }

    /// Whether a frame is due: something changed since the last one.
    var hasPendingFrame: Bool { needsFrame || graph.needsUpdate }

    /// Whether the latest event was a key (whose effect the graph reports).
    private var lastEventWasKey = false

    /// Handles one input event.
    func handle(_ event: TerminalEvent) {
        if case .key = event {} else {
            bringUpToDate(routingKey: false)
            lastEventWasKey = false
        }
        switch event {
        case .key(let input):
            handleKey(KeyPress(key: input.key, characters: input.characters, modifiers: input.modifiers))
        case .paste(let text):
            graph.sendPaste(text)
        case .mouse(let mouse):
            handleMouse(mouse)
        case .focusGained, .focusLost:
            break
        }
    }

    /// A key press: the focused view first, then the quit keys.
    func handleKey(_ press: KeyPress) {
        bringUpToDate(routingKey: true)
        lastEventWasKey = true
        if Self.alwaysQuits(press) {
            quitRequested = true
            return
        }
        if graph.sendKey(press) { return }
        if press.key == "q", press.modifiers.isEmpty, !graph.isEditingText { quitRequested = true }
    }

    /// Brings the graph up to date before the next event (``ViewGraph/prepareForEvent(afterKey:)``).
    private func bringUpToDate(routingKey: Bool) {
        if graph.prepareForEvent(afterKey: lastEventWasKey, routingKey: routingKey) { needsFrame = true }
    }

    /// Ctrl-C, Ctrl-D and Ctrl-Q.
    private static func alwaysQuits(_ press: KeyPress) -> Bool {
        press.modifiers == .control && ["c", "d", "q"].contains(press.key.character)
    }

    /// Where the left button went down, while it is held (drags are reported from there).
    private var pressPoint: CGPoint?

    /// A click, a drag or a wheel turn, at the centre of its cell.
    private func handleMouse(_ mouse: MouseInput) {
        let cell = renderer.cellSize
        let point = CGPoint(x: (CGFloat(mouse.column) + 0.5) * cell.width, y: (CGFloat(mouse.row) + 0.5) * cell.height)
        switch mouse.kind {
        case .press where mouse.button == .left:
            pressPoint = point
            graph.sendClick(at: point, modifiers: mouse.modifiers)
        case .drag where mouse.button == .left:
            if let start = pressPoint { graph.sendDrag(from: start, to: point) }
        case .release:
            if let start = pressPoint { graph.sendDragEnd(from: start, at: point) }
            pressPoint = nil
        case .wheelUp: graph.sendScroll(at: point, by: CGSize(width: 0, height: -3 * cell.height))
        case .wheelDown: graph.sendScroll(at: point, by: CGSize(width: 0, height: 3 * cell.height))
        case .wheelLeft: graph.sendScroll(at: point, by: CGSize(width: -3 * cell.width, height: 0))
        case .wheelRight: graph.sendScroll(at: point, by: CGSize(width: 3 * cell.width, height: 0))
        default: break
        }
    }

    /// Draws a frame if one is due; returns it, or nil when nothing changed.
    func renderIfNeeded() -> CellBuffer? {
        guard hasPendingFrame else { return nil }
        needsFrame = false
        let helpRows = showsKeyHelp && rows >= 2 ? 1 : 0
        var frame = renderer.render(graph, columns: columns, rows: rows - helpRows, screenRows: rows)
        if helpRows > 0 {
            KeyHelpLine(entries: graph.keyHelp + globalHelp, words: keyHelpWords.callAsFunction).draw(into: &frame, row: rows - 1)
        }
        screen = frame
        return frame
    }

    /// The keys the runtime itself offers.
    private var globalHelp: [KeyHelp] {
        var help: [KeyHelp] = []
        if graph.focusableViewCount > 1 { help.append(KeyHelp([.tab], "next")) }
        help.append(graph.isEditingText ? KeyHelp(["c"], modifiers: .control, "quit") : KeyHelp(["q"], "quit"))
        return help
    }
}
