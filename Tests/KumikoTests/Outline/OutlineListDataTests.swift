import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// An outline's data, observable as an app's model would be.
@Observable
@MainActor
final class OutlineFilesModel {
    var files = outlineFiles
    var picked: Set<String> = []
}

extension OutlineTests {
    /// Which rows are expanded is kept by id: reordering or replacing the data keeps them open; selection works
    /// on nested rows; an `OutlineGroup` inside a `Section` of a list is rows of the list.
    @MainActor
    @Suite struct OutlineListDataTests {
        struct Files: View {
            let model: OutlineFilesModel
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List(model.files, children: \.children,
                         selection: Binding(get: { model.picked }, set: { model.picked = $0 })) { Text($0.name) }
                        .listStyle(.plain)
                    Text("Picked: \(model.picked.sorted().joined(separator: ", "))")
                }
            }
        }

        private func rows(_ terminal: TestTerminal, _ count: Int) -> [String] { Array(outlineLines(terminal).prefix(count)) }

        @Test func reorderingTheDataKeepsWhichIDsAreExpanded() throws {
            let model = OutlineFilesModel()
            let terminal = TestTerminal(columns: 30, rows: 10) { Files(model: model) }
            let list = try #require(terminal.graph.listControllers.first)
            list.setRowExpanded(true, atRow: 0)
            _ = terminal.screen
            list.setRowExpanded(true, atRow: 1)
            #expect(rows(terminal, 4) == [" ▾ Documents", "   ▾ Work", "       Report.txt", "       Budget.xls"])
            model.files.reverse()
            #expect(rows(terminal, 7) == ["   todo.txt", " ▸ Music", " ▾ Documents", "   ▾ Work", "       Report.txt",
                                          "       Budget.xls", "     Notes.txt"])
            // Replaced data: the folder with the same id is still open, with its new children.
            model.files = [FileItem("Work", [FileItem("Plan.md")]), FileItem("Documents", [FileItem("Letter.txt")])]
            #expect(rows(terminal, 4) == [" ▾ Work", "     Plan.md", " ▾ Documents", "     Letter.txt"])
            #expect(list.isRowExpanded(0) == true)
        }

        @Test func nestedRowsAreSelectedByTheirIDs() throws {
            let model = OutlineFilesModel()
            let terminal = TestTerminal(columns: 30, rows: 10) { Files(model: model) }
            let list = try #require(terminal.graph.listControllers.first)
            list.setRowExpanded(true, atRow: 0)
            _ = terminal.screen
            list.setRowExpanded(true, atRow: 1)
            _ = terminal.screen
            list.toggleRowSelection(2)      // Report.txt
            list.toggleRowSelection(4)      // Notes.txt
            #expect(model.picked == ["Report.txt", "Notes.txt"])
            #expect(terminal.screen.contains("Picked: Notes.txt, Report.txt"))
            #expect(list.isRowSelected(2) && list.isRowSelected(4) && !list.isRowSelected(1))
            // With the keyboard: Space toggles the cursor's row, also a nested one.
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.press(.space)          // Work
            #expect(model.picked == ["Report.txt", "Notes.txt", "Work"])
            // Collapsing hides selected rows without deselecting them.
            list.setRowExpanded(false, atRow: 0)
            // The cursor was on Work, inside Documents: it goes to Documents.
            #expect(rows(terminal, 3) == ["›▸ Documents", " ▸ Music", "   todo.txt"])
            #expect(model.picked.count == 3)
        }

        struct Sections: View {
            var body: some View {
                List {
                    Section("Files") {
                        OutlineGroup(outlineFiles, children: \.children) { Text($0.name) }
                    }
                    Section("Other") {
                        Text("Trash")
                    }
                }
                .listStyle(.plain)
            }
        }

        @Test func anOutlineGroupInASectionIsRowsOfTheList() throws {
            let terminal = TestTerminal(columns: 30, rows: 10) { Sections() }
            #expect(rows(terminal, 6) == [" Files", " ▸ Documents", " ▸ Music", "   todo.txt", " Other", " Trash"])
            let list = try #require(terminal.graph.listControllers.first)
            #expect(list.isRowExpanded(0) == nil)      // the header
            #expect(list.isRowExpanded(3) == nil)      // todo.txt
            #expect(list.isRowExpanded(5) == nil)      // Trash: not an outline row
            #expect(list.outlineDepth(ofRow: 5) == nil)
            #expect(list.setRowExpanded(true, atRow: 1))
            #expect(rows(terminal, 8) == [" Files", " ▾ Documents", "   ▸ Work", "     Notes.txt", " ▸ Music", "   todo.txt",
                                          " Other", " Trash"])
            #expect(list.parentRow(ofRow: 3) == 1)
            // The keys work in a section as anywhere: Down from the header's row goes to Documents.
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            #expect(rows(terminal, 3) == [" Files", " ▾ Documents", "›  ▸ Work"])
        }
    }
}
