import Foundation
import Kumiko
import Testing

/// The seed's navigation samples (3.5.1, 3.6.2) walked in a terminal: push through links (and deeper), pop
/// with Escape, open and dismiss the detail's alert, open and close the full-screen cover.
@MainActor
@Suite struct NavigationSampleWalks {
    @Test func navigationStackPushesDetailsDeeperAndBack() {
        let terminal = TestTerminal(columns: 60, rows: 20) { NavigationStackSample.NavigationExampleView() }
        #expect(terminal.lines[0].contains("Items"))
        #expect(terminal.shows("Item 0"))
        #expect(terminal.shows("Tap to view details"))
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        terminal.press(.return)                              // Item 2
        #expect(terminal.lines[0].contains("‹ Items"))
        #expect(terminal.lines[0].contains("Item 2"))
        #expect(terminal.shows("Detail View"))
        #expect(terminal.shows("Item Number: 2"))
        #expect(terminal.focus("Go Deeper"))
        terminal.press(.return)
        #expect(terminal.shows("Item Number: 102"))
        #expect(terminal.lines[0].contains("‹ Item 2"))
        // The alert of the pushed detail.
        #expect(terminal.focus("Show Alert"))
        terminal.press(.return)
        #expect(terminal.shows("This is item 102"))
        #expect(terminal.graph.focusableViewCount == 1)      // only the alert's OK
        terminal.press(.return)
        #expect(!terminal.shows("This is item 102"))
        terminal.press(.escape)
        #expect(terminal.shows("Item Number: 2"))
        terminal.press(.escape)
        #expect(terminal.shows("Tap to view details"))
    }

    @Test func fullScreenCoverOpensAndCloses() {
        let terminal = TestTerminal(columns: 60, rows: 20) { FullScreenCoverSample.FullScreenCoverExample() }
        #expect(terminal.shows("Show Full Screen"))
        terminal.press(.return)
        #expect(terminal.shows("Full Screen Content"))
        #expect(terminal.shows("This is presented in full screen mode"))
        #expect(!terminal.shows("Show Full Screen"))
        terminal.press(.return)                              // "Close": dismiss()
        #expect(terminal.shows("Show Full Screen"))
        terminal.press(.return)
        #expect(terminal.shows("Full Screen Content"))
        terminal.press(.escape)
        #expect(terminal.shows("Show Full Screen"))
    }
}
