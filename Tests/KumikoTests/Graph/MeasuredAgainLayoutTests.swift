import Foundation
import Observation
import Testing
import Kumiko
@testable import KumikoCore

/// A text whose words change is measured again at the proposals its container measured it at; when every answer
/// is the one it gave before, only the text is laid out again, where it is (`ViewGraph.setNeedsLayout(measuringAgain:)`),
/// and a body that ran again to the same child nodes changes nothing above them (`ViewNode.reevaluate()`). Each test
/// turns the graph's debug check off (which lays the whole tree out after each layout of regions), so that the
/// layout of the text alone is what draws, compares that drawing with a layout of the whole tree, and counts the
/// whole layouts (`ViewGraph.wholeLayoutCount`).
@MainActor
@Suite struct MeasuredAgainLayoutTests {
    @Observable
    final class Status {
        var count = 7
        var spacing: CGFloat = 0
    }

    /// A list with a status line under it, as an app shows a count or the row under the cursor.
    struct Screen: View {
        let status: Status
        @State private var selection: Int? = 0
        var body: some View {
            VStack(alignment: .leading, spacing: status.spacing) {
                List(0..<100, id: \.self, selection: $selection) { index in
                    Text("Row \(index)")
                }
                Text("count \(status.count), row \(selection.map(String.init) ?? "-")")
            }
        }
    }

    private static let phone = PartialLayoutChecking.phone

    /// A graph of the view, laid out whole once, its partial layouts unchecked.
    private func screen(_ status: Status) -> ViewGraph {
        PartialLayoutChecking.uncheckedGraph(of: Screen(status: status))
    }

    private func drawing(_ graph: ViewGraph) -> [String] { PartialLayoutChecking.drawing(graph) }
    private func wholeDrawing(_ graph: ViewGraph) -> [String] { PartialLayoutChecking.wholeDrawing(graph) }

    /// Whether the graph draws a text line with exactly `text`.
    private func draws(_ text: String, in graph: ViewGraph) -> Bool {
        graph.displayList().entries.contains { entry in
            if case .text(let drawing) = entry.item { return drawing.lines.contains { $0.segments.map(\.text).joined() == text } }
            return false
        }
    }

    @Test func aCountOfTheSameWidthLaysOutTheTextAlone() {
        let status = Status()
        let graph = screen(status)
        let whole = graph.wholeLayoutCount
        // 7 and 8 have the same advance in DejaVu Sans (every digit does): the line measures as it did.
        status.count = 8
        graph.settle(proposal: Self.phone)
        #expect(graph.wholeLayoutCount == whole)
        #expect(draws("count 8, row 0", in: graph))
        #expect(!draws("count 7, row 0", in: graph))
        let regional = drawing(graph)
        #expect(regional == wholeDrawing(graph))
        #expect(graph.wholeLayoutCount == whole + 1)
    }

    @Test func aCursorMoveShownInAStatusLineLaysOutNoWholeTree() {
        let graph = screen(Status())
        // The selection moves, the body showing it runs again to the same stack and list: the two rows' chrome and
        // the status line are laid out again, nothing else.
        expectSecondDownLaysOutNoWholeTree(graph, showing: "count 7, row 1", then: "count 7, row 2")
    }

    /// Sends Down twice: the first focuses the list and shows its cursor (a whole layout) and the status line
    /// `first`; the second moves the selection, shown as `second`, with no layout of the whole tree, drawing what a
    /// whole layout draws.
    private func expectSecondDownLaysOutNoWholeTree(_ graph: ViewGraph, showing first: String, then second: String) {
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        #expect(draws(first, in: graph))
        let whole = graph.wholeLayoutCount
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        #expect(graph.wholeLayoutCount == whole)
        #expect(draws(second, in: graph))
        let regional = drawing(graph)
        #expect(regional == wholeDrawing(graph))
    }

    @Test func aTextMeasuringOtherwiseLaysOutTheWholeTree() {
        let status = Status()
        let graph = screen(status)
        let whole = graph.wholeLayoutCount
        // Wider: its stack may be wider, and would place it elsewhere under a centre alignment.
        status.count = 70_000
        graph.settle(proposal: Self.phone)
        #expect(graph.wholeLayoutCount == whole + 1)
        #expect(draws("count 70000, row 0", in: graph))
        let laidOut = drawing(graph)
        #expect(laidOut == wholeDrawing(graph))
    }

    @Test func aStackWithAnotherSpacingLaysOutTheWholeTree() {
        let status = Status()
        let graph = screen(status)
        let whole = graph.wholeLayoutCount
        let before = drawing(graph)
        // The body runs again to the same child nodes, but the stack's layout is another.
        status.spacing = 20
        graph.settle(proposal: Self.phone)
        #expect(graph.wholeLayoutCount == whole + 1)
        let laidOut = drawing(graph)
        #expect(laidOut != before)
        #expect(laidOut == wholeDrawing(graph))
    }

    /// A list whose rows show the selection in their own words (the row's content closure reads it).
    struct MarkedRows: View {
        @State private var selection: Int? = 0
        var body: some View {
            List(selection: $selection) {
                ForEach(0..<50, id: \.self) { index in
                    Text(index == selection ? "Row \(index) selected" : "Row \(index)")
                }
            }
        }
    }

    @Test func rowsThatShowTheSelectionInTheirWordsShowItWhereItMoved() {
        let graph = PartialLayoutChecking.uncheckedGraph(of: MarkedRows())
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        // The body ran again to the same list and `ForEach`: the rows built were brought up to date before the layout.
        #expect(draws("Row 2 selected", in: graph))
        #expect(draws("Row 1", in: graph))
        #expect(!draws("Row 1 selected", in: graph))
        let regional = drawing(graph)
        #expect(regional == wholeDrawing(graph))
    }

    /// The list of `Screen` inside an `if` and under `refreshable`, as the Staff Directory's sidebar is: the body runs
    /// again on each selection move, makes the same branch (compared as its view is) and a new refresh closure (kept
    /// in the modifier's one `RefreshAction`, so the environment under it stays the same).
    struct RefreshableScreen: View {
        let status: Status
        @State private var selection: Int? = 0
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                if status.count >= 0 {
                    List(0..<100, id: \.self, selection: $selection) { index in
                        Text("Row \(index)")
                    }
                    .refreshable { @MainActor in status.count += 1 }
                }
                Text("row \(selection.map(String.init) ?? "-")")
            }
        }
    }

    @Test func aCursorMoveInARefreshableListInsideAnIfLaysOutNoWholeTree() {
        let graph = PartialLayoutChecking.uncheckedGraph(of: RefreshableScreen(status: Status()))
        expectSecondDownLaysOutNoWholeTree(graph, showing: "row 1", then: "row 2")
    }
}
