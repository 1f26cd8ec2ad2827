import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension OutlineTests {
    /// `DisclosureGroup` outside a list: a focusable line "▸ Label" (Return, Space, →, ← and clicks), the
    /// content indented two columns under it while expanded; `OutlineGroup` outside a list is nested groups.
    @MainActor
    @Suite struct DisclosureGroupTests {
        struct Settings: View {
            @State private var open = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    DisclosureGroup("Advanced", isExpanded: $open) {
                        Text("Cache")
                        Text("Logs")
                    }
                    Text(open ? "open" : "closed")
                }
            }
        }

        private func rows(_ terminal: TestTerminal, _ count: Int) -> [String] { Array(outlineLines(terminal).prefix(count)) }

        @Test func aBoundGroupFollowsTheKeysAndWritesTheBinding() {
            let terminal = TestTerminal(columns: 30, rows: 8) { Settings() }
            #expect(rows(terminal, 2) == ["▸ Advanced", "closed"])
            #expect(outlineLines(terminal)[7].hasPrefix(" ⏎ expand"))
            terminal.press(.return)
            #expect(rows(terminal, 4) == ["▾ Advanced", "  Cache", "  Logs", "open"])
            #expect(outlineLines(terminal)[7].hasPrefix(" ⏎ collapse"))
            terminal.press(.leftArrow)
            #expect(rows(terminal, 2) == ["▸ Advanced", "closed"])
            terminal.press(.leftArrow)      // already collapsed: not taken
            #expect(rows(terminal, 2) == ["▸ Advanced", "closed"])
            terminal.press(.rightArrow)
            #expect(rows(terminal, 4) == ["▾ Advanced", "  Cache", "  Logs", "open"])
            terminal.press(.space)
            #expect(rows(terminal, 2) == ["▸ Advanced", "closed"])
        }

        @Test func aClickOnTheLabelToggles() {
            let terminal = TestTerminal(columns: 30, rows: 8) { Settings() }
            terminal.click(column: 4, row: 0)
            #expect(rows(terminal, 4) == ["▾ Advanced", "  Cache", "  Logs", "open"])
            // A click on the content does not toggle.
            terminal.click(column: 3, row: 1)
            #expect(rows(terminal, 4) == ["▾ Advanced", "  Cache", "  Logs", "open"])
            terminal.click(column: 0, row: 0)
            #expect(rows(terminal, 2) == ["▸ Advanced", "closed"])
        }

        struct Unbound: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    DisclosureGroup {
                        Text("Inside")
                    } label: {
                        Label("Folder", systemImage: "folder")
                    }
                    Text("end")
                }
            }
        }

        @Test func aGroupWithoutABindingKeepsItsOwnState() {
            let terminal = TestTerminal(columns: 30, rows: 8) { Unbound() }
            #expect(rows(terminal, 2)[1] == "end")
            #expect(rows(terminal, 1)[0].hasPrefix("▸ ") && rows(terminal, 1)[0].hasSuffix("Folder"))
            terminal.press(.return)
            #expect(rows(terminal, 3)[1...] == ["  Inside", "end"])
        }

        struct Tree: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    OutlineGroup(outlineFiles, children: \.children) { Text($0.name) }
                }
            }
        }

        @Test func anOutlineGroupOutsideAListIsNestedDisclosureGroups() {
            let terminal = TestTerminal(columns: 30, rows: 10) { Tree() }
            #expect(rows(terminal, 4) == ["▸ Documents", "▸ Music", "todo.txt", ""])
            terminal.press(.return)         // the first group has the focus
            #expect(rows(terminal, 5) == ["▾ Documents", "  ▸ Work", "  Notes.txt", "▸ Music", "todo.txt"])
            terminal.press(.tab)            // to Work
            terminal.press(.rightArrow)
            #expect(rows(terminal, 6) == ["▾ Documents", "  ▾ Work", "    Report.txt", "    Budget.xls", "  Notes.txt", "▸ Music"])
            terminal.press(.tab)            // to Music, an empty folder
            terminal.press(.return)
            #expect(rows(terminal, 8)[5...] == ["▾ Music", "todo.txt", ""])
        }

        /// In a list, a disclosure group is one row (its label and, while expanded, its content), reached with
        /// Tab like any control in a row, and toggled by a click.
        @Test func inAListAGroupIsOneRow() {
            let terminal = TestTerminal(columns: 30, rows: 8) {
                List {
                    DisclosureGroup("Advanced") {
                        Text("Cache")
                        Text("Logs")
                    }
                    Text("Other")
                }
                .listStyle(.plain)
            }
            #expect(rows(terminal, 2) == [" ▸ Advanced", " Other"])
            terminal.press(.tab)
            #expect(outlineLines(terminal)[7].hasPrefix(" ⏎ expand"))
            terminal.press(.return)
            // A row of several lines has a separator under it.
            #expect(rows(terminal, 5) == [" ▾ Advanced", "   Cache", "   Logs", " " + String(repeating: "─", count: 29), " Other"])
            terminal.click(column: 1, row: 0)
            #expect(rows(terminal, 2) == [" ▸ Advanced", " Other"])
        }

        /// `OutlineGroup(_ root:children:)`: one root and its tree.
        @Test func aSingleRootOutline() throws {
            let root = FileItem("Home", outlineFiles)
            let terminal = TestTerminal(columns: 30, rows: 10) {
                List { OutlineGroup(root, children: \.children) { Text($0.name) } }.listStyle(.plain)
            }
            #expect(rows(terminal, 2) == [" ▸ Home", ""])
            let list = try #require(terminal.graph.listControllers.first)
            list.setRowExpanded(true, atRow: 0)
            #expect(rows(terminal, 4) == [" ▾ Home", "   ▸ Documents", "   ▸ Music", "     todo.txt"])
        }
    }
}
