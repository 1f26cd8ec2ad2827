import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// `toolbar` with `ToolbarItem` placements in a terminal's navigation bar: leading items (cancellation,
/// navigation) after the back button, trailing items (automatic, primary, confirmation) at the end, a
/// principal item instead of the title, bottom-bar items on a line under the content; items are live views
/// that take the focus and clicks.
@MainActor
@Suite struct ToolbarTests {
    final class Log {
        var entries: [String] = []
    }

    struct Editor: View {
        let log: Log
        var body: some View {
            NavigationStack {
                Text("Body")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .navigationTitle("Edit")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log.entries.append("cancel") } }
                        ToolbarItem(placement: .confirmationAction) { Button("Save") { log.entries.append("save") } }
                        ToolbarItem(placement: .bottomBar) { Text("3 items") }
                    }
            }
        }
    }

    private func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func itemsGoToTheirEndsOfTheBars() {
        let terminal = TestTerminal(columns: 30, rows: 6) { Editor(log: Log()) }
        let shown = lines(terminal)
        #expect(shown[0] == "Cancel       Edit         Save")
        #expect(shown[2] == "             Body")
        #expect(shown[4] == "           3 items")
    }

    @Test func itemsTakeTheFocusAndClicks() {
        let log = Log()
        let terminal = TestTerminal(columns: 30, rows: 6) { Editor(log: log) }
        #expect(terminal.graph.focusableViewCount == 2)
        terminal.press(.return)                              // "Cancel": first in view order
        terminal.press(.tab)
        terminal.press(.return)                              // "Save"
        terminal.click(column: 27, row: 0)
        #expect(log.entries == ["cancel", "save", "save"])
    }

    @Test func aPrincipalItemReplacesTheTitle() {
        // Inside a ToolbarContentBuilder a bare Button is not toolbar content (as in SwiftUI): it is an item.
        struct Both: View {
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Hidden")
                        .toolbar {
                            ToolbarItem(placement: .principal) { Text("Custom") }
                            ToolbarItem { Button("Add") {} }
                        }
                }
            }
        }
        let terminal = TestTerminal(columns: 24, rows: 4) { Both() }
        #expect(lines(terminal)[0] == "         Custom      Add")
        #expect(!terminal.screen.contains("Hidden"))
    }

    @Test func plainViewsGoToTheTrailingEnd() {
        struct Plain: View {
            var body: some View {
                NavigationStack {
                    Text("Body").navigationTitle("T").toolbar { Button("Add") {} }
                }
            }
        }
        let terminal = TestTerminal(columns: 20, rows: 4) { Plain() }
        #expect(lines(terminal)[0] == "         T       Add")
    }

    @Test func aHiddenBarHidesTitleAndItems() {
        struct Hidden: View {
            var body: some View {
                NavigationStack {
                    Text("Body").navigationTitle("T").toolbar { Button("Add") {} }.toolbar(.hidden, for: .navigationBar)
                }
            }
        }
        let terminal = TestTerminal(columns: 20, rows: 4) { Hidden() }
        #expect(lines(terminal)[1] == "        Body")              // centred in the rows left without a bar
        #expect(!terminal.screen.contains("Add"))
        #expect(terminal.graph.focusableViewCount == 0)
    }

    @Test func withoutANavigationStackItemsAreNotShown() {
        let terminal = TestTerminal(columns: 20, rows: 4) { Text("Body").toolbar { Button("Add") {} } }
        #expect(!terminal.screen.contains("Add"))
        #expect(terminal.graph.focusableViewCount == 0)
    }

    @Test func itemsOfACoveredScreenAreNotShown() {
        struct Pushing: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Next") { Text("Second").navigationTitle("Two") }
                        .navigationTitle("One")
                        .toolbar { ToolbarItem(placement: .primaryAction) { Button("Root item") {} } }
                }
            }
        }
        let terminal = TestTerminal(columns: 30, rows: 4) { Pushing() }
        #expect(lines(terminal)[0].hasSuffix("Root item"))
        terminal.press(.return)
        #expect(lines(terminal)[0] == "‹ One        Two")
        #expect(terminal.graph.focusableViewCount == 0)
    }

    @Test func theDeprecatedBarItemsAreToolbarItems() {
        struct Old: View {
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .navigationBarTitle("Old", displayMode: .inline)
                        .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Add") {})
                }
            }
        }
        let terminal = TestTerminal(columns: 20, rows: 4) { Old() }
        #expect(lines(terminal)[0] == "Edit    Old      Add")
        #expect(terminal.graph.focusableViewCount == 2)
    }
}
