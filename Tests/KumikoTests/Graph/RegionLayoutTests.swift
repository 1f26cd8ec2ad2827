import Foundation
import Observation
import Testing
import Kumiko
@testable import KumikoCore

/// A change that moves or restyles nothing outside one element lays out only what is inside it
/// (`ViewGraph.setNeedsLayout(inside:)`): a list's keyboard cursor moving between rows, a scroll view scrolled.
/// Each test turns the graph's debug check off (which lays the whole tree out after each such layout), so that
/// the layout of the region alone is what draws, then compares its drawing with a layout of the whole tree, and
/// counts the whole layouts (`ViewGraph.wholeLayoutCount`).
@MainActor
@Suite struct RegionLayoutTests {
    @Observable
    final class Model {
        var names = (0..<200).map { "Person \($0)" }
    }

    struct Directory: View {
        let model: Model
        var body: some View {
            NavigationStack {
                List {
                    Section(header: Text("Everyone")) {
                        ForEach(model.names, id: \.self) { name in
                            VStack(alignment: .leading) {
                                Text(name)
                                Text("(408) 555-0100").font(.subheadline)
                            }
                        }
                    }
                }
                .navigationTitle("Directory")
            }
        }
    }

    private static let phone = PartialLayoutChecking.phone

    /// A graph of the view, laid out whole once, its partial layouts unchecked.
    private func directory(_ model: Model = Model()) -> ViewGraph {
        PartialLayoutChecking.uncheckedGraph(of: Directory(model: model))
    }

    private func drawing(_ graph: ViewGraph) -> [String] { PartialLayoutChecking.drawing(graph) }
    private func wholeDrawing(_ graph: ViewGraph) -> [String] { PartialLayoutChecking.wholeDrawing(graph) }

    /// Where the row cursor is drawn, top edges.
    private func cursorTops(_ graph: ViewGraph) -> [CGFloat] {
        graph.displayList().chrome.filter { if case .rowCursor = $0.kind { true } else { false } }.map(\.frame.minY)
    }

    @Test func aCursorMoveLaysOutTheListRowsAlone() throws {
        let graph = directory()
        // The first Down focuses the list and shows its cursor (a whole layout).
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        let whole = graph.wholeLayoutCount
        let first = try #require(cursorTops(graph).first)
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        #expect(graph.wholeLayoutCount == whole)
        // One row further down, the cursor drawn once.
        let second = cursorTops(graph)
        #expect(second.count == 1)
        #expect(try #require(second.first) > first)
        let regional = drawing(graph)
        #expect(regional == wholeDrawing(graph))
        #expect(graph.wholeLayoutCount == whole + 1)
    }

    /// The runs of a display list that hold the entry drawing `text`: (appended as drawn before, the run's length).
    private func runs(holding text: String, in list: DisplayList) -> [(kept: Bool, length: Int)] {
        guard let index = list.entries.firstIndex(where: { entry in
            if case .text(let drawing) = entry.item { return drawing.lines.contains { $0.segments.contains { $0.text == text } } }
            return false
        }) else { return [] }
        return list.runs.filter { $0.isIntact && $0.range.contains(index) }.map { ($0.kept, $0.range.count) }
    }

    @Test func aCursorMoveDrawsTheTwoRowsAndWhatHoldsThemAlone() throws {
        let graph = directory()
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        _ = drawing(graph)
        // From the first row to the second: those two rows draw again; every other element, the navigation bar's
        // title and the other rows among them, appends what it drew in the frame before.
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        let list = graph.displayList(describingAccessibility: true, scrollingNatively: true)
        let title = runs(holding: "Directory", in: list)
        #expect(title.contains { $0.kept })
        for untouched in ["Person 2", "Person 3", "Person 9"] {
            // The row's own run (its content, a row that keeps its layout) is kept, and nothing under it drew.
            #expect(runs(holding: untouched, in: list).contains { $0.kept }, "\(untouched)")
        }
        for touched in ["Person 0", "Person 1"] {
            // The row's chrome (where the cursor is drawn) drew again; its content, placed as it was, is kept.
            let held = runs(holding: touched, in: list)
            #expect(held.contains { !$0.kept }, "\(touched)")
        }
        // What the frame drew is what a layout of the whole tree draws. After that layout the bar draws again (it
        // was placed); rows placed where they were, as they were, keep their drawing.
        graph.setNeedsLayout()
        graph.settle(proposal: Self.phone)
        let whole = graph.displayList(describingAccessibility: true, scrollingNatively: true)
        #expect(list.entries.map { "\($0.owner?.rawValue ?? 0) \($0.item)" } == whole.entries.map { "\($0.owner?.rawValue ?? 0) \($0.item)" })
        #expect(!runs(holding: "Directory", in: whole).isEmpty)
        #expect(runs(holding: "Directory", in: whole).allSatisfy { !$0.kept })
        #expect(runs(holding: "Person 9", in: whole).contains { $0.kept })
    }

