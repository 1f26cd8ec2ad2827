import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import StaffDirectory

/// The Staff Directory app in an in-process terminal, walked with keys and the mouse: at 100 × 30 (a regular
/// width, as an iPad: the cursor selects and the detail beside the list follows it) and at 80 × 24 (a compact
/// width, as an iPhone: Return, Space or a click pushes the detail under "‹ Staff Directory", Escape or
/// Backspace goes back and clears the selection), and across a resize between the two.
@MainActor
@Suite struct StaffDirectoryTerminalTests {
    private func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The app itself, as `swift run StaffDirectory` starts it.
    private func app(columns: Int, rows: Int) -> TestTerminal {
        TestTerminal(app: StaffDirectoryApp(), columns: columns, rows: rows)
    }

    // MARK: Regular width

    @Test func sideBySideTheCursorSelectsAndTheDetailFollows() {
        let terminal = app(columns: 100, rows: 30)
        #expect(lines(terminal)[29] == " ↑↓ move  / search  r refresh  ←→ column  ^S hide sidebar  ⇥ next  q quit")
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        var screen = lines(terminal)
        #expect(screen[6] == "›Mei Chen                │")
        #expect(screen[13] == " ☎ (417) 555-5956        │                                 Mei Chen")
        #expect(terminal.screen.contains("✉ mei.chen@example.com"))
        terminal.press(.downArrow)
        screen = lines(terminal)
        #expect(screen[9] == "›Emily Adams             │")
        #expect(terminal.screen.contains("✉ emily.adams@example.com"))
        #expect(!terminal.screen.contains("mei.chen@example.com"))
        // Nothing is pushed: Escape leaves the list and the detail as they are.
        terminal.press(.escape)
        #expect(terminal.screen.contains("✉ emily.adams@example.com"))
        #expect(lines(terminal)[0] == "     Staff Directory     │")
    }

    @Test func sideBySideASearchThenReturnAndDownSelectsAMatch() {
        let terminal = app(columns: 100, rows: 30)
        terminal.type("/anne j")
        #expect(lines(terminal)[1] == " ⌕ anne j▏               │")
        #expect(!terminal.screen.contains("Juan Chavez"))
        terminal.press(.return)
        terminal.press(.downArrow)
        #expect(lines(terminal)[3] == "›Anne Johnson            │")
        #expect(terminal.screen.contains("✉ anne.johnson@example.com"))
        #expect(terminal.screen.contains("🏢 Engineering"))
    }

    @Test func sideBySideAClickSelectsTheRowUnderIt() {
        let terminal = app(columns: 100, rows: 30)
        terminal.click(column: 5, row: 6)           // Mei Chen's name
        #expect(lines(terminal)[6] == "›Mei Chen                │")
        #expect(terminal.screen.contains("✉ mei.chen@example.com"))
        terminal.scroll(column: 5, row: 10, notches: 4)
        #expect(!terminal.screen.contains("Juan Chavez"))
        #expect(terminal.screen.contains("✉ mei.chen@example.com"), "scrolling leaves the selection alone")
    }

    // MARK: Compact width

    @Test func collapsedReturnPushesTheDetailAndEscapeGoesBack() {
        let terminal = app(columns: 80, rows: 24)
        #expect(lines(terminal)[0] == String(repeating: " ", count: 32) + "Staff Directory")
        #expect(lines(terminal)[23] == " ↑↓ move  / search  r refresh  ⇥ next  q quit")
        // The cursor moves without selecting: nothing is pushed yet.
        terminal.press(.downArrow)
        #expect(lines(terminal)[5].hasPrefix("│›Juan Chavez"))
        #expect(lines(terminal)[0] == String(repeating: " ", count: 32) + "Staff Directory")
        terminal.press(.return)
        var screen = lines(terminal)
        #expect(screen[0] == "‹ Staff Directory")
        #expect(screen[10] == String(repeating: " ", count: 35) + "Juan Chavez")
        #expect(screen[13] == String(repeating: " ", count: 28) + "✉ juan.chavez@example.com")
        #expect(screen[23] == " esc back  q quit")
        #expect(!terminal.screen.contains("No Selection"))
        terminal.press(.escape)
        screen = lines(terminal)
        #expect(screen[0] == String(repeating: " ", count: 32) + "Staff Directory")
        #expect(screen[5].hasPrefix("│›Juan Chavez"), "the cursor stays where it was")
        // Going back cleared the selection: the wide layout shows the placeholder.
        terminal.resize(columns: 100, rows: 30)
        #expect(terminal.screen.contains("No Selection"))
    }

    @Test func collapsedSpaceAndAClickPushAndBackspaceGoesBack() {
        let terminal = app(columns: 80, rows: 24)
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.space)
        #expect(lines(terminal)[0] == "‹ Staff Directory")
        #expect(terminal.screen.contains("✉ mei.chen@example.com"))
        terminal.press(.delete)
        #expect(!terminal.screen.contains("‹"))
        terminal.click(column: 5, row: 5)           // Juan Chavez's name
        #expect(lines(terminal)[0] == "‹ Staff Directory")
        #expect(terminal.screen.contains("✉ juan.chavez@example.com"))
        terminal.press("q")
        #expect(terminal.quitRequested)
    }

    @Test func collapsedASearchIsKeptWhileTheDetailIsShown() {
        let terminal = app(columns: 80, rows: 24)
        terminal.type("/anne j")
        terminal.press(.return)
        #expect(!terminal.screen.contains("Juan Chavez"))
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(lines(terminal)[0] == "‹ Staff Directory")
        #expect(terminal.screen.contains("✉ anne.johnson@example.com"))
        terminal.press(.escape)
        #expect(lines(terminal)[1].hasPrefix("  ⌕ anne j"))
        #expect(terminal.screen.contains("Anne Johnson"))
        #expect(!terminal.screen.contains("Juan Chavez"))
    }

    /// The collapsed stack's root is the list itself, so its `refreshable` still reaches it. (The `r` key and
    /// its progress line are walked in a real terminal by `StaffDirectoryTmuxTests`: here other suites share
    /// the main actor, and the 400 ms refresh could start and end between two looks at the screen.)
    @Test func collapsedTheListRefreshes() async throws {
        let terminal = app(columns: 80, rows: 24)
        let list = try #require(terminal.graph.listControllers.first)
        #expect(list.canRefresh)
        await list.refresh()
        #expect(!list.isRefreshing)
        #expect(lines(terminal)[3] == "  Sales")
        #expect(!terminal.screen.contains("Refreshing…"))
    }

    // MARK: Across the boundary

    @Test func aResizeAcrossTheBoundaryKeepsTheSelectionAndTheSearch() {
        let terminal = app(columns: 100, rows: 30)
        terminal.type("/mei")
        terminal.press(.return)
        terminal.press(.downArrow)
        #expect(terminal.screen.contains("✉ mei.chen@example.com"))
        // Narrower than 100 columns: the selected person's detail is on top of the stack.
        terminal.resize(columns: 80, rows: 24)
        #expect(lines(terminal)[0] == "‹ Staff Directory")
        #expect(terminal.screen.contains("✉ mei.chen@example.com"))
        terminal.press(.escape)
        #expect(lines(terminal)[1].hasPrefix("  ⌕ mei"))
        #expect(!terminal.screen.contains("Juan Chavez"))
        // Wide again, with nobody selected now.
        terminal.resize(columns: 120, rows: 40)
        #expect(terminal.screen.contains("No Selection"))
        #expect(lines(terminal)[1].hasPrefix(" ⌕ mei"))
    }
}
