import Foundation
import Kumiko
import Testing

/// The seed's alert and confirmation dialog sample (3.6.3, ch3-17) walked in a terminal: every alert and the
/// dialog opened from its list row (↓ to the row, Return runs its button) and closed by each of its buttons
/// and by Escape (its cancel button); the focus stays inside while one is shown and comes back to the row.
@MainActor
@Suite struct AlertSampleWalks {
    private func sample() -> TestTerminal {
        TestTerminal(columns: 60, rows: 24) { AlertSample.AlertExampleView() }
    }

    /// A row of the list (a box 60 columns wide).
    private func row(_ content: String) -> String {
        "│" + content.padding(toLength: 58, withPad: " ", startingAt: 0) + "│"
    }

    /// The alert's box: a 36-column box centred in the window (columns 12 to 47), from its top edge to its
    /// bottom edge; empty when none is shown.
    private func alert(_ terminal: TestTerminal) -> [String] {
        let cut = terminal.lines.map { line -> String in
            let characters = Array(line)
            guard characters.count >= 48 else { return "" }
            return String(characters[12..<48])
        }
        guard let top = cut.firstIndex(where: { $0.hasPrefix("╭") && $0.hasSuffix("╮") }),
              let bottom = cut[top...].firstIndex(where: { $0.hasPrefix("╰") && $0.hasSuffix("╯") }) else { return [] }
        return Array(cut[top...bottom])
    }

    /// A line inside the alert's box.
    private func inside(_ content: String) -> String {
        "│" + content.padding(toLength: 34, withPad: " ", startingAt: 0) + "│"
    }

    private let edges = (top: "╭──────────────────────────────────╮", bottom: "╰──────────────────────────────────╯")

    /// Opens the row `index` rows below the list's first ("Simple Alert" is row 0, "Show Confirmation" row 3).
    private func open(row index: Int, in terminal: TestTerminal) {
        terminal.press(.home)
        for _ in 0..<index { terminal.press(.downArrow) }
        terminal.press(.return)
    }

