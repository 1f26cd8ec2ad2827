import Foundation

/// The spinning glyph of an indeterminate ``ProgressView``: a braille dot turning once a second (ten frames),
/// starting from the same frame everywhere, so a headless render or a test's first frame is always `⠋`.
struct Spinner: View, PrimitiveView {
    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { SpinnerNode(graph: graph) }

    /// The frames, in turning order.
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The time between frames.
    static let interval: Duration = .milliseconds(100)
}

/// Shows the current frame as a text child; while in the graph, a task moves to the next frame every
/// ``Spinner/interval`` when the spinner is shown (a spinner in a hidden tab or a covered screen costs one
/// cheap check per tick and draws nothing).
@MainActor
final class SpinnerNode: ViewNode {
    private var frame = 0
    private var ticker: Task<Void, Never>?

    override func setView(_ view: any View) -> Bool { false }

    override func evaluate() {
        reconcileChild(Text(verbatim: Spinner.frames[frame % Spinner.frames.count]))
    }

    override func didMount() {
        ticker = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: Spinner.interval)
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
