import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// The terminal apps' tests (one nested suite per file, so `--filter TerminalApp` runs them all).
@Suite enum TerminalApp {}

/// A list with the keyboard focus (DESIGN.md §3.7): the keys move the cursor and the selection with it,
/// scroll to keep it in view, and reach every list action through `ListController`.
extension TerminalApp {
    @MainActor
    @Suite struct ListKeyboardTests {
        /// Fruits with a single selection, and the selection shown below the list.
        struct Fruits: View {
            @State private var selection: String?
            let names: [String]

            init(names: [String], selection: String? = nil) {
                self.names = names
                _selection = State(initialValue: selection)
            }

            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List(names, id: \.self, selection: $selection) { Text($0) }
                        .listStyle(.plain)
                    Text("Selected: \(selection ?? "none")")
                }
            }
        }

        private static let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]

        @Test func downMovesTheSelectionAndMarksTheCursor() {
            let terminal = TestTerminal(columns: 30, rows: 6) { Fruits(names: Self.fruits) }
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines[1].hasPrefix("›Banana"), "\(lines)")
            #expect(lines[4] == "Selected: Banana")
            // The key help line names the list's keys and quitting; at 24 columns it would be cut there.
            #expect(lines[5] == " ↑↓ move  ⏎ select  q quit")
        }

        @Test func theFirstKeyMovesFromTheSelection() {
            let terminal = TestTerminal(columns: 30, rows: 6) { Fruits(names: Self.fruits, selection: "Banana") }
            terminal.press(.downArrow)
            #expect(terminal.screen.contains("Selected: Cherry"), "\(terminal.screen)")
        }

        @Test func theCursorScrollsIntoView() {
            // 4 lines of list: Apple…Date; End goes to Grape, which must be on screen.
            let terminal = TestTerminal(columns: 24, rows: 6) { Fruits(names: Self.fruits) }
            terminal.press(.end)
            let lines = terminal.screen.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("›Grape") }, "\(lines)")
            #expect(lines.contains("Selected: Grape"))
            terminal.press(.home)
            #expect(terminal.screen.hasPrefix("›Apple"))
        }

        @Test func pageDownMovesByAScreen() {
            let names = (0..<100).map { "Row \($0)" }
            let terminal = TestTerminal(columns: 24, rows: 12) { Fruits(names: names) }
            terminal.press(.downArrow)
            terminal.press(.pageDown)
            // The list has 10 lines: a page is 9 rows.
            #expect(terminal.screen.contains("Selected: Row 9"), "\(terminal.screen)")
            terminal.press(.pageDown)
            #expect(terminal.screen.contains("Selected: Row 18"))
            #expect(terminal.screen.contains("›Row 18"))
            terminal.press(.pageUp)
            #expect(terminal.screen.contains("Selected: Row 9"))
        }

        /// DESIGN.md §3.6: a frame only when something changed, and then only the changed cells.
        @Test func aSelectionMoveWritesOnlyWhatChanged() {
            let names = (0..<100).map { "Row \($0)" }
            let terminal = TestTerminal(columns: 40, rows: 12) { Fruits(names: names) }
            _ = terminal.image
            let frames = terminal.framesDrawn
            _ = terminal.image
            #expect(terminal.framesDrawn == frames)
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            _ = terminal.image
            // Two presses before a frame make one frame.
            #expect(terminal.framesDrawn == frames + 1)
            #expect(terminal.lastFrameByteCount > 0)
            #expect(terminal.lastFrameByteCount < terminal.fullRepaintByteCount,
                    "\(terminal.lastFrameByteCount) bytes against \(terminal.fullRepaintByteCount) for a repaint")
        }

        @Test func clickingARowSelectsIt() {
            let terminal = TestTerminal(columns: 24, rows: 6) { Fruits(names: Self.fruits) }
            terminal.click(column: 3, row: 2)
            #expect(terminal.screen.contains("Selected: Cherry"))
        }

        @Test func theWheelScrollsTheListUnderThePointer() {
            let names = (0..<100).map { "Row \($0)" }
            let terminal = TestTerminal(columns: 24, rows: 12) { Fruits(names: names) }
            terminal.scroll(column: 2, row: 2, notches: 2)
            #expect(terminal.screen.hasPrefix(" Row 6"), "\(terminal.screen)")
        }

        @Test func qQuitsAndCtrlCAlwaysDoes() {
            let terminal = TestTerminal(columns: 24, rows: 6) { Fruits(names: Self.fruits) }
            #expect(!terminal.quitRequested)
            terminal.type("q")
            #expect(terminal.quitRequested)
            let other = TestTerminal(columns: 24, rows: 6) { Fruits(names: Self.fruits) }
            other.press("c", modifiers: .control)
            #expect(other.quitRequested)
        }
    }
}
