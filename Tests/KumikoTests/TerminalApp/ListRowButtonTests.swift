import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// A `Button` that is a list row (as in the seed's sheet sample: `Section { Button("Show Basic Sheet") … }`)
/// runs from the keyboard as a tap on the row does on iOS: Return on the row runs it, and the key help says so.
@MainActor
@Suite struct ListRowButtonTests {
    final class Log {
        var entries: [String] = []
    }

    struct Rows: View {
        let log: Log
        var body: some View {
            List {
                Section("Actions") {
                    Button("First") { log.entries.append("first") }
                    Button("Second") { log.entries.append("second") }
                }
            }
        }
    }

    @Test func returnOnARowRunsItsButton() {
        let log = Log()
        let terminal = TestTerminal(columns: 30, rows: 8) { Rows(log: log) }
        terminal.press(.downArrow)
        #expect(terminal.graph.keyHelp.contains(KeyHelp("⏎", "open")))
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(log.entries == ["second"])
        terminal.press(.upArrow)
        terminal.press(.return)
        #expect(log.entries == ["second", "first"])
    }
}
