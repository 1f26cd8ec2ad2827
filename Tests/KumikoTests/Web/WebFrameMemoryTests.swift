import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Observation
import Testing

/// A session's frames copy the JSON of the items that did not change since its previous frame
/// (`WebFrameEncoder.Memory`): what they send must be exactly what writing every item afresh gives.
@MainActor
@Suite struct WebFrameMemoryTests {
    @Observable final class Model {
        var names = ["Juan Chavez", "Mei Chen", "Emily Adams", "안은지", "Hannah Allen", "Richard Allen"]
        var selection: String? = "Mei Chen"
        var accent = false
    }

    struct People: View {
        let model: Model
        var body: some View {
            List(model.names, id: \.self, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { name in
                HStack {
                    Circle().fill(name == "Emily Adams" && model.accent ? Color.red : Color.blue).frame(width: 8, height: 8)
                    Text(name)
                    Spacer()
                    Text("\(name.count)").foregroundStyle(.secondary)
                }
            }
        }
    }

    private static let size = CGSize(width: 390, height: 844)

    /// The graph's frame: the items written with the memory, and the same frame written afresh.
    private static func frame(of graph: ViewGraph, memory: inout WebFrameEncoder.Memory) -> (kept: [String], fresh: [String]) {
        graph.settle(proposal: ProposedViewSize(width: size.width, height: size.height))
        return (WebFrameEncoder.items(of: graph, memory: &memory), WebFrameEncoder.items(of: graph))
    }

    /// The text, shape and chrome items and the accessibility elements of the graph's display list, drawn by a node
    /// (those the memory copies when unchanged).
    private static func reusableItemCount(of graph: ViewGraph) -> Int {
        graph.displayList(describingAccessibility: true, scrollingNatively: true, editingTextNatively: true).entries
            .filter { entry in
                guard entry.owner != nil else { return false }
                switch entry.item {
                case .text, .shape, .chrome, .beginAccessibilityElement: return true
                default: return false
                }
            }.count
    }

    @Test func framesWrittenWithTheMemoryEqualFramesWrittenAfresh() {
        let model = Model()
        let graph = ViewGraph(root: People(model: model), environment: .web(.points))
        var memory = WebFrameEncoder.Memory()
        let changes: [(String, () -> Void)] = [
            ("nothing", {}),
            ("select another row", { model.selection = "안은지" }),
            ("colour one shape", { model.accent = true }),
            ("rename a row", { model.names[1] = "Mei Chen-Li" }),
            ("remove a row", { model.names.remove(at: 0) }),
            ("insert a row", { model.names.insert("Zoë Ångström", at: 2) }),
            ("deselect", { model.selection = nil }),
        ]
        let first = Self.frame(of: graph, memory: &memory)
        #expect(first.kept == first.fresh)
        #expect(memory.copiedItems == 0)
        for (name, change) in changes {
            change()
            let frame = Self.frame(of: graph, memory: &memory)
            #expect(frame.kept == frame.fresh, "after: \(name)")
        }
    }

    /// A list longer than the window, with a section header pinned at the top as it scrolls.
    struct Roster: View {
        var body: some View {
            List {
                Section("Everyone") {
                    ForEach(0..<60, id: \.self) { index in
                        HStack {
                            Circle().fill(Color.blue).frame(width: 8, height: 8)
                            Text("Person \(index)")
                        }
                    }
                }
            }
            .listStyle(.plain)
        }
    }

    /// Items in a scroll region are written where they are in its content, so a scroll (a key moving the cursor
    /// past the window's edge) copies them: frames written with the memory equal frames written afresh, and the
    /// scrolled frame writes anew only what the scroll changed (the region's offset, the cursor's rows).
    @Test func aScrolledListCopiesItsRowsAndWritesThemAsAfresh() throws {
        let graph = ViewGraph(root: Roster(), environment: .web(.points))
        var memory = WebFrameEncoder.Memory()
        let first = Self.frame(of: graph, memory: &memory)
        #expect(first.kept == first.fresh)
        var scrolled = 0
        var previous = first.kept
        for _ in 0..<24 {
            #expect(graph.sendKey(KeyPress(key: .downArrow)))
            let frame = Self.frame(of: graph, memory: &memory)
            #expect(frame.kept == frame.fresh)
            let region = try #require(frame.kept.first { $0.contains(#""k":"scroll""#) })
            let before = try #require(previous.first { $0.contains(#""k":"scroll""#) })
            if region != before {
                scrolled += 1
                // Of the frame's items only these are new: the region's own, the list's and the two cursor rows'
                // accessibility elements, the cursor, the row coming into view (its element, separator, dot and
                // text) and the pinned header, which moves in the content as it stays at the top (its erased band,
                // element and text). No row already in view is written again.
                let new = frame.kept.filter { !previous.contains($0) }
                #expect(new.count <= 12, "\(new)")
                #expect(new.filter { $0.contains("Person ") }.count <= 1, "\(new)")
            }
            previous = frame.kept
        }
        #expect(scrolled > 5)
    }

