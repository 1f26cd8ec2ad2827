import Foundation
import Testing
import Kumiko

/// While a refresh runs, its "⟳ Refreshing…" line sits above the rows: the keyboard cursor stays on the row
/// it was on (it is counted from the lines above the rows).
@MainActor
@Suite struct RefreshCursorTests {
    struct Refreshing: View {
        @State private var selection: String?
        var body: some View {
            List(["Ann", "Bob", "Cy"], id: \.self, selection: $selection) { Text($0) }
                .listStyle(.plain)
                .refreshable { try? await Task.sleep(for: .seconds(2)) }
        }
    }

    @Test func theCursorStaysOnItsRowWhileTheProgressLineShows() async {
        let terminal = TestTerminal(columns: 20, rows: 6) { Refreshing() }
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        #expect(terminal.screen.contains("›Bob"))
        terminal.press("r")
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { $0.screen.contains("Refreshing") })
        #expect(terminal.screen.contains("›Bob"))
        terminal.press(.downArrow)
        #expect(terminal.screen.contains("›Cy"))
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { !$0.screen.contains("Refreshing") })
        #expect(terminal.screen.contains("›Cy"))
    }
}
