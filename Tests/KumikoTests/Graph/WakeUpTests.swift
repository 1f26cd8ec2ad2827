import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoTerminal

extension GraphTests {
    /// A state write wakes the host (`ViewGraph.onNeedsUpdate`) once, and that wake-up draws one frame.
    @MainActor
    @Suite struct WakeUpTests {
        /// The terminal host's scheduling without a terminal: a wake-up schedules one frame on the main actor
        /// unless one is scheduled already; a frame draws only when something changed (`renderIfNeeded`).
        @MainActor
        final class Host {
            let runtime: TerminalRuntime
            private(set) var wakeUps = 0
            private(set) var frames = 0
            private(set) var emptyFrames = 0
            private var frameScheduled = false

            init<V: View>(_ view: V) {
                runtime = TerminalRuntime(graph: ViewGraph(root: view, environment: .terminal()), columns: 20, rows: 3)
                runtime.graph.onNeedsUpdate = { [unowned self] in
                    wakeUps += 1
                    scheduleFrame()
                }
                draw()
            }

            private func scheduleFrame() {
                guard !frameScheduled else { return }
                frameScheduled = true
                Task { @MainActor in
                    self.frameScheduled = false
                    self.draw()
                }
            }

            private func draw() {
                if runtime.renderIfNeeded() != nil { frames += 1 } else { emptyFrames += 1 }
            }

            /// Lets scheduled tasks and frames run (a fixed number of turns of the main actor, no clock).
            func runTasks() async {
                for _ in 0..<50 { await Task.yield() }
            }

            func resetCounts() { (wakeUps, frames, emptyFrames) = (0, 0, 0) }

            var screen: String { TerminalImage(buffer: runtime.screen).plainText }
        }

        @Test func oneStateWriteWakesTheHostOnceForOneFrame() async {
            let handles = Handles<Int>()
            let host = Host(CounterRow(id: "a", handles: handles))
            await host.runTasks()
            #expect(host.screen.hasPrefix("a=0"))
            host.resetCounts()

            handles.set("a", 1)
            await host.runTasks()
            #expect(host.screen.hasPrefix("a=1"))
            #expect(host.wakeUps == 1)
            #expect(host.frames == 1)
            #expect(host.emptyFrames == 0)
        }

        @Test func severalWritesInOneTurnWakeTheHostOnce() async {
            let handles = Handles<Int>()
            let host = Host(VStack {
                CounterRow(id: "a", handles: handles)
                CounterRow(id: "b", handles: handles)
            })
            await host.runTasks()
            host.resetCounts()

            handles.set("a", 1)
            handles.set("b", 2)
            handles.set("a", 3)
            await host.runTasks()
            #expect(host.screen.hasPrefix("a=3\nb=2"))
            #expect(host.wakeUps == 1)
            #expect(host.frames == 1)
            #expect(host.emptyFrames == 0)
        }

        @Observable
        final class Model {
            var value = 0
        }

        struct ModelView: View {
            let model: Model
            var body: some View { Text("v=\(model.value)") }
        }

        @Test func oneObservableWriteWakesTheHostOnce() async {
            let model = Model()
            let host = Host(ModelView(model: model))
            await host.runTasks()
            host.resetCounts()

            model.value = 1
            await host.runTasks()
            #expect(host.screen.hasPrefix("v=1"))
            #expect(host.wakeUps == 1)
            #expect(host.frames == 1)
            #expect(host.emptyFrames == 0)
        }
    }
}