    /// Elements that draw as they drew in the frame before append that drawing as a run (`DrawnRun`), and the
    /// memory copies what it wrote for the run whole: with the graph's debug check off (which would draw them
    /// again), frames written so equal frames written afresh as the cursor moves among the rows in view and as it
    /// scrolls the list; a cursor move that does not scroll copies every run kept but one, the content of the row
    /// the cursor comes to (which the frame before copied with its row, as one run).
    @Test func runsDrawnAsBeforeAreCopiedWhole() throws {
        let graph = ViewGraph(root: Roster(), environment: .web(.points))
        graph.checksKeptLayouts = false
        let window = ProposedViewSize(width: Self.size.width, height: Self.size.height)
        var memory = WebFrameEncoder.Memory()
        graph.settle(proposal: window)
        var previous = WebFrameEncoder.encoded(WebFrameEncoder.displayList(of: graph), memory: &memory).items
        var moves = 0, scrolls = 0
        for press in 1...30 {
            #expect(graph.sendKey(KeyPress(key: .downArrow)))
            graph.settle(proposal: window)
            let list = WebFrameEncoder.displayList(of: graph)
            let written = WebFrameEncoder.encoded(list, memory: &memory).items
            #expect(written == WebFrameEncoder.encoded(list).items, "after Down \(press)")
            let region = written.first { $0.contains(#""k":"scroll""#) }
            let scrolled = region != previous.first { $0.contains(#""k":"scroll""#) }
            let kept = list.runs.filter { $0.kept && $0.isIntact }.count
            // The first Down shows the cursor (a whole layout); the second is the first whose frame before kept runs.
            if press > 2, !scrolled {
                moves += 1
                #expect(kept > 20)
                #expect(memory.copiedRuns == kept - 1, "after Down \(press)")
            }
            if scrolled { scrolls += 1 }
            previous = written
        }
        #expect(moves > 10)
        #expect(scrolls > 5)
    }

    @Observable final class Choice { var mode = "List" }

    /// A segmented control's items are written with the control as a whole (its track, its thumb, the separators
    /// beside the thumb dropped): frames written with the memory equal frames written afresh as the choice moves.
    @Test func aSegmentedControlIsWrittenAsAWhole() {
        struct Modes: View {
            let choice: Choice
            var body: some View {
                Picker("Mode", selection: Binding(get: { choice.mode }, set: { choice.mode = $0 })) {
                    ForEach(["List", "A–Z", "Table"], id: \.self) { Text($0).tag($0) }
                }
                .pickerStyle(.segmented)
            }
        }
        let choice = Choice()
        let graph = ViewGraph(root: Modes(choice: choice), environment: .web(.points))
        var memory = WebFrameEncoder.Memory()
        for mode in ["List", "A–Z", "Table", "Table", "List"] {
            choice.mode = mode
            let frame = Self.frame(of: graph, memory: &memory)
            #expect(frame.kept == frame.fresh, "with \(mode) chosen")
            #expect(frame.kept.filter { $0.contains("segmentThumb") }.count == 1)
        }
    }

    @Test func anUnchangedFrameCopiesEveryItemAndAChangeCopiesTheRest() {
        let model = Model()
        let graph = ViewGraph(root: People(model: model), environment: .web(.points))
        var memory = WebFrameEncoder.Memory()
        _ = Self.frame(of: graph, memory: &memory)
        _ = Self.frame(of: graph, memory: &memory)
        let reusable = Self.reusableItemCount(of: graph)
        #expect(reusable > 20)
        #expect(memory.copiedItems == reusable)
        // One circle changes colour: every other item is copied (its row's element too: it has the same frame).
        model.accent = true
        _ = Self.frame(of: graph, memory: &memory)
        #expect(Self.reusableItemCount(of: graph) == reusable)
        #expect(memory.copiedItems == reusable - 1)
    }
}
