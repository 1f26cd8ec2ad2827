import Foundation
import Testing
import Kumiko
@testable import KumikoCore

/// A graph that defers the rows ahead (`ViewGraph.defersRowsAhead`, the browser's sessions) builds a lazy list's
/// rows in view in each frame and leaves the overscan rows it has not built for `buildRowsAhead()`, which the
/// backend calls when idle: a frame then shows what a graph that builds every row at once shows.
@MainActor
@Suite struct RowsAheadTests {
    /// The rows whose bodies ran, by index.
    final class Built {
        var rows: Set<Int> = []
    }

    struct Row: View {
        let index: Int
        let built: Built
        var body: some View {
            let _ = built.rows.insert(index)
            Text("Row \(index)")
        }
    }

    struct Rows: View {
        let built: Built
        var body: some View {
            List(0..<1_000, id: \.self) { index in Row(index: index, built: built) }
        }
    }

    private static let phone = ProposedViewSize(width: 390, height: 844)

    /// A graph of `Rows` on the headless points platform, settled at a phone's size.
    private func rows(deferring: Bool, built: Built = Built()) -> ViewGraph {
        var environment = EnvironmentValues()
        environment.platform = .headlessPoints
        let graph = ViewGraph(root: Rows(built: built), environment: environment)
        graph.defersRowsAhead = deferring
        graph.settle(proposal: Self.phone)
        return graph
    }

    /// The rows drawn, by index, with the top of their text.
    private func drawnRows(_ graph: ViewGraph) -> [(row: Int, top: CGFloat)] {
        graph.displayList().entries.compactMap { entry in
            guard case .text(let drawing) = entry.item, let line = drawing.lines.first else { return nil }
            let text = line.segments.map(\.text).joined()
            guard text.hasPrefix("Row "), let row = Int(text.dropFirst(4)) else { return nil }
            return (row, drawing.frame.minY)
        }
    }

    @Test func aFrameBuildsTheRowsInViewAndLeavesTheOverscanForIdleTime() throws {
        let eager = drawnRows(rows(deferring: false))
        let built = Built()
        let graph = rows(deferring: true, built: built)
        let first = drawnRows(graph)
        // Rows of 44 pt (the minimum list row height) from the top: 844 / 44 = 19.2, so rows 0 to 19 are in the
        // window. The eager graph draws the overscan below too (LazyStackElement.overscanRows, 4: rows 20 to 23);
        // the deferring graph draws the rows in view only.
        #expect(eager.map(\.row) == Array(0..<24))
        #expect(first.map(\.row) == Array(0..<20))
        #expect(built.rows == Set(first.map(\.row)))
        #expect(graph.hasRowsAheadToBuild)
        // Idle: the rows ahead are built, and the frame is the eager graph's.
        #expect(graph.buildRowsAhead())
        graph.settle(proposal: Self.phone)
        #expect(drawnRows(graph).map(\.row) == eager.map(\.row))
        #expect(built.rows == Set(eager.map(\.row)))
        #expect(!graph.hasRowsAheadToBuild)
        #expect(!graph.buildRowsAhead())
    }

    @Test func aScrollBuildsNoRowInItsOwnFrameWhileTheOverscanHoldsTheRowsComingIntoView() throws {
        let built = Built()
        let graph = rows(deferring: true, built: built)
        graph.buildRowsAhead()
        graph.settle(proposal: Self.phone)
        let before = built.rows
        let lastBefore = try #require(drawnRows(graph).last?.row)
        // A wheel scroll of one row (44 pt, the minimum list row height): the row coming into view was in the
        // overscan, built already; the frame builds nothing and draws one row fewer below than the eager graph.
        graph.sendScroll(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 44))
        graph.settle(proposal: Self.phone)
        #expect(built.rows == before)
        #expect(drawnRows(graph).last?.row == lastBefore)
        #expect(graph.hasRowsAheadToBuild)
        // Idle: the one row now in the overscan is built.
        #expect(graph.buildRowsAhead())
        graph.settle(proposal: Self.phone)
        #expect(built.rows.subtracting(before) == [lastBefore + 1])
        #expect(drawnRows(graph).last?.row == lastBefore + 1)
    }
}
