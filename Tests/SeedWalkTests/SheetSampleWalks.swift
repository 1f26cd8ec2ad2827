import Foundation
import Kumiko
import Testing

/// The seed's sheet sample (3.6.1, ch3-15) walked in a terminal: every sheet opened from its list row (↓ to the
/// row, Return runs its button) and closed again: the basic sheet by its Dismiss button, its toolbar's Cancel
/// and Escape; the custom-height sheet resting at medium height and switched to large and back by its segmented
/// picker; each item sheet showing its item.
@MainActor
@Suite struct SheetSampleWalks {
    /// The list as the sample starts, before any row has the keyboard cursor.
    private static let list = [
        "  Basic Sheet",
        "╭──────────────────────────────────────────────────────────╮",
        row(" Show Basic Sheet"),
        "╰──────────────────────────────────────────────────────────╯",
        "",
        "  Custom Height Sheet",
        "╭──────────────────────────────────────────────────────────╮",
        row(" Show Custom Sheet"),
        "╰──────────────────────────────────────────────────────────╯",
        "",
        "  Item Sheet",
        "╭──────────────────────────────────────────────────────────╮",
        row(" Item 1"),
        row(" Item 2"),
        row(" Item 3"),
        "╰──────────────────────────────────────────────────────────╯",
    ]

    /// A row of a box 60 columns wide: `content` between the edges.
    private static func row(_ content: String) -> String {
        "│" + content.padding(toLength: 58, withPad: " ", startingAt: 0) + "│"
    }

    private func row(_ content: String) -> String { Self.row(content) }

    private func sample() -> TestTerminal {
        TestTerminal(columns: 60, rows: 24) { SheetSample.SheetExampleView() }
    }

    /// The screen's lines with their edges trimmed.
    private func trimmed(_ terminal: TestTerminal) -> [String] {
        terminal.lines.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │")) }
    }

    /// Expects the basic sheet: a large card (its top edge on the second row, under the list's first
    /// line) with the inline title "Sheet" and the Cancel button in its bar, then its content centred in the
    /// space under the bar: the title, the text and Dismiss; the list beneath takes no keys (only Cancel and
    /// Dismiss can have the focus).
    private func expectBasicSheet(_ terminal: TestTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = terminal.lines
        #expect(lines[0] == "  Basic Sheet", sourceLocation: sourceLocation)
        #expect(lines[1] == "╭──────────────────────────────────────────────────────────╮", sourceLocation: sourceLocation)
        #expect(lines[2] == row("Cancel                    Sheet"), sourceLocation: sourceLocation)
        #expect(trimmed(terminal)[10] == "Basic Sheet", sourceLocation: sourceLocation)
        #expect(trimmed(terminal)[13] == "This is a standard sheet presentation", sourceLocation: sourceLocation)
        #expect(trimmed(terminal)[15] == "Dismiss", sourceLocation: sourceLocation)
        #expect(!terminal.shows("Show Custom Sheet"), sourceLocation: sourceLocation)
        #expect(terminal.graph.focusableViewCount == 2, sourceLocation: sourceLocation)
    }

    @Test func theListShowsEverySectionsButtons() {
        let terminal = sample()
        #expect(Array(terminal.lines.prefix(16)) == Self.list)
        #expect(terminal.lines[23] == " ↑↓ move  q quit")
        terminal.press(.downArrow)
        #expect(terminal.lines[2] == row("›Show Basic Sheet"))
        #expect(terminal.lines[23] == " ↑↓ move  ⏎ open  q quit")
    }

    @Test func theBasicSheetClosesByDismissByCancelAndByEscape() {
        let terminal = sample()
        terminal.press(.downArrow)
        // Dismiss, which has the focus first.
        terminal.press(.return)
        expectBasicSheet(terminal)
        #expect(terminal.lines[23] == " ⏎ Dismiss  esc close  ⇥ next  q quit")
        terminal.press(.return)
        #expect(!terminal.shows("This is a standard sheet presentation"))
        #expect(terminal.lines[2] == row("›Show Basic Sheet"))
        // The toolbar's Cancel (the cancellation action).
        terminal.press(.return)
        expectBasicSheet(terminal)
        #expect(terminal.focus("Cancel"))
        #expect(terminal.lines[23] == " ⏎ Cancel  esc close  ⇥ next  q quit")
        terminal.press(.return)
        #expect(!terminal.shows("This is a standard sheet presentation"))
        #expect(terminal.lines[2] == row("›Show Basic Sheet"))
        // Escape, as swiping the sheet down.
        terminal.press(.return)
        expectBasicSheet(terminal)
        terminal.press(.escape)
        #expect(!terminal.shows("This is a standard sheet presentation"))
        #expect(Array(terminal.lines.prefix(16)) == Self.list.enumerated().map { $0.offset == 2 ? row("›Show Basic Sheet") : $0.element })
        // The focus is back on the row that presented, and Return opens the sheet again.
        terminal.press(.return)
        expectBasicSheet(terminal)
    }

