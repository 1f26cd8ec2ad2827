import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import StaffDirectory

/// The Staff Directory's alphabetical list: everyone by initial, with the section index the Human Interface
/// Guidelines describe (initials at the trailing edge; a click or a typed initial jumps to its section).
@MainActor
@Suite struct StaffDirectoryIndexTests {
    private func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func initialsFoldAccentsAndFileOtherScriptsUnderHash() {
        #expect(StaffIndexList.initial(of: "Élodie Martin") == "E")
        #expect(StaffIndexList.initial(of: "juan chavez") == "J")
        #expect(StaffIndexList.initial(of: "佐藤 花子") == "#")
        #expect(StaffIndexList.initial(of: "") == "#")
        let people = [Person(id: 0, name: "佐藤 花子", phoneNumber: "", email: ""), Person(id: 1, name: "Mei Chen", phoneNumber: "", email: ""),
                      Person(id: 2, name: "Anne Johnson", phoneNumber: "", email: ""), Person(id: 3, name: "Bill James", phoneNumber: "", email: ""),
                      Person(id: 4, name: "Ada Byron", phoneNumber: "", email: "")]
        let sections = StaffIndexList.sections(of: people)
        #expect(sections.map(\.initial) == ["A", "B", "M", "#"])
        #expect(sections[0].people.map(\.name) == ["Ada Byron", "Anne Johnson"])
    }

    @Test func theAlphabeticalListShowsAnIndexAndJumpsToAnInitial() {
        let terminal = TestTerminal(columns: 100, rows: 30) { DirectoryView(layout: .alphabetical) }
        let initials = StaffIndexList.sections(of: DirectoryData.company.departments.flatMap(\.staff)).map(\.initial)
        #expect(initials.first == "A")
        // The sidebar's first line under its bar is the "A" header; the index runs down the sidebar's trailing
        // edge, its first label "A".
        #expect(lines(terminal)[2].hasPrefix(" A "))
        #expect(lines(terminal)[2].hasSuffix("A│"))
        #expect(lines(terminal)[3].hasSuffix("B│"))
        // Typing an initial with the list focused scrolls its section to the top of the list.
        let target = initials.dropFirst(3).first ?? "M"
        terminal.press(Character(target) == "#" ? "#" : KeyEquivalent(Character(target)))
        let first = StaffIndexList.sections(of: DirectoryData.company.departments.flatMap(\.staff)).first { $0.initial == target }?.people.first?.name
        #expect(first != nil && terminal.screen.contains(first ?? "?"))
    }
}
