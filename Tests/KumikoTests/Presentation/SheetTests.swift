import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// `sheet`, `fullScreenCover`, `popover` and the presentation modifiers, walked in a terminal: a sheet is a
/// card rising from the bottom with a rounded top edge (one row of the view beneath stays visible, dimmed),
/// the focus stays inside it, Escape closes it as swiping down does on iOS, `dismiss()` closes it, and the
/// focus returns to the view that presented it.
@MainActor
@Suite struct SheetTests {
    struct Presenter: View {
        @State private var showing = false
        @State private var dismissals = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Dismissed \(dismissals)")
                Button("Open") { showing = true }
                Button("Other") {}
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .sheet(isPresented: $showing, onDismiss: { dismissals += 1 }) { SheetBody() }
        }
    }

    struct SheetBody: View {
        @Environment(\.dismiss) private var dismiss
        @State private var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Sheet taps \(taps)")
                Button("Tap") { taps += 1 }
                Button("Done") { dismiss() }
            }
        }
    }

    private func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aSheetRisesFromTheBottomAndEscapeClosesIt() {
        let terminal = TestTerminal(columns: 30, rows: 8) { Presenter() }
        #expect(lines(terminal)[0] == "Dismissed 0")
        terminal.press(.return)                              // "Open" has the focus first
        let shown = lines(terminal)
        // Seven rows above the key help: the top row of the view beneath, then the card's top edge.
        #expect(shown[0] == "Dismissed 0")
        #expect(shown[1] == "╭────────────────────────────╮")
        #expect(shown[2] == "│                            │")
        #expect(shown.contains("│        Sheet taps 0        │"))
        #expect(terminal.image.buffer[0, 0].style.contains(.dim))
        #expect(shown[7].contains("esc close"))
        terminal.press(.escape)
        #expect(lines(terminal)[0] == "Dismissed 1")
        #expect(lines(terminal)[1] == "Open")
        #expect(!terminal.image.buffer[0, 0].style.contains(.dim))
    }

    @Test func theFocusStaysInTheSheetAndComesBackAfter() {
        let terminal = TestTerminal(columns: 30, rows: 8) { Presenter() }
        terminal.press(.tab)                                 // "Other"
        terminal.press(.tab)                                 // wraps to "Open"
        terminal.press(.return)
        #expect(terminal.graph.focusableViewCount == 2)      // "Tap" and "Done" only
        terminal.press(.return)                              // "Tap"
        terminal.press(.tab)
        terminal.press(.tab)                                 // wraps inside the sheet, back to "Tap"
        terminal.press(.return)
        #expect(lines(terminal).contains("│        Sheet taps 2        │"))
        terminal.press(.tab)
        terminal.press(.return)                              // "Done": dismiss()
        #expect(lines(terminal)[0] == "Dismissed 1")
        #expect(terminal.graph.focusableViewCount == 2)      // "Open" and "Other"
        terminal.press(.return)                              // the focus is on "Open" again
        #expect(lines(terminal).contains("│        Sheet taps 0        │"))  // a new presentation, new state
    }

    @Test func aClickBeneathTheSheetDoesNothing() {
        let terminal = TestTerminal(columns: 30, rows: 8) { Presenter() }
        terminal.press(.return)
        terminal.click(column: 1, row: 0)                    // the dimmed row of the view beneath
        #expect(lines(terminal)[1].hasPrefix("╭"))
    }

    struct Item: Identifiable {
        let id: Int
        let name: String
    }

    struct ItemPresenter: View {
        @State private var selected: Item?
        var body: some View {
            VStack(spacing: 0) {
                Button("First") { selected = Item(id: 1, name: "One") }
                Button("Second") { selected = Item(id: 2, name: "Two") }
            }
            .sheet(item: $selected) { item in
                Text("Showing \(item.name)")
            }
        }
    }

    @Test func anItemSheetShowsItsItemAndEscapeClearsIt() {
        let terminal = TestTerminal(columns: 24, rows: 6) { ItemPresenter() }
        terminal.press(.tab)
        terminal.press(.return)                              // "Second"
        #expect(lines(terminal).contains { $0.contains("Showing Two") })
        terminal.press(.escape)
        #expect(!lines(terminal).contains { $0.contains("Showing") })
        #expect(lines(terminal)[0].contains("First"))
    }

    struct DetentSheet: View {
        @State private var showing = true
        @State private var detent = PresentationDetent.medium
        var body: some View {
            Text("Beneath")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .sheet(isPresented: $showing) {
                    Button(detent == .medium ? "Grow" : "Shrink") { detent = detent == .medium ? .large : .medium }
                        .presentationDetents([.medium, .large], selection: $detent)
                }
        }
    }

    @Test func detentsSetTheSheetsHeightAndTheSelectionChangesIt() {
        let terminal = TestTerminal(columns: 20, rows: 11) { DetentSheet() }
        // Ten rows above the key help; medium is the lower half: the edge (with the drag indicator) on row 5.
        #expect(lines(terminal)[5] == "╭──────━━━━━───────╮")
        #expect(lines(terminal)[0] == "       Beneath")
        terminal.press(.return)                              // "Grow": the selection becomes .large
        #expect(lines(terminal)[1] == "╭──────━━━━━───────╮")
        #expect(lines(terminal).contains { $0.contains("Shrink") })
    }

    struct Cover: View {
        @State private var showing = false
        var body: some View {
            Button("Cover") { showing = true }
                .fullScreenCover(isPresented: $showing) {
                    VStack(spacing: 0) {
                        Text("Covering")
                        Button("Close") { showing = false }
                    }
                }
        }
    }

    @Test func aFullScreenCoverHidesEverythingBeneath() {
        let terminal = TestTerminal(columns: 20, rows: 5) { Cover() }
        terminal.press(.return)
        let shown = lines(terminal)
        #expect(!shown.contains { $0.contains("Cover ") || $0.hasSuffix("Cover") })
        #expect(shown[1] == "      Covering")
        #expect(shown[2] == "        Close")
        terminal.press(.escape)
        #expect(terminal.screen.contains("Cover"))
        #expect(!terminal.screen.contains("Covering"))
    }

    @Test func aSheetPresentedFromTheStartRendersHeadlessly() throws {
        struct Shown: View {
            var body: some View {
                Text("Under").sheet(isPresented: .constant(true)) { Text("Over") }
            }
        }
        let renderer = ImageRenderer(content: Shown())
        renderer.proposedSize = ProposedViewSize(width: 160, height: 96)
        let text = try #require(renderer.terminalImage).plainText
        #expect(text.contains("Over"))
        #expect(text.contains("╭"))
    }

    @Test func aSheetThatLeavesTheViewBeneathInteractiveStillTakesTheFocus() {
        struct Open: View {
            @State private var showing = false
            var body: some View {
                Button("Open") { showing = true }
                    .sheet(isPresented: $showing) {
                        Button("Inside") {}.presentationBackgroundInteraction(.enabled)
                    }
            }
        }
        let terminal = TestTerminal(columns: 30, rows: 8) { Open() }
        terminal.press(.return)
        #expect(terminal.screen.contains("Inside"))
        #expect(terminal.graph.keyHelp.first == KeyHelp("⏎", "Inside"))
        #expect(terminal.graph.focusableViewCount == 2)      // the view beneath stays reachable
    }
}
