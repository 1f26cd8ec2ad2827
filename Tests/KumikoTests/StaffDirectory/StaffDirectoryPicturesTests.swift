import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import StaffDirectory

/// The README's pictures of the Staff Directory: three screens, each checked here for what the README says it
/// shows, and written as SVG (`TerminalImage.svg`) into the folder `KUMIKO_PICTURES_DIR` names, when it is set.
/// `scripts/readme-pictures` sets it to `docs/images` and runs this suite.
@MainActor
@Suite struct StaffDirectoryPicturesTests {
    /// Writes the picture when the environment asks for it.
    private func write(_ terminal: TestTerminal, as name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["KUMIKO_PICTURES_DIR"], !folder.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(terminal.image.svg.utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }

    @Test func theListWithTheSelectedPersonBesideIt() throws {
        let terminal = TestTerminal(app: StaffDirectoryApp(), columns: 100, rows: 30)
        terminal.press(.downArrow)
        terminal.press(.downArrow)
        let screen = terminal.screen
        #expect(screen.contains("Staff Directory"))
        #expect(screen.contains("›Mei Chen"))
        #expect(screen.contains("✉ mei.chen@example.com"))
        #expect(screen.contains("[ List | A–Z | Table ]"))
        try write(terminal, as: "staff-directory.svg")
    }

    @Test func everyoneByInitialWithTheSectionIndex() throws {
        let terminal = TestTerminal(columns: 100, rows: 30) { DirectoryView(layout: .alphabetical) }
        let lines = terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2].hasPrefix(" A "))
        #expect(lines[3].hasSuffix("B│"))
        try write(terminal, as: "staff-directory-index.svg")
    }

    @Test func theTableSortedByDepartment() throws {
        let terminal = TestTerminal(columns: 100, rows: 30) { DirectoryView(layout: .table) }
        let screen = terminal.screen
        for title in ["Name", "Department", "Phone"] { #expect(screen.contains(title), "\(title)") }
        try write(terminal, as: "staff-directory-table.svg")
    }
}
