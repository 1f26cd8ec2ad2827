import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// `alert` and `confirmationDialog` in a terminal: an alert is a rounded box in the middle with the title in
/// bold, the message, and its buttons (two side by side, the cancel button on the left, as iOS places them);
/// a dialog is a box at the bottom with its buttons in a column and the cancel button set apart. Every button
/// closes it after its action; Escape runs the cancel button.
@MainActor
@Suite struct AlertTests {
    final class Log {
        var entries: [String] = []
    }

    struct Alerting: View {
        let log: Log
        @State private var showing = false
        var body: some View {
            Button("Delete…") { showing = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .alert("Warning", isPresented: $showing) {
                    Button("Cancel", role: .cancel) { log.entries.append("cancel") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                } message: {
                    Text("This action cannot be undone")
                }
        }
    }

    private func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func anAlertIsABoxInTheMiddleWithCancelOnTheLeft() {
        let log = Log()
        let terminal = TestTerminal(columns: 40, rows: 10) { Alerting(log: log) }
        terminal.press(.return)
        let shown = lines(terminal)
        // 36 columns wide, centred; title, message (wrapped), a blank row, the buttons.
        #expect(shown[1] == "  ╭──────────────────────────────────╮")
        #expect(shown[2] == "  │              Warning             │")
        #expect(shown[3] == "  │   This action cannot be undone   │")
        #expect(shown[4] == "  │                                  │")
        #expect(shown[5] == "  │      Cancel          Delete      │")
        #expect(shown[6] == "  ╰──────────────────────────────────╯")
        #expect(terminal.graph.focusableViewCount == 2)
        #expect(shown[9].contains("esc cancel"))
    }

    @Test func escapeRunsTheCancelButtonAndCloses() {
        let log = Log()
        let terminal = TestTerminal(columns: 40, rows: 10) { Alerting(log: log) }
        terminal.press(.return)
        terminal.press(.escape)
        #expect(log.entries == ["cancel"])
        #expect(!lines(terminal).contains { $0.contains("Warning") })
    }

    @Test func everyButtonClosesTheAlertAfterItsAction() {
        let log = Log()
        let terminal = TestTerminal(columns: 40, rows: 10) { Alerting(log: log) }
        terminal.press(.return)
        terminal.press(.tab)                                // from "Cancel" (first in view order) to "Delete"
        terminal.press(.return)
        #expect(log.entries == ["delete"])
        #expect(!lines(terminal).contains { $0.contains("Warning") })
        terminal.press(.return)                             // the focus is back on "Delete…"
        #expect(lines(terminal)[2].contains("Warning"))
        terminal.click(column: 28, row: 5)                  // a click on "Delete"
        #expect(log.entries == ["delete", "delete"])
    }

    @Test func anAlertWithoutActionsHasAnOKButton() {
        struct Plain: View {
            @State private var showing = true
            var body: some View {
                Text("Under").alert("Saved", isPresented: $showing) {}
            }
        }
        let terminal = TestTerminal(columns: 40, rows: 8) { Plain() }
        #expect(lines(terminal).contains("  │               Saved              │"))
        #expect(lines(terminal).contains("  │                OK                │"))
        terminal.press(.return)
        #expect(!lines(terminal).contains { $0.contains("Saved") })
    }

    struct Dialog: View {
        let log: Log
        @State private var showing = false
        var body: some View {
            Button("Choose") { showing = true }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .confirmationDialog("Choose an option", isPresented: $showing) {
                    Button("Option 1") { log.entries.append("1") }
                    Button("Cancel", role: .cancel) { log.entries.append("cancel") }
                    Button("Delete", role: .destructive) { log.entries.append("delete") }
                } message: {
                    Text("Select one")
                }
        }
    }

    @Test func aDialogSitsAtTheBottomWithCancelApart() {
        let log = Log()
        let terminal = TestTerminal(columns: 40, rows: 12) { Dialog(log: log) }
        terminal.press(.return)
        let shown = lines(terminal)
        // The title is hidden (iOS's automatic title visibility); the box ends on the row above the key help.
        #expect(!shown.contains { $0.contains("Choose an option") })
        #expect(shown[3] == "╭──────────────────────────────────────╮")
        #expect(shown[4] == "│              Select one              │")
        #expect(shown[5] == "│                                      │")
        #expect(shown[6] == "│               Option 1               │")
        #expect(shown[7] == "│                Delete                │")
        #expect(shown[8] == "│                                      │")
        #expect(shown[9] == "│                Cancel                │")
        #expect(shown[10] == "╰──────────────────────────────────────╯")
        terminal.press(.escape)
        #expect(log.entries == ["cancel"])
        terminal.press(.return)
        terminal.press(.return)                             // "Option 1" has the focus first
        #expect(log.entries == ["cancel", "1"])
    }

    struct Nested: View {
        @State private var sheet = false
        @State private var alert = false
        var body: some View {
            Button("Sheet") { sheet = true }
                .sheet(isPresented: $sheet) {
                    Button("Alert") { alert = true }
                        .alert("Inner", isPresented: $alert) { Button("OK") {} }
                }
        }
    }

    @Test func escapeClosesOnlyTheTopPresentation() {
        let terminal = TestTerminal(columns: 40, rows: 12) { Nested() }
        terminal.press(.return)
        terminal.press(.return)
        #expect(lines(terminal).contains { $0.contains("Inner") })
        terminal.press(.escape)
        #expect(!lines(terminal).contains { $0.contains("Inner") })
        #expect(lines(terminal).contains { $0.contains("Alert") })
        terminal.press(.escape)
        #expect(!lines(terminal).contains { $0.contains("Alert") })
    }

    @Test func theDeprecatedAlertValueShowsTheSameWay() {
        struct Old: View {
            let log: Log
            @State private var showing = true
            var body: some View {
                Text("Under").alert(isPresented: $showing) {
                    Alert(title: Text("Delete?"), message: Text("Gone for good"),
                          primaryButton: .destructive(Text("Delete")) { log.entries.append("delete") },
                          secondaryButton: .cancel())
                }
            }
        }
        let log = Log()
        let terminal = TestTerminal(columns: 40, rows: 10) { Old(log: log) }
        #expect(lines(terminal).contains("  │              Delete?             │"))
        #expect(lines(terminal).contains("  │      Cancel          Delete      │"))
        terminal.press(.return)                             // "Delete" comes first in view order
        #expect(log.entries == ["delete"])
        #expect(!terminal.screen.contains("Delete?"))
    }
}
