import Foundation
import Testing
import Kumiko
@testable import StaffDirectory

/// The Staff Directory's views rendered headlessly at 100 × 30 cells (800 × 480 pt), driven through the
/// list's controller as a user would drive them.
@MainActor
@Suite struct StaffDirectoryViewTests {
    /// A renderer of `view` at 100 × 30 cells, rendered once.
    private func render(_ view: DirectoryView) -> (renderer: ImageRenderer<DirectoryView>, text: String) {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 800, height: 480)
        return (renderer, renderer.terminalImage?.plainText ?? "")
    }

    @Test func firstFrameShowsTheSeedPeopleAndNoSelection() {
        let (renderer, text) = render(DirectoryView())
        let image = renderer.terminalImage
        #expect(image?.columns == 100)
        #expect(image?.rows == 30)
        for expected in ["Search by name", "Sales", "Juan Chavez", "(408) 555-4301", "Mei Chen", "No Selection"] {
            #expect(text.contains(expected), "missing \(expected)")
        }
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

    @Test func selectingARowShowsThatPersonsDetail() throws {
        let (renderer, _) = render(DirectoryView())
        let list = try #require(renderer.viewGraph?.listControllers.first)
        list.selectRow(3)   // the search field, the Sales header, Juan Chavez, Mei Chen
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(list.isRowSelected(3))
        #expect(text.contains("mei.chen@example.com"))
        #expect(!text.contains("No Selection"))
    }

    @Test func anInitialSelectionShowsItsDetail() {
        let billJames = DirectoryData.company.departments[1].staff[0]
        let (_, text) = render(DirectoryView(selection: billJames.id))
        #expect(text.contains("bill.james@example.com"))
        #expect(text.contains("(408) 555-4450"))
        #expect(text.contains("Engineering"))
        #expect(!text.contains("No Selection"))
    }
}
