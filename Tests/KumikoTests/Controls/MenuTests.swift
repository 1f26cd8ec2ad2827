import Foundation
import Testing
import Kumiko
import KumikoTestSupport

extension Controls {
    /// `Menu`: its label in the accent colour; Return, Space or a click opens a popup below it with a line
    /// for each item (buttons, destructive ones red; dividers and sections as separators; toggles; a picker's
    /// options; submenus ending in `›`), where ↑↓ move, Return or a click chooses, → and ← enter and leave
    /// submenus and Escape closes the innermost popup.
    @MainActor
    @Suite struct MenuTests {
        static let accent = ResolvedColor(red: 0, green: 0.478, blue: 1)
        static let red = ResolvedColor(red: 1, green: 0.231, blue: 0.188)
        static let grey = ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)

        private func lines(_ terminal: TestTerminal) -> [String] {
            terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        private func reversedColumns(_ terminal: TestTerminal, row: Int) -> [Int] {
            let buffer = terminal.image.buffer
            return (0..<buffer.columns).filter { buffer[$0, row].style.contains(.reverse) }
        }

        @Test func aMenuIsItsLabelInTheAccentColour() throws {
            let menu = Menu("Actions") { Button("Copy") {} }
            #expect(render(menu) == "Actions")
            let image = try #require(ImageRenderer(content: menu).terminalImage)
            #expect(image.buffer[0, 0].foreground == Self.accent)
            // Menu styles are accepted; a terminal draws them alike.
            #expect(render(menu.menuStyle(.button)) == "Actions")
            #expect(render(Menu { Button("Copy") {} } label: { Label("Edit", systemImage: "pencil") }.menuStyle(.borderlessButton)) == "✎ Edit")
        }

        struct Actions: View {
            @State var log = "none"
            @State var bold = false
            @State var size = 1
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("log: \(log), bold: \(bold), size: \(size)")
                    Menu("Actions") {
                        Button("Duplicate") { log = "duplicate" }
                        Button("Rename") { log = "rename" }
                        Divider()
                        Menu("Copy") {
                            Button("Copy") { log = "copy" }
                            Button("Copy Path") { log = "copy path" }
                        }
                        Section("Style") {
                            Toggle("Bold", isOn: $bold)
                            Picker("Size", selection: $size) {
                                Text("One").tag(1)
                                Text("Two").tag(2)
                            }
                        }
                        Button("Delete", role: .destructive) { log = "delete" }
                    }
                }
            }
        }

        @Test func returnOpensThePopupOfItsItems() {
            let terminal = TestTerminal(columns: 36, rows: 16) { Actions() }
            #expect(lines(terminal)[15] == " ⏎ open  q quit")
            terminal.press(.return)
            #expect(Array(lines(terminal)[1...14]) == [
                "Actions",
                "╭───────────────╮",
                "│   Duplicate   │",
                "│   Rename      │",
                "│───────────────│",
                "│   Copy      › │",
                "│───────────────│",
                "│   Style       │",
                "│   Bold [○ ]   │",
                "│ ✓ One         │",
                "│   Two         │",
                "│───────────────│",
                "│   Delete      │",
                "╰───────────────╯",
            ])
            let buffer = terminal.image.buffer
            #expect(reversedColumns(terminal, row: 3) == Array(1...15))     // the first item is highlighted
            #expect(buffer[4, 3].foreground == nil)                         // items in the primary colour
            #expect(buffer[4, 13].foreground == Self.red)                   // a destructive one in red
            #expect(buffer[4, 8].foreground == Self.grey)                   // a section's header in grey
            #expect(buffer[2, 10].foreground == Self.accent)                // the ✓ of the picker's option
            #expect(buffer[1, 5].character == "─" && buffer[1, 5].foreground == Self.grey)
            #expect(lines(terminal)[15].hasPrefix(" ↑↓ move  ⏎ choose  esc close"))
            terminal.press(.downArrow)
            terminal.press(.return)
            #expect(lines(terminal)[0] == "log: rename, bold: false, size: 1")
            #expect(lines(terminal)[2] == "")                                // closed
            #expect(lines(terminal)[15] == " ⏎ open  q quit")              // the focus is back on the menu
        }

        @Test func theHighlightSkipsWhatCannotBeChosen() {
            let terminal = TestTerminal(columns: 36, rows: 16) { Actions() }
            terminal.press(.space)
            terminal.press(.downArrow)
            terminal.press(.downArrow)                                      // over the divider, onto "Copy ›"
            #expect(reversedColumns(terminal, row: 6) == Array(1...15))
            #expect(lines(terminal)[15].hasPrefix(" ↑↓ move  ⏎ choose  → open"))
            terminal.press(.downArrow)                                      // over the separator and header
            #expect(reversedColumns(terminal, row: 9) == Array(1...15))
            terminal.press(.return)                                         // the toggle flips; the menu closes
            #expect(lines(terminal)[0] == "log: none, bold: true, size: 1")
            terminal.press(.return)
            terminal.press(.end)
            #expect(reversedColumns(terminal, row: 13) == Array(1...15))
            terminal.press(.upArrow)                                        // over the separator
            terminal.press(.return)                                         // the picker's "Two"
            #expect(lines(terminal)[0] == "log: none, bold: true, size: 2")
            terminal.press(.return)
            terminal.press(.home)
            terminal.press(.upArrow)                                        // stays on the first
            #expect(reversedColumns(terminal, row: 3) == Array(1...15))
        }

        @Test func aSubmenuOpensAnotherPopupAndEscapeClosesOnlyIt() {
            let terminal = TestTerminal(columns: 36, rows: 16) { Actions() }
            terminal.press(.return)
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.press(.rightArrow)
            // Below the "Copy" line, from its label; the outer popup dimmed beneath.
            #expect(Array(lines(terminal)[6...10]) == [
                "│   Copy      › │",
                "│───╭───────────╮",
                "│   │ Copy      │",
                "│   │ Copy Path │",
                "│ ✓ ╰───────────╯",
            ])
            #expect(terminal.image.buffer[4, 6].style.contains(.dim))
            #expect(reversedColumns(terminal, row: 8) == Array(5...15))
            #expect(lines(terminal)[15].hasPrefix(" ↑↓ move  ⏎ choose  ← back  esc"))
            terminal.press(.escape)                                         // the submenu only
            #expect(lines(terminal)[7] == "│───────────────│")
            #expect(reversedColumns(terminal, row: 6) == Array(1...15))     // the focus is back on the outer one
            terminal.press(.return)                                         // Return on a submenu opens it too
            terminal.press(.leftArrow)                                      // ← goes back
            #expect(lines(terminal)[7] == "│───────────────│")
            terminal.press(.rightArrow)
            terminal.press(.downArrow)
            terminal.press(.return)                                         // "Copy Path": runs, every menu closes
            #expect(lines(terminal)[0] == "log: copy path, bold: false, size: 1")
            #expect(lines(terminal)[2] == "")
            #expect(lines(terminal)[15] == " ⏎ open  q quit")
        }

        @Test func clicksOpenTheMenuAndChooseAnItem() {
            let terminal = TestTerminal(columns: 36, rows: 16) { Actions() }
            terminal.click(column: 3, row: 1)
            #expect(lines(terminal)[2] == "╭───────────────╮")
            terminal.click(column: 6, row: 5)                              // the divider: nothing
            #expect(lines(terminal)[2] == "╭───────────────╮")
            terminal.click(column: 6, row: 13)
            #expect(lines(terminal)[0] == "log: delete, bold: false, size: 1")
            #expect(lines(terminal)[2] == "")
            // A frame is drawn between clicks, as a person sees one before clicking again.
            terminal.click(column: 3, row: 1)
            #expect(lines(terminal)[6] == "│   Copy      › │")
            terminal.click(column: 6, row: 6)                              // "Copy ›" opens the submenu
            #expect(lines(terminal)[9] == "│   │ Copy Path │")
            terminal.click(column: 8, row: 9)
            #expect(lines(terminal)[0] == "log: copy path, bold: false, size: 1")
        }

        struct Primary: View {
            @State var log: [String] = []
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("log: \(log.joined(separator: ","))")
                    Menu("Add") {
                        Button("Add Folder") { log.append("folder") }
                    } primaryAction: {
                        log.append("primary")
                    }
                }
            }
        }

        @Test func aPrimaryActionRunsOnReturnAndSpaceOpensTheMenu() {
            let terminal = TestTerminal(columns: 30, rows: 6) { Primary() }
            #expect(lines(terminal)[5] == " ⏎ run  ␣ menu  q quit")
            terminal.press(.return)
            #expect(lines(terminal)[0] == "log: primary")
            terminal.click(column: 1, row: 1)
            #expect(lines(terminal)[0] == "log: primary,primary")
            terminal.press(.space)
            #expect(lines(terminal)[3] == "│ Add Folder │")
            terminal.press(.return)
            #expect(lines(terminal)[0] == "log: primary,primary,folder")
        }

        struct InAList: View {
            @State var log = "none"
            var body: some View {
                List {
                    Text("log: \(log)")
                    Menu("Sort") {
                        Button("By Name") { log = "name" }
                        Button("By Date") { log = "date" }
                    }
                }
                .listStyle(.plain)
            }
        }

        @Test func aMenuInAListRowOpensFromTheRow() {
            let terminal = TestTerminal(columns: 24, rows: 8) { InAList() }
            #expect(lines(terminal)[1] == " Sort")
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            terminal.press(.return)
            #expect(lines(terminal)[2] == " ╭─────────╮")
            terminal.press(.downArrow)
            terminal.press(.return)
            #expect(lines(terminal)[0] == " log: date")
        }

        @Test func aButtonInsideALayoutModifierIsStillAnItem() {
            struct Padded: View {
                @State var log = "none"
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("log: \(log)")
                        Menu("Edit") {
                            Button("Undo") { log = "undo" }.padding(.leading, 8)
                            Text("Nothing to redo")
                        }
                    }
                }
            }
            let terminal = TestTerminal(columns: 24, rows: 7) { Padded() }
            terminal.press(.return)
            #expect(Array(lines(terminal)[2...5]) == [
                "╭─────────────────╮",
                "│  Undo           │",
                "│ Nothing to redo │",
                "╰─────────────────╯",
            ])
            #expect(terminal.image.buffer[2, 4].foreground == Self.grey)   // a text line cannot be chosen
            terminal.press(.downArrow)                                      // so the highlight stays
            terminal.press(.return)
            #expect(lines(terminal)[0] == "log: undo")
        }

        @Test func thePopupIsKeptInsideTheWindow() {
            let terminal = TestTerminal(columns: 20, rows: 5) {
                HStack(spacing: 0) {
                    Spacer()
                    Menu("Go") { Button("A long item") {} }
                }
            }
            #expect(lines(terminal)[0] == "                  Go")
            terminal.press(.return)
            // Below its label, moved left so that it ends at the window's edge.
            #expect(Array(lines(terminal)[1...3]) == [
                "     ╭─────────────╮",
                "     │ A long item │",
                "     ╰─────────────╯",
            ])
        }

        @Test func anEmptyMenuOpensAnEmptyBoxAndIsDiagnosed() {
            var terminal: TestTerminal?
            var opened: [String] = []
            let messages = capturingDiagnostics {
                terminal = TestTerminal(columns: 20, rows: 5) { Menu("Nothing") {} }
                terminal?.press(.return)
                opened = terminal.map(lines) ?? []
            }
            guard let terminal else { return }
            // Only the padding inside the border, trailing-aligned under the label.
            #expect(Array(opened[1...2]) == ["   ╭──╮", "   ╰──╯"])
            terminal.press(.return)                                         // nothing to choose
            terminal.press(.escape)
            #expect(lines(terminal)[1] == "")
            #expect(messages.contains { $0.contains("A menu has no items") })
        }
    }
}
