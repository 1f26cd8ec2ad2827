import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// A file or folder with a kind and a size: a folder's children are non-nil (an empty folder's are empty).
struct TableFile: Identifiable {
    var name: String
    var kind: String
    var size: Int
    var children: [TableFile]?
    var id: String { name }

    init(_ name: String, _ kind: String, _ size: Int, _ children: [TableFile]? = nil) {
        (self.name, self.kind, self.size, self.children) = (name, kind, size, children)
    }

    /// Three levels: Documents ▸ Work ▸ Report.txt; an empty folder; a file at the root.
    static let examples = [
        TableFile("Documents", "Folder", 40, [
            TableFile("Work", "Folder", 30, [TableFile("Report.txt", "Text", 10), TableFile("Budget.xls", "Sheet", 20)]),
            TableFile("Notes.txt", "Text", 10),
        ]),
        TableFile("Music", "Folder", 0, []),
        TableFile("todo.txt", "Text", 5),
    ]

    /// The files sorted, and every folder's children too (the app sorts a hierarchical table's data).
    static func sorted(_ files: [TableFile], using order: [KeyPathComparator<TableFile>]) -> [TableFile] {
        files.sorted(using: order).map { file in
            var file = file
            file.children = file.children.map { sorted($0, using: order) }
            return file
        }
    }
}

/// `Table(_:children:selection:sortOrder:columns:)` with name, kind and size columns, sorted by the app.
struct FilesTable: View {
    @State private var files = TableFile.examples
    @State private var sortOrder = [KeyPathComparator(\TableFile.name)]
    @State private var selection: TableFile.ID?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Table(files, children: \.children, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name).width(144)  // 18 cells
                TableColumn("Kind", value: \.kind)
                TableColumn("Size", value: \.size) { Text("\($0.size) KB") }
            }
            .onChange(of: sortOrder) { files = TableFile.sorted(files, using: $0) }
            Text("Selected: \(selection ?? "none")")
        }
        .regularWidth()
    }
}

extension TableTests {
    /// Hierarchical tables: the first column's cell is indented two columns per level after the triangle, as the
    /// rows of `List(_:children:)`; the other cells stay in their columns. → / ← and clicks on the triangles expand
    /// and collapse; the expanded rows are kept by id.
    @MainActor
    @Suite struct OutlineTableTests {
        private func rows(_ terminal: TestTerminal, _ range: Range<Int>) -> [String] { Array(lines(terminal)[range]) }

        private static let header = [
            " Name             ▲│ Kind         │ Size",
            "───────────────────┼──────────────┼───────────────",
        ]

