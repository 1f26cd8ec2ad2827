import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// Counts appearances and disappearances of rows.
@MainActor
final class RowLog {
    var appeared = 0
    var disappeared = 0
}

/// Lazy stacks build only what is visible (DESIGN.md §3.3); eager stacks in a scroll view build everything.
@MainActor
@Suite struct LazyStackTests {
    private func rows(_ count: Int, log: RowLog) -> some View {
        ScrollView(showsIndicators: false) {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                    Text("Row \(index)")
                        .onAppear { log.appeared += 1 }
                        .onDisappear { log.disappeared += 1 }
                }
            }
        }
    }

    /// The first scroll view (or list) node of a rendered view.
    private func scrollNode(_ renderer: ImageRenderer<some View>) -> (any ScrollableNode)? {
        renderer.viewGraph?.nodes(of: (any ScrollableNode).self).first
    }

    @Test func aMillionRowsBuildOnlyTheVisibleOnes() {
        let log = RowLog()
        let renderer = ImageRenderer(content: rows(1_000_000, log: log))
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)   // 20 × 10 cells
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(text.hasPrefix("Row 0\nRow 1\n"))
        #expect(text.contains("Row 9"))
        #expect(!text.contains("Row 10"))
        // 10 visible rows plus at most 4 rows of overscan below.
        #expect(log.appeared == 14)
    }

    @Test func scrollingFarBuildsOnlyTheNewWindowAndReleasesTheOld() throws {
        let log = RowLog()
        let renderer = ImageRenderer(content: rows(1_000_000, log: log))
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)
        _ = renderer.terminalImage
        let scroll = try #require(scrollNode(renderer))
        scroll.scroll(to: CGPoint(x: 0, y: 500_000 * 16))
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(text.hasPrefix("Row 500000\nRow 500001\n"))
        // The first window (14 rows) left; the new one is 10 rows plus 4 of overscan on each side.
        #expect(log.disappeared == 14)
        #expect(log.appeared == 14 + 18)
    }

    @Test func scrollingToTheEndShowsTheLastRow() throws {
        let log = RowLog()
        let renderer = ImageRenderer(content: rows(1_000_000, log: log))
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)
        _ = renderer.terminalImage
        let scroll = try #require(scrollNode(renderer))
        scroll.scroll(to: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
        let text = renderer.terminalImage?.plainText ?? ""
        #expect(text.hasSuffix("Row 999999"))
        // 1,000,000 rows of 16 pt in a 160-pt viewport: the last offset shows rows 999,990…999,999.
        let maximum = scroll.maximumOffset.y
        #expect(maximum == 15_999_840)
    }

    @Test func eagerVStackInAScrollViewBuildsEveryRow() {
        let log = RowLog()
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<200, id: \.self) { index in
                    Text("Row \(index)").onAppear { log.appeared += 1 }
                }
            }
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)
        _ = renderer.terminalImage
        #expect(log.appeared == 200)
    }

    @Test func rowStateLivesWhileTheRowIsBuilt() {
        struct Row: View {
            let index: Int
            @State private var taps = 0
            var body: some View { Text("\(index):\(taps)").onAppear { if index == 1 { taps = 5 } } }
        }
        let view = ScrollView {
            LazyVStack(spacing: 0) { ForEach(0..<100, id: \.self) { Row(index: $0) } }
        }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 80, height: 64)
        #expect(renderer.terminalImage?.plainText.contains("1:5") == true)
    }

    @Test func mixedStaticAndLazyRowsKeepTheirOrder() {
        let view = ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                Text("Header")
                ForEach(["a", "b", "c"], id: \.self) { Text($0) }
                Text("Footer")
            }
        }
        #expect(render(view, width: 80) == "Header\na\nb\nc\nFooter")
    }

    @Test func scrollIndicatorShowsWhenContentIsTaller() {
        let view = ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) { ForEach(0..<40, id: \.self) { Text("Row \($0)") } }
        }
        let text = render(view, width: 80, height: 64)
        // 80 pt = 10 columns: the thumb is in the last one.
        #expect(text.split(separator: "\n").first == "Row 0    ┃")
    }
}

/// The estimate for rows not yet measured.
@MainActor
@Suite struct RowEstimateTests {
    // A boxed list's first row is two lines (its top border) and every other row one: offsets of unmeasured
    // rows use the median row (one line), so 8,000,000 pt falls in row 499,999 (32 + 499,999 × 16 pt covers
    // it); ListBench found rows 250,025… there when the first row set the estimate.
    @Test func oneTallFirstRowDoesNotSkewTheEstimate() throws {
        let view = List(0..<1_000_000) { Text("Row \($0)") }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 160, height: 160)
        _ = renderer.terminalImage
        func find(_ node: ViewNode) -> (any ScrollableNode)? {
            if let scrollable = node as? any ScrollableNode { return scrollable }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        let scroll = try #require(renderer.viewGraph.flatMap { find($0.root) })
        scroll.scroll(to: CGPoint(x: 0, y: 500_000 * 16))
        let first = renderer.terminalImage?.plainText.split(separator: "\n").first.map(String.init)
        #expect(first?.hasPrefix("│ Row 499999") == true)
    }
}
