import Foundation
import Observation
import Testing
@testable import Kumiko
@testable import KumikoCore
import KumikoTestSupport

/// `onMove` by drag: in edit mode a press on a row's reorder control (iOS's grabber at the row's trailing end)
/// picks the row up, and where the press ends the row goes, through its `ForEach`'s `onMove` with SwiftUI's
/// destination (the offset before which the row goes, in the old order), as iOS's List reorders rows.
@MainActor
@Suite struct ReorderDragTests {
    /// The fruits, reorderable in edit mode; the moves `onMove` was given, as (source, destination).
    @MainActor @Observable final class Fruits {
        var names = ["Apple", "Banana", "Cherry", "Damson"]
        var moves: [String] = []
    }

    struct Editable: View {
        let fruits: Fruits
        var editing = true
        var body: some View {
            List {
                ForEach(fruits.names, id: \.self) { Text($0) }
                    .onMove { source, destination in
                        fruits.moves.append("\(Array(source))→\(destination)")
                        fruits.names.move(fromOffsets: source, toOffset: destination)
                    }
            }
            .listStyle(.plain)
            .environment(\.editMode, .constant(editing ? .active : .inactive))
        }
    }

    private static let size = ProposedViewSize(width: 390, height: 600)

    private func settled(_ view: some View) -> ViewGraph {
        var platform = Platform.points
        platform.activatesOnRelease = true
        return headlessGraph(view, platform: platform, settledAt: Self.size)
    }

    /// The middle of row `name`'s reorder control, and of its text.
    private func points(of name: String, in graph: ViewGraph, sourceLocation: SourceLocation = #_sourceLocation) throws -> (grabber: CGPoint, text: CGPoint) {
        graph.settle(proposal: Self.size)
        let list = graph.displayList()
        let text = try #require(list.texts.first { $0.lineStrings.first == name }?.frame, "no \(name)", sourceLocation: sourceLocation)
        let grabber = try #require(list.chrome.first { $0.kind == .reorderControl && abs($0.frame.minY - text.minY) < 1 }?.frame,
                                   "no reorder control beside \(name)", sourceLocation: sourceLocation)
        return (CGPoint(x: grabber.midX, y: grabber.midY), CGPoint(x: text.midX, y: text.midY))
    }

    /// Drags from `start` to `end` in steps, as a pointer does, and releases there.
    private func drag(_ graph: ViewGraph, from start: CGPoint, to end: CGPoint) {
        graph.sendClick(at: start)
        for step in 1...4 {
            let fraction = CGFloat(step) / 4
            graph.sendDrag(from: start, to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        graph.sendDragEnd(from: start, at: end)
        graph.settle(proposal: Self.size)
    }

    @Test func draggingARowsGrabberDownMovesItBelowTheRowWhereThePressEnds() throws {
        let fruits = Fruits()
        let graph = settled(Editable(fruits: fruits))
        let apple = try points(of: "Apple", in: graph), cherry = try points(of: "Cherry", in: graph)
        drag(graph, from: apple.grabber, to: CGPoint(x: apple.grabber.x, y: cherry.grabber.y))
        // Apple (0) to Cherry's place: destination 3, before Damson in the old order.
        #expect(fruits.moves == ["[0]→3"])
        #expect(fruits.names == ["Banana", "Cherry", "Apple", "Damson"])
    }

    @Test func draggingUpMovesTheRowAboveAndPastTheListsTopToTheFirstPlace() throws {
        let fruits = Fruits()
        let graph = settled(Editable(fruits: fruits))
        let damson = try points(of: "Damson", in: graph), banana = try points(of: "Banana", in: graph)
        drag(graph, from: damson.grabber, to: CGPoint(x: damson.grabber.x, y: banana.grabber.y))
        #expect(fruits.names == ["Apple", "Damson", "Banana", "Cherry"])
        let cherry = try points(of: "Cherry", in: graph)
        drag(graph, from: cherry.grabber, to: CGPoint(x: cherry.grabber.x, y: -500))
        #expect(fruits.moves == ["[3]→1", "[3]→0"])
        #expect(fruits.names == ["Cherry", "Apple", "Damson", "Banana"])
    }

    @Test func aDragThatStartsOffTheGrabberOrOutsideEditModeMovesNothing() throws {
        let fruits = Fruits()
        let graph = settled(Editable(fruits: fruits))
        let apple = try points(of: "Apple", in: graph), cherry = try points(of: "Cherry", in: graph)
        // On the row's text: a scroll of the list, not a reorder.
        drag(graph, from: apple.text, to: cherry.text)
        #expect(fruits.moves.isEmpty)
        // Released on its own place: nothing moves either.
        drag(graph, from: apple.grabber, to: CGPoint(x: apple.grabber.x, y: apple.grabber.y + 3))
        #expect(fruits.moves.isEmpty)

        let still = Fruits()
        let notEditing = settled(Editable(fruits: still, editing: false))
        notEditing.settle(proposal: Self.size)
        #expect(notEditing.displayList().chrome.allSatisfy { $0.kind != .reorderControl })
        let row = try #require(notEditing.displayList().texts.first { $0.lineStrings.first == "Apple" }?.frame)
        // Where the grabber would be in edit mode.
        drag(notEditing, from: CGPoint(x: 390 - 19, y: row.midY), to: CGPoint(x: 390 - 19, y: row.midY + 150))
        #expect(still.moves.isEmpty)
    }

    @Test func aCancelledDragMovesNothing() throws {
        let fruits = Fruits()
        let graph = settled(Editable(fruits: fruits))
        let apple = try points(of: "Apple", in: graph), cherry = try points(of: "Cherry", in: graph)
        graph.sendClick(at: apple.grabber)
        graph.sendDrag(from: apple.grabber, to: cherry.grabber)
        graph.sendPointerCancel(from: apple.grabber)
        graph.sendDragEnd(from: apple.grabber, at: cherry.grabber)
        #expect(fruits.moves.isEmpty)
    }
}
