import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension OutlineTests {
    /// `List(_:children:)` in a terminal: a triangle before every element with children, two columns per level;
    /// → expands and then goes to the first child, ← collapses and then goes to the parent (the tree-view keys of
    /// the WAI-ARIA practices); a click on a triangle toggles; the cursor selects as usual.
    @MainActor
    @Suite struct OutlineListKeyboardTests {
        struct Files: View {
            @State private var selection: String?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List(outlineFiles, children: \.children, selection: $selection) { Text($0.name) }
                        .listStyle(.plain)
                    Text("Selected: \(selection ?? "none")")
                }
            }
        }

        private func rows(_ terminal: TestTerminal, _ count: Int) -> [String] { Array(outlineLines(terminal).prefix(count)) }

        @Test func rowsStartCollapsedWithTrianglesBeforeFolders() {
            let terminal = TestTerminal(columns: 30, rows: 10) { Files() }
            // The empty folder (Music) has a triangle too; a file keeps the triangle's two columns blank.
            #expect(rows(terminal, 4) == [" ▸ Documents", " ▸ Music", "   todo.txt", ""])
        }

        // Keys in a burst, with no frame between them (as a terminal delivers typed-ahead keys): End after →
        // sees the rows the expansion added.
        @Test func keysRightAfterAnExpansionSeeItsRows() {
            let terminal = TestTerminal(columns: 30, rows: 10) { Files() }
            terminal.press(.downArrow)
            terminal.press(.rightArrow)   // expands Documents: 5 rows
            terminal.press(.end)
            #expect(rows(terminal, 5)[4] == "›  todo.txt")
            terminal.press(.home)
            terminal.press(.leftArrow)    // collapses Documents: 3 rows
            terminal.press(.end)
            #expect(rows(terminal, 4) == [" ▸ Documents", " ▸ Music", "›  todo.txt", ""])
        }

        @Test func rightAndLeftWalkAllThreeLevels() {
            let terminal = TestTerminal(columns: 30, rows: 10) { Files() }
            terminal.press(.downArrow)
            #expect(rows(terminal, 3) == ["›▸ Documents", " ▸ Music", "   todo.txt"])
            #expect(outlineLines(terminal)[9].hasPrefix(" ↑↓ move  ⏎ select  → expand"))
            terminal.press(.rightArrow)   // expands Documents
            #expect(rows(terminal, 5) == ["›▾ Documents", "   ▸ Work", "     Notes.txt", " ▸ Music", "   todo.txt"])
            #expect(outlineLines(terminal)[9].hasPrefix(" ↑↓ move  ⏎ select  ← collapse"))
            terminal.press(.rightArrow)   // to the first child
            #expect(rows(terminal, 2) == [" ▾ Documents", "›  ▸ Work"])
            #expect(terminal.screen.contains("Selected: Work"))
            terminal.press(.rightArrow)   // expands Work
            #expect(rows(terminal, 6) == [" ▾ Documents", "›  ▾ Work", "       Report.txt", "       Budget.xls",
                                          "     Notes.txt", " ▸ Music"])
            terminal.press(.rightArrow)   // to Report.txt, the third level
            #expect(rows(terminal, 3)[2] == "›      Report.txt")
            #expect(terminal.screen.contains("Selected: Report.txt"))
            terminal.press(.rightArrow)   // a leaf: nothing
            #expect(rows(terminal, 3)[2] == "›      Report.txt")
            terminal.press(.leftArrow)    // a leaf: to its parent
            #expect(rows(terminal, 3) == [" ▾ Documents", "›  ▾ Work", "       Report.txt"])
            terminal.press(.leftArrow)    // collapses Work
            #expect(rows(terminal, 4) == [" ▾ Documents", "›  ▸ Work", "     Notes.txt", " ▸ Music"])
            terminal.press(.leftArrow)    // collapsed: to its parent
            #expect(rows(terminal, 2) == ["›▾ Documents", "   ▸ Work"])
            #expect(terminal.screen.contains("Selected: Documents"))
            terminal.press(.leftArrow)    // collapses Documents
            #expect(rows(terminal, 3) == ["›▸ Documents", " ▸ Music", "   todo.txt"])
            terminal.press(.leftArrow)    // a collapsed root: nothing
            #expect(rows(terminal, 3) == ["›▸ Documents", " ▸ Music", "   todo.txt"])
        }

        @Test func anExpandedFolderIsRememberedUnderItsCollapsedParent() {
            let terminal = TestTerminal(columns: 30, rows: 10) { Files() }
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)   // Work expanded
            terminal.press(.upArrow)      // back on Documents
            terminal.press(.leftArrow)    // Documents collapsed
            #expect(rows(terminal, 3) == ["›▸ Documents", " ▸ Music", "   todo.txt"])
            terminal.press(.rightArrow)   // and expanded again: Work is still open
            #expect(rows(terminal, 5) == ["›▾ Documents", "   ▾ Work", "       Report.txt", "       Budget.xls", "     Notes.txt"])
        }

        @Test func anEmptyFolderExpandsToNothing() {
            let terminal = TestTerminal(columns: 30, rows: 10) { Files() }
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            #expect(rows(terminal, 3) == [" ▸ Documents", "›▾ Music", "   todo.txt"])
            // No first child to go to.
            terminal.press(.rightArrow)
            #expect(rows(terminal, 3) == [" ▸ Documents", "›▾ Music", "   todo.txt"])
        }

        @Test func clicksOnTrianglesToggleAllThreeLevels() {
            let terminal = TestTerminal(columns: 30, rows: 10) { Files() }
            // A click on a triangle toggles and puts the cursor on the row, without selecting it.
            terminal.click(column: 1, row: 0)
            #expect(rows(terminal, 5) == ["›▾ Documents", "   ▸ Work", "     Notes.txt", " ▸ Music", "   todo.txt"])
            #expect(terminal.screen.contains("Selected: none"))
            terminal.click(column: 3, row: 1)
            #expect(rows(terminal, 4) == [" ▾ Documents", "›  ▾ Work", "       Report.txt", "       Budget.xls"])
            // A click on a row's text selects it, as in any list.
            terminal.click(column: 9, row: 2)
            #expect(rows(terminal, 3)[2] == "›      Report.txt")
            #expect(terminal.screen.contains("Selected: Report.txt"))
            // The space after a triangle is part of it.
            terminal.click(column: 4, row: 1)
            #expect(rows(terminal, 3) == [" ▾ Documents", "›  ▸ Work", "     Notes.txt"])
            terminal.click(column: 1, row: 0)
            #expect(rows(terminal, 3) == ["›▸ Documents", " ▸ Music", "   todo.txt"])
        }

        @Test func theControllerExpandsAndCollapses() throws {
            let terminal = TestTerminal(columns: 30, rows: 10) { Files() }
            let list = try #require(terminal.graph.listControllers.first)
            #expect(list.isRowExpanded(0) == false)
            #expect(list.isRowExpanded(2) == nil)          // todo.txt: a file
            // Rows are counted as of the latest layout (reading the screen lays the list out again).
            #expect(list.setRowExpanded(true, atRow: 0))
            #expect(rows(terminal, 3) == [" ▾ Documents", "   ▸ Work", "     Notes.txt"])
            #expect(!list.setRowExpanded(true, atRow: 4))  // now todo.txt
            #expect(list.setRowExpanded(true, atRow: 1))
            _ = terminal.screen
            #expect(list.outlineDepth(ofRow: 2) == 2)
            #expect(list.parentRow(ofRow: 2) == 1)
            #expect(list.parentRow(ofRow: 4) == 0)         // Notes.txt
            #expect(list.parentRow(ofRow: 0) == nil)
            #expect(list.rowCount == 7)
            #expect(list.setRowExpanded(false, atRow: 0))
            _ = terminal.screen
            #expect(list.rowCount == 3)
        }
    }
}