    /// The top of the text that draws `text`, and the runs holding it.
    private func textTop(_ text: String, in list: DisplayList) -> (top: CGFloat, runs: [DrawnRun])? {
        guard let index = list.entries.firstIndex(where: { entry in
            if case .text(let drawing) = entry.item { return drawing.lines.contains { $0.segments.contains { $0.text == text } } }
            return false
        }), case .text(let drawing) = list.entries[index].item else { return nil }
        return (drawing.frame.minY, list.runs.filter { $0.isIntact && $0.range.contains(index) })
    }

    @Test func aRowMovedByAScrollAppendsItsDrawingMoved() throws {
        let graph = directory()
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        // Down until the list scrolls, and on: a row in view before and after appends what it drew, moved as far as
        // it moved, so that where the text is less how far its run moved is where it was drawn, frame after frame.
        var moved = 0
        var drawnAt: [UInt64: CGFloat] = [:]
        var list = graph.displayList(describingAccessibility: true, scrollingNatively: true)
        for _ in 0..<40 {
            let before = try #require(textTop("Person 12", in: list))
            #expect(graph.sendKey(KeyPress(key: .downArrow)))
            graph.settle(proposal: Self.phone)
            list = graph.displayList(describingAccessibility: true, scrollingNatively: true)
            // Until the row leaves the view.
            guard let after = textTop("Person 12", in: list) else { break }
            guard after.top != before.top else { continue }
            let movedRuns = after.runs.filter { $0.kept && $0.translation != .zero }
            if !movedRuns.isEmpty { moved += 1 }
            for run in movedRuns {
                let origin = after.top - run.translation.height
                if let earlier = drawnAt[run.version] { #expect(earlier == origin) }
                drawnAt[run.version] = origin
            }
        }
        #expect(moved > 3)
        #expect(list.entries.map { "\($0.owner?.rawValue ?? 0) \($0.item)" } == wholeDrawing(graph))
    }

    @Test func aCursorThatScrollsTheListLaysOutTheListAlone() {
        let graph = directory()
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        let whole = graph.wholeLayoutCount
        let before = drawing(graph)
        // Far past the rows in view: the list scrolls under the cursor, and rows are built as they come in.
        for _ in 0..<39 {
            #expect(graph.sendKey(KeyPress(key: .downArrow)))
            graph.settle(proposal: Self.phone)
        }
        let regional = drawing(graph)
        #expect(regional != before)
        #expect(regional.contains { $0.contains("Person 40") })
        #expect(regional == wholeDrawing(graph))
        // A row measured at another length than estimated changes the list's length as it comes in, which asks
        // for a whole layout (2 of these 39 moves); the others lay out the list's scrolled frame alone.
        #expect(graph.wholeLayoutCount - whole < 5)
    }

    @Test func aChangedNodeOrWindowLaysOutTheWholeTree() {
        let model = Model()
        let graph = directory(model)
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        var whole = graph.wholeLayoutCount
        // A row's data changes as the cursor moves: the row's node is evaluated again.
        model.names[3] = "Someone Else"
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: Self.phone)
        #expect(graph.wholeLayoutCount == whole + 1)
        #expect(drawing(graph).contains { $0.contains("Someone Else") })
        // Another window size.
        whole = graph.wholeLayoutCount
        #expect(graph.sendKey(KeyPress(key: .downArrow)))
        graph.settle(proposal: ProposedViewSize(width: 600, height: 844))
        #expect(graph.wholeLayoutCount == whole + 1)
    }
}