    @Test func theListShowsTheAlertsAndTheDialogsButtons() {
        let terminal = sample()
        #expect(Array(terminal.lines.prefix(10)) == [
            "  Alerts",
            "╭──────────────────────────────────────────────────────────╮",
            row(" Simple Alert"),
            row(" Destructive Alert"),
            row(" Text Field Alert"),
            "╰──────────────────────────────────────────────────────────╯",
            "",
            "  Confirmation Dialog",
            "╭──────────────────────────────────────────────────────────╮",
            row(" Show Confirmation"),
        ])
        #expect(alert(terminal).isEmpty)
    }

    @Test func theSimpleAlertClosesWithOK() {
        let terminal = sample()
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(alert(terminal) == [
            edges.top,
            inside("           Simple Alert"),
            inside("  This is a simple alert message"),
            inside(""),
            inside("                OK"),
            edges.bottom,
        ])
        // Only OK can have the focus: Tab stays on it, the list beneath takes no keys.
        #expect(terminal.graph.focusableViewCount == 1)
        #expect(terminal.lines[23] == " ⏎ OK  esc cancel  q quit")
        terminal.press(.tab)
        terminal.press(.downArrow)
        #expect(terminal.lines[23] == " ⏎ OK  esc cancel  q quit")
        terminal.press(.return)
        #expect(alert(terminal).isEmpty)
        #expect(terminal.lines[2] == row("›Simple Alert"))
        #expect(terminal.lines[23] == " ↑↓ move  ⏎ open  q quit")
        // Escape closes it too (an alert without a cancel button).
        terminal.press(.return)
        #expect(alert(terminal).count == 6)
        terminal.press(.escape)
        #expect(alert(terminal).isEmpty)
        #expect(terminal.lines[2] == row("›Simple Alert"))
    }

    @Test func theDestructiveAlertCancelsWithEscapeAndClosesWithDelete() {
        let terminal = sample()
        let warning = [
            edges.top,
            inside("              Warning"),
            inside("   This action cannot be undone"),
            inside(""),
            inside("      Cancel          Delete"),
            edges.bottom,
        ]
        open(row: 1, in: terminal)
        #expect(alert(terminal) == warning)
        // Cancel and Delete only; Cancel has the focus first.
        #expect(terminal.graph.focusableViewCount == 2)
        #expect(terminal.lines[23] == " ⏎ Cancel  esc cancel  ⇥ next  q quit")
        terminal.press(.escape)                              // runs Cancel
        #expect(alert(terminal).isEmpty)
        #expect(terminal.lines[3] == row("›Destructive Alert"))
        // Delete, by Return on it.
        terminal.press(.return)
        #expect(alert(terminal) == warning)
        #expect(terminal.focus("Delete"))
        #expect(terminal.lines[23] == " ⏎ Delete  esc cancel  ⇥ next  q quit")
        terminal.press(.return)
        #expect(alert(terminal).isEmpty)
        #expect(terminal.lines[3] == row("›Destructive Alert"))
        // Cancel, by Return on it.
        terminal.press(.return)
        #expect(terminal.focus("Cancel"))
        terminal.press(.return)
        #expect(alert(terminal).isEmpty)
        // Tab goes round the two buttons only.
        terminal.press(.return)
        terminal.press(.tab)
        terminal.press(.tab)
        #expect(terminal.lines[23] == " ⏎ Cancel  esc cancel  ⇥ next  q quit")
        terminal.press(.escape)
        #expect(alert(terminal).isEmpty)
    }

    @Test func theTextFieldAlertKeepsWhatWasTypedInItsState() {
        let terminal = sample()
        let empty = [
            edges.top,
            inside("            Enter Text"),
            inside(""),
            inside(" ▏Input"),
            inside(""),
            inside("      Cancel            OK"),
            edges.bottom,
        ]
        open(row: 2, in: terminal)
        #expect(alert(terminal) == empty)
        // The field, OK and Cancel; the field has the focus (its cursor before the prompt), so `q` would type.
        #expect(terminal.graph.focusableViewCount == 3)
        #expect(terminal.lines[23] == " esc cancel  ⇥ next  ^C quit")
        terminal.type("hello")
        #expect(alert(terminal)[3] == inside(" hello▏"))
        #expect(terminal.focus("OK"))
        #expect(alert(terminal)[3] == inside(" hello"))
        terminal.press(.return)
        #expect(alert(terminal).isEmpty)
        #expect(terminal.lines[4] == row("›Text Field Alert"))
        // Open again: the field shows the text, which is the view's @State inputText.
        terminal.press(.return)
        #expect(alert(terminal)[3] == inside(" hello▏"))
        #expect(alert(terminal)[5] == inside("      Cancel            OK"))
        // Type more, then Escape (Cancel): the alert closes, what was typed stays in the state.
        terminal.type(" q")
        #expect(alert(terminal)[3] == inside(" hello q▏"))
        #expect(!terminal.quitRequested)
        terminal.press(.escape)
        #expect(alert(terminal).isEmpty)
        terminal.press(.return)
        #expect(alert(terminal)[3] == inside(" hello q▏"))
        // Cancel, by Return on it.
        #expect(terminal.focus("Cancel"))
        terminal.press(.return)
        #expect(alert(terminal).isEmpty)
        #expect(terminal.lines[4] == row("›Text Field Alert"))
    }

    @Test func theConfirmationDialogShowsItsMessageAndEveryButtonClosesIt() {
        let terminal = sample()
        // A box across the bottom: the message (the title hidden, as on iOS), the buttons, Cancel a row apart.
        let dialog = [
            "╭──────────────────────────────────────────────────────────╮",
            row("              Select one of the options below"),
            row(""),
            row("                         Option 1"),
            row("                         Option 2"),
            row("                         Option 3"),
            row("                          Delete"),
            row(""),
            row("                          Cancel"),
            "╰──────────────────────────────────────────────────────────╯",
        ]
        for button in ["Option 1", "Option 2", "Option 3", "Delete", "Cancel"] {
            open(row: 3, in: terminal)
            #expect(Array(terminal.lines[13..<23]) == dialog)
            #expect(!terminal.shows("Choose an option"))
            // Its five buttons only.
            #expect(terminal.graph.focusableViewCount == 5)
            #expect(terminal.focus(button))
            #expect(terminal.lines[23] == " ⏎ \(button)  esc cancel  ⇥ next  q quit")
            terminal.press(.return)
            #expect(!terminal.shows("Select one of the options below"))
            #expect(terminal.lines[9] == row("›Show Confirmation"))
        }
        // Option 1 has the focus first; Escape runs Cancel.
        terminal.press(.return)
        #expect(terminal.lines[23] == " ⏎ Option 1  esc cancel  ⇥ next  q quit")
        terminal.press(.escape)
        #expect(!terminal.shows("Select one of the options below"))
        #expect(terminal.lines[9] == row("›Show Confirmation"))
    }
}
