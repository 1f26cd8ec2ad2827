import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `ProgressView`: a spinner glyph (indeterminate) or the label over a bar of `█` and `░` (determinate).
    @MainActor
    @Suite struct ProgressViewTests {
        @Test func indeterminateIsASpinnerBeforeTheLabel() {
            #expect(render(ProgressView()) == "⠋")
            #expect(render(ProgressView("Loading…")) == "⠋ Loading…")
            #expect(render(ProgressView(value: nil as Double?) { Text("Waiting") }) == "⠋ Waiting")
        }

        @Test func theSpinnerTurnsWhileShown() async {
            let terminal = TestTerminal(columns: 12, rows: 2) { ProgressView("Loading") }
            #expect(terminal.screen.hasPrefix("⠋ Loading"))
            // The next frames come every 100 ms. Generous timeout: the whole parallel run shares the main actor,
            // where both the spinner's task and this wait take turns, so a frame can wait for the queue to drain.
            #expect(await terminal.waitUntil(timeout: .seconds(120)) { $0.screen.hasPrefix("⠙ Loading") })
            #expect(await terminal.waitUntil(timeout: .seconds(120)) { $0.screen.hasPrefix("⠹ Loading") })
        }

        @Test func determinateBarIsTwentyColumnsByDefault() {
            #expect(render(ProgressView(value: 0.5)) == "██████████░░░░░░░░░░")
            #expect(render(ProgressView("Copying", value: 3, total: 4)) == "Copying\n███████████████░░░░░")
        }

        @Test func barFillsTheWidthOffered() {
            #expect(render(ProgressView(value: 1.0 / 3.0), columns: 9) == "███░░░░░░")
            #expect(render(ProgressView(value: 0.99), columns: 10) == "█████████░")
            #expect(render(ProgressView(value: 1.0), columns: 10) == "██████████")
        }

        @Test func valuesOutsideTheRangeArePinned() {
            #expect(render(ProgressView(value: 7.0, total: 5), columns: 4) == "████")
            #expect(render(ProgressView(value: -2.0), columns: 4) == "░░░░")
            #expect(render(ProgressView(value: 1.0, total: 0), columns: 4) == "░░░░")
            #expect(render(ProgressView(value: Double.nan), columns: 4) == "░░░░")
        }

        @Test func currentValueLabelIsUnderTheBar() {
            let view = ProgressView(value: 0.25) { Text("Upload") } currentValueLabel: { Text("25%") }
            #expect(render(view, columns: 8) == "Upload\n██░░░░░░\n25%")
        }

        @Test func aBarInAStackTakesTheWidth() {
            let terminal = TestTerminal(columns: 12, rows: 3) {
                VStack(alignment: .leading, spacing: 0) {
                    ProgressView("Sync", value: 0.5)
                }
            }
            terminal.showsKeyHelp = false
            #expect(terminal.screen.hasPrefix("Sync\n██████░░░░░░"))
        }
    }
}
