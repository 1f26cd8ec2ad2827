// Hierarchical lists and outline groups over bindings (`List($folders, children: \.children) { $folder in … }`)
// as SwiftUI user code writes them, compiled in the Swift 5 language mode with `import Kumiko` alone: each row
// edits its own element in the tree.
import Kumiko
import Testing

private struct Folder: Identifiable {
    let id: Int
    var name: String
    var isStarred = false
    var children: [Folder]?
}

private final class TreeLog {
    var folders: [Folder] = []
}

private struct FolderTree: View {
    let log: TreeLog
    @State private var folders = [
        Folder(id: 1, name: "Projects", children: [Folder(id: 2, name: "Kumiko", children: nil)]),
        Folder(id: 3, name: "Notes", children: nil),
    ]

    var body: some View {
        VStack {
            List($folders, children: \.children) { $folder in
                Toggle(folder.name, isOn: $folder.isStarred)
            }
            .onChange(of: folders.flatMap { [$0.isStarred] + ($0.children ?? []).map(\.isStarred) }) { _ in log.folders = folders }
            OutlineGroup($folders, id: \.id, children: \.children) { $folder in
                Text(folder.isStarred ? "★ \(folder.name)" : folder.name)
            }
        }
    }
}

@MainActor
@Test func boundHierarchicalListEditsElementsInTheTree() throws {
    let log = TreeLog()
    let terminal = TestTerminal(columns: 50, rows: 16) { FolderTree(log: log) }
    let list = try #require(terminal.listControllers.first)
    #expect(list.rowCount == 2)
    #expect(list.setRowExpanded(true, atRow: 0))
    _ = terminal.screen
    #expect(list.rowCount == 3)
    #expect(terminal.screen.contains("Kumiko"))
    // A click on the child's switch stars the child in the tree.
    let lines = terminal.screen.components(separatedBy: "\n")
    let row = try #require(lines.firstIndex { $0.contains("Kumiko") })
    let column = try #require(lines[row].firstIndex(of: "○").map { lines[row].distance(from: lines[row].startIndex, to: $0) })
    terminal.click(column: column, row: row)
    _ = terminal.screen
    #expect(log.folders.first?.children?.first?.isStarred == true)
    #expect(log.folders.first?.isStarred == false)
    // The outline group outside the list (collapsed) reads the same tree: its root is not starred.
    #expect(terminal.screen.contains("▸ Projects"))
    #expect(!terminal.screen.contains("★ Projects"))
}
