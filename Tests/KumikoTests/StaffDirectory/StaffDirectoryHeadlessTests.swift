import Foundation
import Testing
import Kumiko
@testable import KumikoCore
import KumikoTestSupport
@testable import StaffDirectory

/// The Staff Directory's views on the headless points platform (issue 12): no terminal code, iOS's metrics, a
/// 1 pt grid and DejaVu Sans's advances. On an iPhone (393 × 852 pt, compact) the directory is one stack whose
/// root is the list; on an iPad (1024 × 768 pt, regular) the list and the detail sit side by side with a split
/// view divider; the table shows its columns with their header rule.
@MainActor
@Suite struct StaffDirectoryHeadlessTests {
    private let company = DirectoryData.company

    private func isInside(_ rendering: HeadlessRendering, _ window: CGRect) -> Bool {
        rendering.displayList.visibleRectangles.allSatisfy { window.insetBy(dx: -0.5, dy: -0.5).contains($0) }
            && rendering.displayList.placedRectangles.allSatisfy(\.isSane)
    }

    @Test func onAnIPhoneTheListIsTheStacksRoot() throws {
        let window = CGRect(x: 0, y: 0, width: 393, height: 852)
        let rendering = renderHeadless(DirectoryView(), width: window.width, height: window.height)
        #expect(rendering.settled)
        #expect(isInside(rendering, window))
        let lines = rendering.displayList.texts.flatMap(\.lineStrings)
        let first = try #require(company.departments.first)
        for expected in ["Staff Directory", first.name, first.staff[0].name] { #expect(lines.contains(expected), "\(expected): \(lines.prefix(10))") }
        #expect(!lines.contains("No Selection"))
        // The rows sit in the inset grouped list's box, separators part them, and each row's phone symbol is the
        // platform's to draw.
        let kinds = rendering.displayList.chrome.map(\.kind)
        #expect(kinds.contains(.groupedRowBox(isFirst: true, isLast: false)))
        #expect(kinds.contains(.separator(.horizontal)))
        #expect(kinds.contains { if case .symbol(systemName: "phone", _) = $0 { true } else { false } })
        #expect(!kinds.contains(.splitViewDivider))
    }

    @Test func onAnIPadTheListAndTheDetailSitSideBySide() throws {
        let window = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let rendering = renderHeadless(DirectoryView(), width: window.width, height: window.height)
        #expect(rendering.settled)
        #expect(isInside(rendering, window))
        let texts = rendering.displayList.texts
        let name = try #require(texts.first { $0.lineStrings == [company.departments[0].staff[0].name] })
        let placeholder = try #require(texts.first { $0.lineStrings == ["No Selection"] })
        let divider = try #require(rendering.displayList.chrome.first { $0.kind == .splitViewDivider })
        #expect(name.frame.maxX <= divider.frame.minX)
        #expect(placeholder.frame.minX >= divider.frame.maxX)
        // "No Selection" is a headline: 17 pt semibold (Apple HIG, Typography, Large).
        let font = try #require(placeholder.lines.first?.segments.first?.style.font)
        #expect(font.size == 17 && font.weight == .semibold)
    }

    @Test func theTableShowsItsColumnsUnderAHeaderRule() throws {
        let window = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let rendering = renderHeadless(DirectoryView(layout: .table), width: window.width, height: window.height)
        #expect(rendering.settled)
        #expect(isInside(rendering, window))
        let lines = rendering.displayList.texts.flatMap(\.lineStrings)
        for header in ["Name", "Department", "Phone"] { #expect(lines.contains(header), "\(header): \(lines.prefix(12))") }
        let kinds = rendering.displayList.chrome.map(\.kind)
        #expect(kinds.contains { if case .tableHeaderRule = $0 { true } else { false } }, "\(kinds.prefix(10))")
    }
}
