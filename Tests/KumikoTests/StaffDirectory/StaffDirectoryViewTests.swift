import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import StaffDirectory

/// The Staff Directory's views rendered headlessly and driven through the list's controller as a user would
/// drive them: at 100 × 30 cells (800 × 480 pt, a regular width: an iPad, the list and the detail side by side)
/// and at 80 × 24 (640 × 384 pt, a compact width: an iPhone, one stack whose root is the list).
@MainActor
@Suite struct StaffDirectoryViewTests {
    /// A renderer of `view` at `columns` × `rows` cells, rendered once.
    private func render(_ view: DirectoryView, columns: Int = 100, rows: Int = 30) -> (renderer: ImageRenderer<DirectoryView>, text: String) {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: CGFloat(columns * 8), height: CGFloat(rows * 16))
        return (renderer, renderer.terminalImage?.plainText ?? "")
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: Regular width: side by side

    @Test func firstFrameShowsTheSeedPeopleAndNoSelection() {
        let (renderer, text) = render(DirectoryView())
        let image = renderer.terminalImage
        #expect(image?.columns == 100)
        #expect(image?.rows == 30)
        for expected in ["Search by name", "Sales", "Juan Chavez", "(408) 555-4301", "Mei Chen", "No Selection"] {
            #expect(text.contains(expected), "missing \(expected)")
        }
        // The sidebar, a quarter of the width, under its title; the detail's placeholder centred in the rest.
        let screen = lines(text)
        #expect(screen[0] == "     Staff Directory     │")
        #expect(screen[2] == " Sales                   │")
        #expect(screen[3] == " Juan Chavez             │")
        #expect(screen[15] == " Hannah Allen            │                               No Selection")
    }

    @Test func firstFrameTakesWellUnderASecond() {
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = render(DirectoryView(company: DirectoryData.makeCompany())) }
        #expect(elapsed < .milliseconds(500))
    }

    @Test func typingASearchKeepsOnlyMatchingPeople() throws {
        let (renderer, _) = render(DirectoryView())
        let list = try #require(renderer.viewGraph?.listControllers.first)
        #expect(list.hasSearchField)
        list.searchText = "mei"
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(text.contains("Mei Chen"))
        #expect(!text.contains("Juan Chavez"))
        #expect(!text.contains("Bill James"))
    }

    @Test func aSearchWithoutMatchesInADepartmentHidesIt() {
        let (_, text) = render(DirectoryView(searchText: "Bill James"))
        #expect(text.contains("Engineering"))
        #expect(text.contains("Bill James"))
        #expect(!text.contains("Sales"))
    }

    @Test func aSearchWithoutAnyMatchSaysSo() {
        let (_, text) = render(DirectoryView(searchText: "zzz"))
        #expect(text.contains("No Results for “zzz”"))
        #expect(!text.contains("Sales"))
    }

    @Test func selectingARowShowsThatPersonsDetailBesideTheList() throws {
        let (renderer, _) = render(DirectoryView())
        let list = try #require(renderer.viewGraph?.listControllers.first)
        list.selectRow(3)   // the search field, the Sales header, Juan Chavez, Mei Chen
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(list.isRowSelected(3))
        #expect(text.contains("mei.chen@example.com"))
        #expect(!text.contains("No Selection"))
        // The list stays beside the detail.
        #expect(lines(text)[0] == "     Staff Directory     │")
        #expect(text.contains("Juan Chavez"))
    }

    @Test func anInitialSelectionShowsItsDetail() {
        let billJames = DirectoryData.company.departments[1].staff[0]
        let (_, text) = render(DirectoryView(selection: billJames.id))
        #expect(text.contains("bill.james@example.com"))
        #expect(text.contains("(408) 555-4450"))
        #expect(text.contains("Engineering"))
        #expect(!text.contains("No Selection"))
    }

    // MARK: Compact width: one stack

    @Test func aCompactFirstFrameIsTheListAloneWithoutThePlaceholder() {
        let (renderer, text) = render(DirectoryView(), columns: 80, rows: 24)
        #expect(renderer.terminalImage?.columns == 80)
        let screen = lines(text)
        // As on an iPhone: the list fills the screen under its title, in the inset grouped style; the detail
        // column (and so its "No Selection") is not shown until someone is chosen.
        #expect(screen[0] == String(repeating: " ", count: 32) + "Staff Directory")
        #expect(screen[3] == "  Sales")
        #expect(screen[5] == "│ Juan Chavez" + String(repeating: " ", count: 66) + "│")
        #expect(!text.contains("No Selection"))
        #expect(!text.contains("‹"))
    }

    @Test func selectingARowAtACompactWidthPushesTheDetail() throws {
        let (renderer, _) = render(DirectoryView(), columns: 80, rows: 24)
        let list = try #require(renderer.viewGraph?.listControllers.first)
        list.selectRow(3)   // Mei Chen
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(lines(text)[0] == "‹ Staff Directory")
        #expect(text.contains("mei.chen@example.com"))
        #expect(!text.contains("Juan Chavez"))
        #expect(!text.contains("No Selection"))
    }

    @Test func anInitialSelectionAtACompactWidthStartsOnItsDetail() {
        let annJohnson = DirectoryData.company.departments[1].staff[1]
        let (_, text) = render(DirectoryView(selection: annJohnson.id), columns: 80, rows: 24)
        #expect(lines(text)[0] == "‹ Staff Directory")
        #expect(text.contains("anne.johnson@example.com"))
        #expect(!text.contains("Search by name"))
    }

    @Test func aCompactSearchFiltersTheList() {
        let (_, text) = render(DirectoryView(searchText: "anne j"), columns: 80, rows: 24)
        #expect(text.contains("Engineering"))
        #expect(text.contains("Anne Johnson"))
        #expect(!text.contains("Sales"))
        #expect(!text.contains("No Selection"))
    }
}