    @Test func theCustomHeightSheetOpensAtMediumAndItsPickerSwitchesTheDetent() {
        let terminal = sample()
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.return)                              // Show Custom Sheet
        // Medium: the lower half of the 23 rows above the key help (12 rows, its top edge on row 11, with the
        // drag indicator); the list shows above it, without its cursor mark: the sheet has the focus.
        let lines = terminal.lines
        #expect(Array(lines.prefix(11)) == Array(Self.list.prefix(11)))
        #expect(lines[11] == "╭──────────────────────────━━━━━───────────────────────────╮")
        #expect(trimmed(terminal)[12] == "Custom Height Sheet")
        #expect(trimmed(terminal)[14] == "Current detent: Medium")
        #expect(trimmed(terminal)[18] == "[ Medium | Large ]")
        #expect(trimmed(terminal)[21] == "Close")
        // The list stays interactive (presentationBackgroundInteraction): the list, the picker and Close can
        // have the focus; the picker has it first.
        #expect(terminal.graph.focusableViewCount == 3)
        #expect(terminal.lines[23] == " ←→ choose  esc close  ⇥ next  q quit")
        // → Large: the sheet rises to the top, leaving one row of the list.
        terminal.press(.rightArrow)
        #expect(terminal.lines[0] == "  Basic Sheet")
        #expect(terminal.lines[1] == "╭──────────────────────────━━━━━───────────────────────────╮")
        #expect(trimmed(terminal)[3] == "Custom Height Sheet")
        #expect(trimmed(terminal)[5] == "Current detent: Large")
        #expect(!terminal.shows("Current detent: Medium"))
        #expect(trimmed(terminal)[9] == "[ Medium | Large ]")
        #expect(trimmed(terminal)[12] == "Close")
        #expect(!terminal.shows("Show Custom Sheet"))
        // ← Medium again: back to the lower half.
        terminal.press(.leftArrow)
        #expect(terminal.lines[11] == "╭──────────────────────────━━━━━───────────────────────────╮")
        #expect(trimmed(terminal)[14] == "Current detent: Medium")
        #expect(terminal.shows("Show Custom Sheet"))
        // Tab goes round the sheet's controls and the list beneath it.
        terminal.press(.tab)                                 // Close
        terminal.press(.tab)                                 // the list
        #expect(terminal.lines[7] == row("›Show Custom Sheet"))
        #expect(terminal.lines[23] == " ↑↓ move  ⏎ open  esc close  ⇥ next  q quit")
        // Close.
        #expect(terminal.focus("Close"))
        terminal.press(.return)
        #expect(!terminal.shows("Current detent"))
        #expect(Array(terminal.lines.prefix(16)) == Self.list.enumerated().map {
            $0.offset == 7 ? row("›Show Custom Sheet") : $0.element
        })
        #expect(terminal.lines[23] == " ↑↓ move  ⏎ open  q quit")
        // It opens at medium again (the detent is the sheet's own state, new each time).
        terminal.press(.return)
        #expect(terminal.lines[11] == "╭──────────────────────────━━━━━───────────────────────────╮")
        #expect(trimmed(terminal)[14] == "Current detent: Medium")
        terminal.press(.escape)
        #expect(!terminal.shows("Current detent"))
    }

    @Test func eachItemSheetShowsItsItemAndCloses() {
        let terminal = sample()
        let items = [("Item 1", "First item description"), ("Item 2", "Second item description"),
                     ("Item 3", "Third item description")]
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        for (index, (title, description)) in items.enumerated() {
            terminal.press(.downArrow)
            #expect(terminal.lines[12 + index] == row("›\(title)"))
            terminal.press(.return)
            // A large sheet: the inline title "Details", the item's title and description at the leading edge
            // (padded), Close at the bottom.
            let lines = terminal.lines
            #expect(lines[1] == "╭──────────────────────────────────────────────────────────╮")
            #expect(lines[2] == row("                         Details"))
            #expect(lines[4] == row("  \(title)"))
            #expect(lines[6] == row("  \(description)"))
            #expect(trimmed(terminal)[21] == "Close")
            for (other, otherDescription) in items where other != title {
                #expect(!terminal.shows(otherDescription))
                #expect(!trimmed(terminal).contains(other))
            }
            // Close is the only focusable view.
            #expect(terminal.graph.focusableViewCount == 1)
            #expect(terminal.lines[23] == " ⏎ Close  esc close  q quit")
            terminal.press(.return)
            #expect(!terminal.shows(description))
            #expect(terminal.lines[12 + index] == row("›\(title)"))
        }
        // Escape closes an item sheet too.
        terminal.press(.return)
        #expect(terminal.shows("Third item description"))
        terminal.press(.escape)
        #expect(!terminal.shows("Third item description"))
        #expect(terminal.shows("Show Basic Sheet"))
    }
}