        @Test func rowsStartCollapsedWithTrianglesInTheFirstColumn() {
            let terminal = TestTerminal(columns: 50, rows: 12) { FilesTable() }
            #expect(rows(terminal, 0..<6) == Self.header + [
                " ▸ Documents       │ Folder       │ 40 KB",
                " ▸ Music           │ Folder       │ 0 KB",
                "   todo.txt        │ Text         │ 5 KB",
                "",
            ])
        }

        @Test func rightAndLeftWalkAllThreeLevels() {
            let terminal = TestTerminal(columns: 50, rows: 12) { FilesTable() }
            terminal.press(.downArrow)
            #expect(lines(terminal)[11].hasPrefix(" ↑↓ move  ⏎ select  → expand"))
            terminal.press(.rightArrow)   // expands Documents
            #expect(rows(terminal, 2..<7) == [
                "›▾ Documents       │ Folder       │ 40 KB",
                "   ▸ Work          │ Folder       │ 30 KB",
                "     Notes.txt     │ Text         │ 10 KB",
                " ▸ Music           │ Folder       │ 0 KB",
                "   todo.txt        │ Text         │ 5 KB",
            ])
            #expect(lines(terminal)[11].hasPrefix(" ↑↓ move  ⏎ select  ← collapse"))
            terminal.press(.rightArrow)   // to the first child
            #expect(rows(terminal, 2..<4) == [
                " ▾ Documents       │ Folder       │ 40 KB",
                "›  ▸ Work          │ Folder       │ 30 KB",
            ])
            terminal.press(.rightArrow)   // expands Work
            terminal.press(.rightArrow)   // to Report.txt, the third level
            #expect(rows(terminal, 2..<9) == [
                " ▾ Documents       │ Folder       │ 40 KB",
                "   ▾ Work          │ Folder       │ 30 KB",
                "›      Report.txt  │ Text         │ 10 KB",
                "       Budget.xls  │ Sheet        │ 20 KB",
                "     Notes.txt     │ Text         │ 10 KB",
                " ▸ Music           │ Folder       │ 0 KB",
                "   todo.txt        │ Text         │ 5 KB",
            ])
            #expect(lines(terminal)[10] == "Selected: Report.txt")
            terminal.press(.rightArrow)   // a leaf: nothing
            #expect(rows(terminal, 4..<5) == ["›      Report.txt  │ Text         │ 10 KB"])
            terminal.press(.leftArrow)    // a leaf: to its parent
            #expect(rows(terminal, 3..<5) == ["›  ▾ Work          │ Folder       │ 30 KB", "       Report.txt  │ Text         │ 10 KB"])
            terminal.press(.leftArrow)    // collapses Work
            #expect(rows(terminal, 3..<5) == ["›  ▸ Work          │ Folder       │ 30 KB", "     Notes.txt     │ Text         │ 10 KB"])
            terminal.press(.leftArrow)    // collapsed: to its parent
            terminal.press(.leftArrow)    // collapses Documents
            #expect(rows(terminal, 2..<5) == [
                "›▸ Documents       │ Folder       │ 40 KB",
                " ▸ Music           │ Folder       │ 0 KB",
                "   todo.txt        │ Text         │ 5 KB",
            ])
            #expect(lines(terminal)[10] == "Selected: Documents")
            terminal.press(.rightArrow)   // expanded again: Work as it was left, collapsed
            #expect(rows(terminal, 3..<5) == ["   ▸ Work          │ Folder       │ 30 KB", "     Notes.txt     │ Text         │ 10 KB"])
            terminal.press(.rightArrow)   // to Work
            terminal.press(.rightArrow)   // expands Work
            terminal.press(.upArrow)      // back on Documents
            terminal.press(.leftArrow)    // collapses Documents
            #expect(rows(terminal, 2..<4) == ["›▸ Documents       │ Folder       │ 40 KB", " ▸ Music           │ Folder       │ 0 KB"])
            terminal.press(.rightArrow)   // and expands it: Work, expanded by id, is still open
            #expect(rows(terminal, 2..<7) == [
                "›▾ Documents       │ Folder       │ 40 KB",
                "   ▾ Work          │ Folder       │ 30 KB",
                "       Report.txt  │ Text         │ 10 KB",
                "       Budget.xls  │ Sheet        │ 20 KB",
                "     Notes.txt     │ Text         │ 10 KB",
            ])
        }

        @Test func clicksOnTrianglesToggleAllThreeLevels() {
            let terminal = TestTerminal(columns: 50, rows: 12) { FilesTable() }
            // A click on a triangle toggles and puts the cursor on the row, without selecting it.
            terminal.click(column: 1, row: 2)
            #expect(rows(terminal, 2..<5) == [
                "›▾ Documents       │ Folder       │ 40 KB",
                "   ▸ Work          │ Folder       │ 30 KB",
                "     Notes.txt     │ Text         │ 10 KB",
            ])
            terminal.click(column: 3, row: 3)
            #expect(rows(terminal, 3..<6) == [
                "›  ▾ Work          │ Folder       │ 30 KB",
                "       Report.txt  │ Text         │ 10 KB",
                "       Budget.xls  │ Sheet        │ 20 KB",
            ])
            #expect(terminal.screen.contains("Selected: none"))
            // A click on a row's other cells selects it, as in any table.
            terminal.click(column: 25, row: 5)
            #expect(rows(terminal, 5..<6) == ["›      Budget.xls  │ Sheet        │ 20 KB"])
            #expect(terminal.screen.contains("Selected: Budget.xls"))
            // The space after a triangle is part of it.
            terminal.click(column: 4, row: 3)
            #expect(rows(terminal, 3..<5) == ["›  ▸ Work          │ Folder       │ 30 KB", "     Notes.txt     │ Text         │ 10 KB"])
            terminal.click(column: 1, row: 2)
            #expect(rows(terminal, 2..<5) == [
                "›▸ Documents       │ Folder       │ 40 KB",
                " ▸ Music           │ Folder       │ 0 KB",
                "   todo.txt        │ Text         │ 5 KB",
            ])
        }

        @Test func expandedRowsAndTheSelectionSurviveResorting() {
            let terminal = TestTerminal(columns: 50, rows: 12) { FilesTable() }
            terminal.press(.downArrow)
            terminal.press(.rightArrow)   // Documents
            terminal.press(.downArrow)
            terminal.press(.rightArrow)   // Work
            terminal.press(.downArrow)    // Report.txt, selected
            // A click on the Size title sorts by size, ascending: the app sorts every level.
            terminal.click(column: 40, row: 0)
            #expect(rows(terminal, 0..<9) == [
                " Name              │ Kind         │ Size        ▲",
                "───────────────────┼──────────────┼───────────────",
                " ▸ Music           │ Folder       │ 0 KB",
                "   todo.txt        │ Text         │ 5 KB",
                " ▾ Documents       │ Folder       │ 40 KB",
                "     Notes.txt     │ Text         │ 10 KB",
                "   ▾ Work          │ Folder       │ 30 KB",
                "       Report.txt  │ Text         │ 10 KB",
                "       Budget.xls  │ Sheet        │ 20 KB",
            ])
            #expect(lines(terminal)[10] == "Selected: Report.txt")
            // Again: descending.
            terminal.click(column: 40, row: 0)
            #expect(rows(terminal, 0..<9) == [
                " Name              │ Kind         │ Size        ▼",
                "───────────────────┼──────────────┼───────────────",
                " ▾ Documents       │ Folder       │ 40 KB",
                "   ▾ Work          │ Folder       │ 30 KB",
                "       Budget.xls  │ Sheet        │ 20 KB",
                "       Report.txt  │ Text         │ 10 KB",
                "     Notes.txt     │ Text         │ 10 KB",
                "   todo.txt        │ Text         │ 5 KB",
                " ▸ Music           │ Folder       │ 0 KB",
            ])
            #expect(lines(terminal)[10] == "Selected: Report.txt")
        }

        @Test func aNestedRowIsSelectedWithMultipleSelection() {
            struct Selecting: View {
                @State private var selection = Set<TableFile.ID>()
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Table(TableFile.examples, children: \.children, selection: $selection) {
                            TableColumn("Name", value: \.name)
                            TableColumn("Kind", value: \.kind)
                        }
                        Text("Selected: \(selection.sorted().joined(separator: ","))")
                    }
                    .regularWidth()
                }
            }
            let terminal = TestTerminal(columns: 40, rows: 12) { Selecting() }
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            terminal.press(.rightArrow)   // Report.txt
            terminal.press(.space)
            _ = terminal.screen           // rows are counted as of the latest layout
            terminal.press(.downArrow)    // Budget.xls
            terminal.press(.space)
            #expect(terminal.screen.contains("Selected: Budget.xls,Report.txt"))
            // Collapsing the parent hides the selected rows; the selection stays.
            terminal.press(.leftArrow)
            terminal.press(.leftArrow)
            #expect(rows(terminal, 2..<7) == [
                " ▾ Documents       │ Folder",
                "›  ▸ Work          │ Folder",
                "     Notes.txt     │ Text",
                " ▸ Music           │ Folder",
                "   todo.txt        │ Text",
            ])
            #expect(terminal.screen.contains("Selected: Budget.xls,Report.txt"))
        }

        @Test func anOutlineGroupOfTableRowsInRows() {
            struct Explicit: View {
                var body: some View {
                    Table(of: TableFile.self) {
                        TableColumn("Name", value: \.name)
                        TableColumn("Size") { Text("\($0.size)") }
                    } rows: {
                        OutlineGroup(TableFile.examples, children: \.children) { TableRow($0) }
                        OutlineGroup(TableFile("Archive", "Folder", 1, [TableFile("Old.txt", "Text", 1)]), children: \.children)
                    }
                    .regularWidth()
                }
            }
            let terminal = TestTerminal(columns: 40, rows: 12) { Explicit() }
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            // Rows are counted as of the latest layout (as in a list; reading the screen lays the table out).
            _ = terminal.screen
            terminal.press(.end)
            terminal.press(.rightArrow)
            #expect(rows(terminal, 2..<9) == [
                " ▾ Documents       │ 40",
                "   ▸ Work          │ 30",
                "     Notes.txt     │ 10",
                " ▸ Music           │ 0",
                "   todo.txt        │ 5",
                "›▾ Archive         │ 1",
                "     Old.txt       │ 1",
            ])
        }

        @Test func aCompactTableShowsTheOutlineInItsOnlyColumn() {
            let terminal = TestTerminal(columns: 30, rows: 8) {
                Table(TableFile.examples, children: \.children) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Kind", value: \.kind)
                }
            }
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            #expect(rows(terminal, 0..<6) == ["›▾ Documents", "   ▸ Work", "     Notes.txt", " ▸ Music", "   todo.txt", ""])
        }
    }
}

