import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// `LazyVStack(pinnedViews:)`: Apple's `PinnedScrollableViews` documents that "the header view of each
/// Section will be pinned" (`sectionHeaders`) and likewise the footers (`sectionFooters`): a section's header
/// stays at the top of the scroll view while the section scrolls beneath it, until the next section pushes it
/// out; a footer stays at the bottom while its section is in view. Rows that pass under a pinned view are
/// hidden by it (a terminal cannot blend text, so the pinned line is blanked first).
@MainActor
@Suite struct PinnedViewsTests {
    /// Three sections of a header, five items and a footer: lines 0–6, 7–13 and 14–20.
    private func sections(pinned: PinnedScrollableViews) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: pinned) {
                section(0)
                section(1)
                section(2)
            }
        }
    }

    private func section(_ number: Int) -> some View {
        Section {
            ForEach(0..<5, id: \.self) { Text("Item \(number).\($0)") }
        } header: {
            Text("Header \(number)")
        } footer: {
            Text("Footer \(number)")
        }
    }

    /// Renders the view in a 12 × 4-cell viewport after scrolling `lines` lines down.
    private func screen(_ view: some View, scrolledBy lines: Int) throws -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 96, height: 64)
        _ = renderer.terminalImage
        let scroller = try #require(renderer.viewGraph?.scrollControllers.first)
        scroller.scroll(to: CGPoint(x: 0, y: CGFloat(lines) * 16))
        let text = try #require(renderer.terminalImage).plainText
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func withoutPinningHeadersScrollAway() throws {
        #expect(try screen(sections(pinned: []), scrolledBy: 2) == ["Item 0.1", "Item 0.2", "Item 0.3", "Item 0.4"])
    }

    @Test func aPinnedHeaderCoversTheRowUnderIt() throws {
        #expect(try screen(sections(pinned: .sectionHeaders), scrolledBy: 2) == ["Header 0", "Item 0.2", "Item 0.3", "Item 0.4"])
    }

    @Test func theNextSectionPushesThePinnedHeaderOut() throws {
        // Line 6 is section 0's footer, its last line: the pinned header sits just above the section's end.
        #expect(try screen(sections(pinned: .sectionHeaders), scrolledBy: 6) == ["Header 0", "Header 1", "Item 1.0", "Item 1.1"])
        // At its own place a header is simply drawn where it is.
        #expect(try screen(sections(pinned: .sectionHeaders), scrolledBy: 7) == ["Header 1", "Item 1.0", "Item 1.1", "Item 1.2"])
        #expect(try screen(sections(pinned: .sectionHeaders), scrolledBy: 9) == ["Header 1", "Item 1.2", "Item 1.3", "Item 1.4"])
    }

    @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsInView() throws {
        #expect(try screen(sections(pinned: .sectionFooters), scrolledBy: 0) == ["Header 0", "Item 0.0", "Item 0.1", "Footer 0"])
        // Section 1 starts on line 7: its footer cannot rise above the section's first line.
        #expect(try screen(sections(pinned: .sectionFooters), scrolledBy: 4) == ["Item 0.3", "Item 0.4", "Footer 0", "Header 1"])
        #expect(try screen(sections(pinned: .sectionFooters), scrolledBy: 5) == ["Item 0.4", "Footer 0", "Header 1", "Footer 1"])
    }

    @Test func headersAndFootersPinTogether() throws {
        #expect(try screen(sections(pinned: [.sectionHeaders, .sectionFooters]), scrolledBy: 9)
                == ["Header 1", "Item 1.2", "Item 1.3", "Footer 1"])
    }
}

/// A plain `List` floats its section headers, as UIKit's plain table view (which SwiftUI's plain list is on
/// iOS) does: "In a plain-style table, section headers and footers float above the content if the section is
/// partially visible" (Apple, UITableView.Style.plain). Other styles scroll them with the rows.
@MainActor
@Suite struct PlainListPinnedHeaderTests {
    private func list(style: some ListStyle) -> some View {
        List {
            ForEach(0..<2, id: \.self) { number in
                Section("Group \(number)") {
                    ForEach(0..<6, id: \.self) { Text("Item \(number).\($0)") }
                }
            }
        }
        .listStyle(style)
    }

    private func firstLine(_ view: some View, scrolledBy lines: Int) throws -> String {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 160, height: 64)
        _ = renderer.terminalImage
        try #require(renderer.viewGraph?.scrollControllers.first).scroll(to: CGPoint(x: 0, y: CGFloat(lines) * 16))
        let text = try #require(renderer.terminalImage).plainText
        return String(text.prefix { $0 != "\n" })
    }

    @Test func aPlainListKeepsTheHeaderOnTop() throws {
        let line = try firstLine(list(style: .plain), scrolledBy: 3)
        #expect(line.contains("Group 0"), "\(line)")
    }

    @Test func anInsetGroupedListScrollsItAway() throws {
        let line = try firstLine(list(style: .insetGrouped), scrolledBy: 3)
        #expect(!line.contains("Group 0"), "\(line)")
    }
}
