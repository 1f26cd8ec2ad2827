import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// While a refresh runs, its "⟳ Refreshing…" line sits above the rows: the keyboard cursor stays on the row
/// it was on (it is counted from the lines above the rows).
@MainActor
@Suite struct RefreshCursorTests {
    /// Holds the refresh open until the test lets it end (a timed refresh could start and end unseen while
    /// the parallel run holds the main thread).
    @MainActor final class Gate {
        var isOpen = false
    }

    struct Refreshing: View {
        let gate: Gate
        @State private var selection: String?
        var body: some View {
            let gate = self.gate
            return List(["Ann", "Bob", "Cy"], id: \.self, selection: $selection) { Text($0) }
                .listStyle(.plain)
                .refreshable { while !(await gate.isOpen) { try? await Task.sleep(for: .milliseconds(5)) } }
        }
    }

    @Test func theCursorStaysOnItsRowWhileTheProgressLineShows() async {
        let gate = Gate()
        let terminal = TestTerminal(columns: 20, rows: 6) { Refreshing(gate: gate) }
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        #expect(terminal.screen.contains("›Bob"))
        terminal.press("r")
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { $0.screen.contains("Refreshing") })
        #expect(terminal.screen.contains("›Bob"))
        terminal.press(.downArrow)
        #expect(terminal.screen.contains("›Cy"))
        gate.isOpen = true
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { !$0.screen.contains("Refreshing") })
        #expect(terminal.screen.contains("›Cy"))
    }
}