extension TableTests.OutlineTableTests {
    struct Node: Identifiable {
        let id: Int
        var children: [Node]?
    }

    @MainActor
    final class Builds {
        var count = 0
    }

    /// 100,000 roots, each a folder of two files.
    private static func bigTable(builds: Builds) -> some View {
        let roots = (0..<100_000).map { Node(id: $0, children: [Node(id: -2 * $0 - 1), Node(id: -2 * $0 - 2)]) }
        return Table(roots, children: \.children) {
            TableColumn("Node") { (node: Node) in Text("Node \(node.id)").onAppear { builds.count += 1 } }
            TableColumn("Id") { (node: Node) in Text("\(node.id)") }
        }
        .regularWidth()
    }

    @Test func aHundredThousandRootsBuildOnlyTheVisibleRows() {
        let builds = Builds()
        let start = ContinuousClock.now
        let terminal = TestTerminal(columns: 30, rows: 12) { Self.bigTable(builds: builds) }
        // The scroll indicator is at the right edge.
        #expect(rows(terminal, 2..<4) == [" ▸ Node 0     │ 0            ┃", " ▸ Node 1     │ 1"])
        // 9 visible rows and 4 of overscan.
        #expect(builds.count == 13)
        terminal.press(.end)
        terminal.press(.rightArrow)
        terminal.press(.rightArrow)
        // The first cell less the indentation is cut in the middle.
        #expect(rows(terminal, 8..<11) == [" ▾ Node 99999 │ 99999", "›    Node…9999│ -199999", "     Node…0000│ -200000      ┃"])
        #expect(builds.count < 40)
        #expect(ContinuousClock.now - start < .seconds(3))
    }
}
