import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension TerminalApp {
    /// An `App` runs its first window, with its own state; bad input and odd screens never stop the app.
    @MainActor
    @Suite struct AppAndBadInputTests {
        struct CounterApp: App {
            @State private var launches = 1
            var body: some Scene {
                WindowGroup("Counter") {
                    VStack(spacing: 0) {
                        Text("Launches: \(launches)")
                        Button("Again") { launches += 1 }
                    }
                }
            }
        }

        @Test func anAppShowsItsWindowAndKeepsItsState() {
            let terminal = TestTerminal(app: CounterApp(), columns: 20, rows: 4)
            #expect(terminal.screen.contains("Launches: 1"))
            terminal.press(.return)
            terminal.press(.return)
            #expect(terminal.screen.contains("Launches: 3"))
            #expect(CounterApp()._windowTitle == "Counter")
        }

        struct Names: View {
            @State private var query = ""
            var body: some View {
                List((0..<1_000).map { "Name \($0)" }.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                    .searchable(text: $query)
            }
        }

        @Test func aOneByOneScreenStillRuns() {
            let terminal = TestTerminal(columns: 1, rows: 1) { Names() }
            terminal.press(.downArrow)
            #expect(terminal.image.columns == 1)
            #expect(terminal.image.rows == 1)
            terminal.resize(columns: 0, rows: -5)
            #expect(terminal.image.columns == 1)
            terminal.resize(columns: 30, rows: 6)
            #expect(terminal.screen.contains("Name 0"))
        }

        @Test func aResizeStormEndsAtTheLastSize() {
            let terminal = TestTerminal(columns: 40, rows: 10) { Names() }
            for step in 0..<50 {
                terminal.resize(columns: 1 + (step * 37) % 500, rows: 1 + (step * 11) % 60)
                _ = terminal.image
            }
            terminal.resize(columns: 500, rows: 30)
            let image = terminal.image
            #expect(image.columns == 500)
            #expect(image.rows == 30)
            #expect(terminal.screen.contains("Name 0"))
        }

        @Test func invalidUTF8AndAHugePasteAreTyped() {
            let terminal = TestTerminal(columns: 40, rows: 10) { Names() }
            terminal.type("/")
            terminal.send(bytes: Array("\u{1B}[200~".utf8) + [0xFF, 0xC3, 0x28] + Array("\u{1B}[201~".utf8))
            #expect(terminal.screen.hasPrefix("  ⌕ \u{FFFD}\u{FFFD}("), "\(terminal.screen)")
            terminal.press(.escape)
            let line = String(repeating: "x", count: 100_000)
            terminal.send("/\u{1B}[200~\(line)\u{1B}[201~")
            let first = terminal.screen.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix("  ⌕ xxxx"))
            #expect(first.count <= 40)
            #expect(!terminal.quitRequested)
        }
    }
}