extension OutlineTests.OutlineListKeyboardTests {
    /// Expanding or collapsing a row above the cursor keeps the cursor on its row; collapsing the row the cursor
    /// is inside puts it on that row.
    @Test func theCursorStaysOnItsRowWhenRowsAboveComeAndGo() throws {
        let terminal = TestTerminal(columns: 30, rows: 10) { Files() }
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.downArrow)      // todo.txt
        terminal.click(column: 1, row: 0)
        let list = try #require(terminal.graph.listControllers.first)
        // The click put the cursor on Documents.
        #expect(outlineLines(terminal).prefix(2) == ["›▾ Documents", "   ▸ Work"])
        terminal.press(.end)            // todo.txt, row 4
        #expect(list.setRowExpanded(true, atRow: 1))
        #expect(outlineLines(terminal)[6] == "›  todo.txt")
        #expect(list.setRowExpanded(false, atRow: 0))
        #expect(outlineLines(terminal)[2] == "›  todo.txt")
        #expect(list.setRowExpanded(true, atRow: 0))
        #expect(outlineLines(terminal)[6] == "›  todo.txt")
        terminal.press(.downArrow)      // nowhere further: todo.txt is last
        terminal.press(.upArrow)        // Music
        terminal.press(.upArrow)        // Notes.txt
        terminal.press(.upArrow)        // Budget.xls, inside Work
        #expect(list.setRowExpanded(false, atRow: 0))
        #expect(outlineLines(terminal).prefix(3) == ["›▸ Documents", " ▸ Music", "   todo.txt"])
    }
}
