import Dispatch
import Foundation
import KumikoCore

/// Runs a graph as a full-screen app in the process's terminal (DESIGN.md §3.6–3.9).
///
/// Everything happens on the main thread, in one loop (``TerminalMainLoop``) that waits for standard input, the
/// resize signal and the main queue (where the main actor's tasks run) at once, so `task`, `refreshable` and
/// `Task.sleep` loaders interleave with input; a frame is scheduled when the graph reports a change or input
/// arrives, and coalesced with whatever else is already queued; nothing is drawn when nothing changed. Each
/// frame is one `write` of only the changed cells, inside synchronized output.
@MainActor
final class TerminalHost {
    private let runtime: TerminalRuntime
    private let session: TerminalSession
    private let encoder: FrameEncoder
    private let title: String?
    private var decoder = InputDecoder()
    /// What the terminal shows (nil: unknown, repaint everything).
    private var shown: CellBuffer?
    private var frameScheduled = false
    private var pendingFlush: DispatchWorkItem?

    /// How long a lone Escape waits for the rest of a sequence before it counts as the Escape key.
    private static let escapeDelay: DispatchTimeInterval = .milliseconds(30)
    /// How long a burst of input is read before a frame is drawn anyway, in nanoseconds.
    private static let burstLimit: UInt64 = 8_000_000

    /// Whether more input can be read at once.
    private var inputIsWaiting: Bool {
        var descriptor = pollfd(fd: session.inputFD, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    init(graph: ViewGraph, session: TerminalSession, title: String?) {
        self.session = session
        self.title = title
        let size = session.size
        runtime = TerminalRuntime(graph: graph, columns: size.columns, rows: size.rows)
        encoder = FrameEncoder(colorDepth: ColorDepth.detect(environment: ProcessInfo.processInfo.environment))
    }

    /// Takes over the terminal and runs until the user quits; never returns.
    func run() -> Never {
        if let title { try? session.write(Array("\u{1B}]2;\(title.filter { !$0.isNewline && $0 != "\u{7}" && $0 != "\u{1B}" })\u{7}".utf8)) }
        runtime.graph.onNeedsUpdate = { [weak self] in self?.scheduleFrame() }
        draw()
        let input = session.inputFD
        TerminalMainLoop.run(watching: [input] + (session.resizeFD.map { [$0] } ?? [])) { [weak self] descriptor in
            guard let self else { return }
            if descriptor == input { self.readInput() } else { self.resized() }
        }
    }

    /// Reads what is available on standard input and handles the events in it. Input that keeps arriving
    /// (a held key, a burst) is read and handled for up to ``burstLimit`` before the frame, so a burst makes
    /// one frame instead of one per read; a single key is drawn at once. (Never inlined, nor is ``draw()``: their
    /// names are what `scripts/count-instructions` counts a key's work by.)
    @inline(never)
    private func readInput() {
        let start = DispatchTime.now().uptimeNanoseconds
        repeat {
            let count = inputBuffer.withUnsafeMutableBytes { read(session.inputFD, $0.baseAddress, $0.count) }
            if count == 0 { quit() }                                // end of input: the terminal went away
            guard count > 0 else { break }                          // EAGAIN, EINTR: try again when readable
            for event in decoder.decode(inputBuffer[0..<count]) { runtime.handle(event) }
            if runtime.quitRequested { quit() }
        } while DispatchTime.now().uptimeNanoseconds - start < Self.burstLimit && inputIsWaiting
        scheduleFrame()
        pendingFlush?.cancel()
        if decoder.hasPendingInput {
            let flush = DispatchWorkItem { [weak self] in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.handle(self.decoder.flush())
                }
            }
            pendingFlush = flush
            DispatchQueue.main.asyncAfter(deadline: .now() + Self.escapeDelay, execute: flush)
        }
    }

    /// What one `read` of the input fills: made once (a key is a few bytes, a paste can be thousands, and a buffer
    /// made and zeroed for each read cost a key more instructions than the list's handling of it).
    private var inputBuffer = [UInt8](repeating: 0, count: 65_536)

    /// Handles decoded events, then quits or schedules a frame.
    private func handle(_ events: [TerminalEvent]) {
        for event in events { runtime.handle(event) }
        if runtime.quitRequested { quit() }
        scheduleFrame()
    }

    /// The window changed size: reflow at once.
    private func resized() {
        _ = session.drainResizeNotifications()
        let size = session.size
        runtime.resize(columns: size.columns, rows: size.rows)
        shown = nil
        scheduleFrame()
    }

    /// Draws a frame after what is already queued (events arriving together make one frame).
    private func scheduleFrame() {
        guard !frameScheduled else { return }
        frameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.frameScheduled = false
                self.draw()
            }
        }
    }

    /// Draws a frame if anything changed: only the changed cells, in one write.
    @inline(never)
    private func draw() {
        guard let frame = runtime.renderIfNeeded() else { return }
        let bytes = encoder.encode(from: shown, to: frame)
        if !bytes.isEmpty { try? session.write(bytes) }
        shown = frame
        prepareWhileIdle()
    }

    /// Once a frame is out and no input waits, works out what the next update would the first time
    /// (``ViewGraph/prepareComparisons()``): an app's first key then runs as fast as the keys after it. A frame that met
    /// no new types schedules nothing.
    private func prepareWhileIdle() {
        guard runtime.graph.hasComparisonsToPrepare else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.inputIsWaiting else { return }
                self.runtime.graph.prepareComparisons()
            }
        }
    }

    /// Gives the terminal back as it was and exits.
    private func quit() -> Never {
        session.stop()
        exit(0)
    }
}
