import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// The outline tests (one nested suite per file, so `--filter OutlineTests` runs them all).
@Suite enum OutlineTests {}

/// A file or folder: a folder's children are non-nil (an empty folder has an empty array).
struct FileItem: Identifiable, Hashable {
    var name: String
    var children: [FileItem]?
    var id: String { name }

    init(_ name: String, _ children: [FileItem]? = nil) {
        self.name = name
        self.children = children
    }
}

/// Three levels: Documents ▸ Work ▸ Report.txt; an empty folder; a file at the root.
let outlineFiles = [
    FileItem("Documents", [
        FileItem("Work", [FileItem("Report.txt"), FileItem("Budget.xls")]),
        FileItem("Notes.txt"),
    ]),
    FileItem("Music", []),
    FileItem("todo.txt"),
]

/// The lines of a terminal's screen.
@MainActor
func outlineLines(_ terminal: TestTerminal) -> [String] {
    terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
