import Foundation

/// Internal: a text that turns through `frames`, one every `interval`, starting from the first frame everywhere
/// (so a headless render or a test's first frame is always the first). The platform chooses the frames (the
/// terminal's indeterminate progress view is a braille dot turning once a second).
package struct Spinner: View, PrimitiveView {
    /// The frames, in turning order.
    let frames: [String]
    /// The time between frames.
    let interval: Duration

    /// Creates a spinner turning through `frames` (none: it draws nothing), one every `interval`.
    package init(frames: [String], interval: Duration) {
        self.frames = frames
        self.interval = interval
    }

    package var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { SpinnerNode(graph: graph) }
}

/// Shows the current frame as a text child; while in the graph, a task moves to the next frame every
/// ``Spinner/interval`` when the spinner is shown (a spinner in a hidden tab or a covered screen costs one
/// cheap check per tick and draws nothing).
@MainActor
final class SpinnerNode: ViewNode {
    private var frame = 0
    private var spinner: Spinner?
    private var ticker: Task<Void, Never>?

    override func setView(_ view: any View) -> Bool {
        let new = view as? Spinner
        defer { spinner = new }
        return new?.frames != spinner?.frames || new?.interval != spinner?.interval
    }

    override func evaluate() {
        guard let frames = spinner?.frames, !frames.isEmpty else { return reconcileChildren([]) }
        reconcileChild(Text(verbatim: frames[frame % frames.count]))
    }

    override func didMount() {
        ticker = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: self?.spinner?.interval ?? .milliseconds(100))
                guard let self, self.isMounted else { return }
                if self.isShown {
                    self.frame += 1
                    self.invalidate()
                }
            }
        }
    }

    override func willUnmount() {
        ticker?.cancel()
        ticker = nil
    }
}
