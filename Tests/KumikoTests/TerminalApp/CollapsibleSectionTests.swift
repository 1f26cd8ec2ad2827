import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension TerminalApp {
    /// `Section(_:isExpanded:)` (SwiftUI's collapsible sections, iOS 17): the header shows "▾" or "▸"; the
    /// keyboard cursor stops on it, Return or Space toggles, ← collapses, → expands, a click toggles, and
    /// `ListController` does the same headlessly. The binding is the truth: the app's state changes.
    @MainActor
    @Suite struct CollapsibleSectionTests {
        struct Groups: View {
            @State private var fruitsOpen = true
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List {
                        Section("Fruits", isExpanded: $fruitsOpen) {
                            Text("Apple")
                            Text("Pear")
                        }
                        Section("Vegetables") {
                            Text("Leek")
                        }
                    }
                    .listStyle(.plain)
                    Text(fruitsOpen ? "open" : "closed")
                }
            }
        }

        private func lines(_ terminal: TestTerminal) -> [String] {
            terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        @Test func theHeaderTogglesWithTheKeys() {
            let terminal = TestTerminal(columns: 24, rows: 8) { Groups() }
            #expect(lines(terminal)[0] == " Fruits               ▾")
            terminal.press(.downArrow)
            #expect(lines(terminal)[0] == "›Fruits               ▾")
            #expect(lines(terminal)[7].hasPrefix(" ↑↓ move  ⏎ collapse"))
            terminal.press(.return)
            #expect(lines(terminal).prefix(3) == ["›Fruits               ▸", " Vegetables", " Leek"])
            #expect(terminal.screen.contains("closed"))
            terminal.press(.rightArrow)
            #expect(lines(terminal).prefix(3) == ["›Fruits               ▾", " Apple", " Pear"])
            terminal.press(.leftArrow)
            #expect(terminal.screen.contains("closed"))
            // A section without a binding is not a stop for the cursor: Down goes from Fruits to Leek.
            terminal.press(.downArrow)
            #expect(lines(terminal)[2] == "›Leek")
        }

        @Test func aClickOnTheHeaderToggles() {
            let terminal = TestTerminal(columns: 24, rows: 8) { Groups() }
            terminal.click(column: 3, row: 0)
            #expect(terminal.screen.contains("closed"))
            terminal.click(column: 3, row: 0)
            #expect(terminal.screen.contains("open"))
        }

        @Test func theControllerCollapsesAndExpands() throws {
            let terminal = TestTerminal(columns: 24, rows: 8) { Groups() }
            let list = try #require(terminal.graph.listControllers.first)
            #expect(list.isSectionExpanded(atRow: 0) == true)
            #expect(list.isSectionExpanded(atRow: 2) == true)   // Pear, inside Fruits
            #expect(list.isSectionExpanded(atRow: 3) == nil)    // Vegetables' header
            #expect(list.setSectionExpanded(false, atRow: 1))
            #expect(terminal.screen.contains("closed"))
            #expect(!list.setSectionExpanded(false, atRow: 2))  // now Vegetables' header: not collapsible
        }
    }
}
