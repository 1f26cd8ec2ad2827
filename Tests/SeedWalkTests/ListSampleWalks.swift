import Foundation
import Kumiko
import Testing

/// The seed's pagination (3.3.2) and pull-to-refresh (3.3.3) samples, with their real `Task.sleep` delays:
/// the first page arrives after a second; scrolling to the end loads the next pages until "No more items";
/// `r` (the terminal's pull) refreshes and the timestamps change. The timeouts are long because, in the
/// full parallel run, blocking tests elsewhere can hold the threads these tasks need for many seconds.
@MainActor
@Suite struct ListSampleWalks {
    @Test func paginationLoadsPagesAsTheEndComesIntoView() async {
        let terminal = TestTerminal(columns: 60, rows: 20) { Pagination.PaginatedListView() }
        #expect(terminal.lines[0].contains("Paginated List"))
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { $0.shows("Item 0") })
        #expect(terminal.shows("#0"))
        // Each row is three lines (padding); the wheel scrolls the scroll view down to the end of the page.
        var pages = 1
        while pages < 5 {
            terminal.scroll(column: 10, row: 10, notches: 40)
            let next = "Item \(pages * 20)"
            #expect(await terminal.waitUntil(timeout: .seconds(30)) { _ in
                terminal.scroll(column: 10, row: 10, notches: 40)
                return terminal.shows(next) || terminal.shows("Item \(pages * 20 + 19)")
            })
            pages += 1
        }
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { _ in
            terminal.scroll(column: 10, row: 10, notches: 40)
            return terminal.shows("No more items")
        })
        #expect(terminal.shows("Item 99"))
    }

    @Test func pullToRefreshReloadsTheList() async {
        let terminal = TestTerminal(columns: 40, rows: 12) { PullToRefresh.RefreshableListView() }
        #expect(terminal.lines[0].contains("Refreshable List"))
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { $0.shows("Item 1") })
        #expect(terminal.shows("Updated: "))
        let before = terminal.screen
        try? await Task.sleep(for: .seconds(1.1))           // the next refresh's times are at least a second on
        terminal.press(.downArrow)
        terminal.press("r")
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { $0.shows("Refreshing") })
        #expect(await terminal.waitUntil(timeout: .seconds(30)) { !$0.shows("Refreshing") })
        #expect(terminal.shows("Item 1"))
        #expect(terminal.screen != before)
    }
}
