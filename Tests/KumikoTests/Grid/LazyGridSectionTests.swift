import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// Sections in a lazy grid: each section's items start a new line, headers and footers span the grid, and
/// `pinnedViews` pins them while their section scrolls beneath (Apple, `LazyVGrid`'s example "Using sections
/// with a grid": a header per section, `pinnedViews: [.sectionHeaders]`).
@MainActor
@Suite struct LazyGridSectionTests {
    /// Two sections of five two-cell-wide items in three columns of 24 pt (3 cells) with 8 pt (1 cell) between.
    private func grid(pinned: PinnedScrollableViews) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(24)), count: 3), alignment: .leading, spacing: 0,
                      pinnedViews: pinned) {
                ForEach(0..<2, id: \.self) { section in
                    Section {
                        ForEach(0..<5, id: \.self) { Text("\(section)\($0)") }
                    } header: {
                        Text("Section \(section)").frame(maxWidth: .infinity, alignment: .leading)
                    }
                }
            }
        }
    }

    private func screen(_ view: some View, scrolledBy lines: Int) throws -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 88, height: 48)   // 11 × 3 cells
        _ = renderer.terminalImage
        let scroller = try #require(renderer.viewGraph?.scrollControllers.first)
        scroller.scroll(to: CGPoint(x: 0, y: CGFloat(lines) * 16))
        let text = try #require(renderer.terminalImage).plainText
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func eachSectionStartsANewLineUnderItsHeader() throws {
        #expect(try screen(grid(pinned: []), scrolledBy: 0) == ["Section 0", "00  01  02", "03  04"])
        #expect(try screen(grid(pinned: []), scrolledBy: 3) == ["Section 1", "10  11  12", "13  14"])
    }

    @Test func aPinnedHeaderStaysWhileItsSectionScrolls() throws {
        #expect(try screen(grid(pinned: .sectionHeaders), scrolledBy: 1) == ["Section 0", "03  04", "Section 1"])
        // The next section's header pushes the pinned one up against the end of its section.
        #expect(try screen(grid(pinned: .sectionHeaders), scrolledBy: 2) == ["Section 0", "Section 1", "10  11  12"])
    }
}
