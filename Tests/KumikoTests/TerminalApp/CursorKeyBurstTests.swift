import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// A burst of cursor keys (read at once, no frame between them) selects what the keys one by one would have
/// selected, writing the selection once; whatever acts before the frame (another key, an `onKeyPress` handler, a
/// click, a `ListController`) sees the selection made.
extension TerminalApp {
    @MainActor
    @Suite struct CursorKeyBurstTests {
        /// Counts the writes to a selection.
        final class Writes {
            var selection: Int?
            var count = 0
        }

        /// Ten rows; those in `disabled` are drawn under `disabled(true)`, which no key or click can select.
        struct Rows: View {
            let writes: Writes
            var disabled: Set<Int> = []

            var body: some View {
                let selection = Binding<Int?>(get: { writes.selection }, set: { writes.selection = $0; writes.count += 1 })
                List(0..<10, id: \.self, selection: selection) { row in
                    Text("Row \(row)").disabled(disabled.contains(row))
                }
                .listStyle(.plain)
            }
        }

        /// The rows with an `onKeyPress` handler around them that notes the selection when `x` is pressed.
        struct WatchedRows: View {
            let writes: Writes
            @State private var seen: Int?

            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Rows(writes: writes)
                        .onKeyPress("x") {
                            seen = writes.selection
                            return .handled
                        }
                    Text("Seen: \(seen.map(String.init) ?? "none")")
                }
            }
        }

        /// A terminal showing `view`, drawn once, then `downs` Down keys with no frame between them.
        private func afterBurst(of downs: Int, _ view: some View) -> TestTerminal {
            let terminal = TestTerminal(columns: 20, rows: 8) { view }
            _ = terminal.screen
            for _ in 0..<downs { terminal.press(.downArrow) }
            return terminal
        }

        @Test func aBurstSelectsTheRowItEndsOnOnce() {
            let writes = Writes()
            let terminal = afterBurst(of: 4, Rows(writes: writes))
            // Down from no selection lands on row 0, then 1, 2, 3.
            #expect(terminal.screen.contains("›Row 3"), "\(terminal.screen)")
            #expect(writes.selection == 3)
            #expect(writes.count == 1)
        }

        @Test func aBurstEndingOnADisabledRowSelectsTheLastRowItCouldSelect() {
            let writes = Writes()
            let terminal = afterBurst(of: 4, Rows(writes: writes, disabled: [2, 3]))
            // The cursor is on row 3; one by one, the keys selected 0 and 1, and could not select 2 and 3.
            _ = terminal.screen
            #expect(writes.selection == 1)
            #expect(writes.count == 1)
            terminal.press(.downArrow)
            _ = terminal.screen
            #expect(writes.selection == 4)
        }

        @Test func aBurstOfDisabledRowsLeavesTheSelection() {
            let writes = Writes()
            writes.selection = 0
            let terminal = afterBurst(of: 2, Rows(writes: writes, disabled: [1, 2]))
            _ = terminal.screen
            #expect(writes.selection == 0)
            #expect(writes.count == 0)
        }

        @Test func aKeyHandlerSeesTheSelectionTheKeysBeforeItMade() {
            let writes = Writes()
            let terminal = afterBurst(of: 3, WatchedRows(writes: writes))
            terminal.press("x")
            #expect(terminal.screen.contains("Seen: 2"), "\(terminal.screen)")
        }

        @Test func aControllerActsAfterTheSelectionTheKeysMade() {
            let writes = Writes()
            let terminal = afterBurst(of: 2, Rows(writes: writes))
            terminal.listControllers[0].selectRow(5)
            _ = terminal.screen
            // The keys' selection (row 1) was made first; the controller's came after it and stays.
            #expect(writes.selection == 5)
            #expect(writes.count == 2)
        }

        @Test func aClickAfterABurstSelectsTheClickedRow() {
            let writes = Writes()
            let terminal = afterBurst(of: 2, Rows(writes: writes))
            terminal.click(column: 3, row: 4)
            _ = terminal.screen
            #expect(writes.selection == 4)
        }
    }
}
