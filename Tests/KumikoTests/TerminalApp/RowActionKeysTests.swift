import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension TerminalApp {
    /// The list actions that are gestures on a phone have keys: ← reveals a row's trailing swipe actions (as
    /// swiping left does), → the leading ones, `m` the context menu; ←/→ choose, Return runs, the revealing
    /// arrow again is a full swipe, Escape closes. Delete, Option-↑/↓, `e` and `r` are the other list actions.
    @MainActor
    @Suite struct RowActionKeysTests {
        struct Mail: View {
            @State private var subjects = ["Lunch", "Invoice", "Trip"]
            @State private var log = "none"
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List {
                        ForEach(subjects, id: \.self) { subject in
                            Text(subject)
                                .swipeActions(edge: .leading) {
                                    Button("Read") { log = "read \(subject)" }
                                }
                                .contextMenu {
                                    Button("Copy") { log = "copied \(subject)" }
                                    Button("Share") { log = "shared \(subject)" }
                                }
                        }
                        .onDelete { subjects.remove(atOffsets: $0) }
                        .onMove { subjects.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .listStyle(.plain)
                    Text("log: \(log)")
                }
            }
        }

        private func lines(_ terminal: TestTerminal) -> [String] {
            terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        @Test func leftRevealsTheTrailingDeleteAndReturnRunsIt() {
            let terminal = TestTerminal(columns: 30, rows: 7) { Mail() }
            terminal.press(.downArrow)
            terminal.press(.leftArrow)
            #expect(lines(terminal)[0] == "›Lunch                 Delete", "\(lines(terminal))")
            #expect(lines(terminal)[6] == " ←→ choose  ⏎ run  ← full swip")
            terminal.press(.return)
            #expect(lines(terminal)[0] == "›Invoice")
            #expect(!terminal.screen.contains("Lunch"))
        }

        @Test func theRevealingArrowAgainIsAFullSwipe() {
            let terminal = TestTerminal(columns: 30, rows: 7) { Mail() }
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            #expect(lines(terminal)[0].hasSuffix(" Read"))
            terminal.press(.rightArrow)
            #expect(terminal.screen.contains("log: read Lunch"))
        }

        @Test func mOpensTheContextMenu() {
            let terminal = TestTerminal(columns: 30, rows: 7) { Mail() }
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.type("m")
            #expect(lines(terminal)[1].hasSuffix(" Copy   Share"), "\(lines(terminal))")
            terminal.press(.rightArrow)
            terminal.press(.return)
            #expect(terminal.screen.contains("log: shared Invoice"))
            // Escape closes without running anything.
            terminal.type("m")
            terminal.press(.escape)
            #expect(!terminal.screen.contains("Copy"))
            #expect(terminal.screen.contains("log: shared Invoice"))
        }

        @Test func deleteAndMoveKeys() {
            let terminal = TestTerminal(columns: 30, rows: 7) { Mail() }
            terminal.press(.downArrow)
            terminal.press(.downArrow, modifiers: .option)
            #expect(lines(terminal).prefix(3) == [" Invoice", "›Lunch", " Trip"])
            terminal.press(.deleteForward)
            #expect(lines(terminal).prefix(2) == [" Invoice", "›Trip"])
        }
    }
}
