import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoTerminal

extension Controls {
    /// `ContentUnavailableView`: icon, bold title and secondary description, centred in the space offered.
    @MainActor
    @Suite struct ContentUnavailableViewTests {
        @Test func iconTitleAndDescriptionAreCentred() {
            let view = ContentUnavailableView("No Mail", systemImage: "star.fill", description: Text("Nothing new"))
            // Centred in the widest line, 11 columns: ★ at (11 − 1) / 2 = 5, "No Mail" at (11 − 7) / 2 = 2.
            #expect(render(view) == "     ★\n  No Mail\nNothing new")
        }

        @Test func searchPlaceholders() {
            #expect(render(ContentUnavailableView.search, columns: 39)
                == "                   ⌕\n               No Results\nCheck the spelling or try a new search.")
            #expect(render(ContentUnavailableView.search(text: "mei"), columns: 39)
                == "                   ⌕\n          No Results for “mei”\nCheck the spelling or try a new search.")
        }

        @Test func customLabelDescriptionAndActions() {
            let view = ContentUnavailableView {
                Text("Offline")
            } description: {
                Text("Check the network")
            } actions: {
                Button("Retry") {}
            }
            #expect(render(view) == "     Offline\nCheck the network\n\n      Retry")
        }

        @Test func fillsTheScreenAndCentres() {
            let terminal = TestTerminal(columns: 20, rows: 6) {
                ContentUnavailableView("Empty", systemImage: "star.fill")
            }
            // Five rows above the key help line: the two lines start at row (5 − 2) / 2 = 1.5, rounded up to 2;
            // ★ at column (20 − 1) / 2 = 9.5 → 10, "Empty" at (20 − 5) / 2 = 7.5 → 8 (edges round ties up).
            #expect(terminal.screen == "\n\n          ★\n        Empty\n\n q quit")
        }

        @Test func titleIsBold() {
            let image = ImageRenderer(content: ContentUnavailableView("Gone", systemImage: "star.fill")).terminalImage
            // ★ centred over the 4 columns of "Gone": (4 − 1) / 2 = 1.5, ties round up.
            #expect(image?.plainText == "  ★\nGone")
            #expect(image?.buffer[0, 1].style.contains(.bold) == true)
            #expect(image?.buffer[2, 0].style.contains(.bold) == false)
        }
    }
}
