import Foundation
import Observation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// List and lazy stack rows keep their sizes, placement and drawing across layout passes while nothing they lay
/// out changed (`LayoutElement.keepsLayoutAcrossPasses`). Each test turns the graph's debug check of kept layouts
/// off, so that the kept layouts and drawings are really used, changes one input of some rows (an `@Observable` value, a row's
/// `@State`, a row's view value, the width, the environment, edit mode), and compares the next frame with the
/// same views drawn by a fresh graph: a kept layout that went stale would draw a row at its old height or text
/// at its old width.
@MainActor
@Suite struct KeptRowLayoutTests {
    @Observable
    final class Item: Identifiable {
        let id: Int
        var name: String
        init(id: Int, name: String) {
            self.id = id
            self.name = name
        }
    }

    @Observable
    final class Model {
        var items: [Item]
        var selection: Int?
        init(count: Int) { items = (0..<count).map { Item(id: $0, name: "Person \($0)") } }
    }

    /// A row reading its item in its own body: a name that wraps when long, and a line under it.
    struct ItemRow: View {
        let item: Item
        var body: some View {
            VStack(alignment: .leading, spacing: 3) {
                Text(item.name).font(.headline)
                HStack(spacing: 3) {
                    Image(systemName: "phone")
                    Text("(408) 555-\(1000 + item.id)")
                }
                .font(.subheadline)
            }
        }
    }

    /// A selectable sectioned list of `ItemRow`s, as the staff directory's.
    struct Directory: View {
        let model: Model
        var body: some View {
            List(selection: Binding(get: { model.selection }, set: { model.selection = $0 })) {
                Section(header: Text("Everyone")) {
                    ForEach(model.items) { item in ItemRow(item: item) }
                }
            }
        }
    }

    /// A graph on the headless points platform whose kept layouts are used, not checked.
    private func graph<V: View>(_ view: V, environment change: (inout EnvironmentValues) -> Void = { _ in }) -> ViewGraph {
        var environment = EnvironmentValues()
        environment.platform = .headlessPoints
        change(&environment)
        let graph = ViewGraph(root: view, environment: environment)
        graph.checksKeptLayouts = false
        return graph
    }

    /// What a frame shows: each text's lines and frame, each shape's bounds, each chrome's kind and frame. The
    /// scroll indicator is left out: its length follows the estimated length of the rows out of view, which
    /// remembers what rows measured when they were last in view (a graph's history, not a row's layout).
    private func drawing(_ graph: ViewGraph, _ proposal: ProposedViewSize) -> [String] {
        graph.settle(proposal: proposal)
        let list = graph.displayList()
        return list.texts.map { "text \($0.lineStrings) \($0.frame)" }
            + list.shapes.map { "shape \($0.path.boundingRect)" }
            + list.chrome.filter { if case .scrollIndicator = $0.kind { false } else { true } }.map { "chrome \($0.kind) \($0.frame)" }
    }

    /// The frame a fresh graph draws for `view` (nothing kept).
    private func fresh<V: View>(_ view: V, _ proposal: ProposedViewSize,
                                environment change: (inout EnvironmentValues) -> Void = { _ in }) -> [String] {
        drawing(graph(view, environment: change), proposal)
    }

    /// The frame of the text whose first line is `line`.
    private func frame(ofText line: String, in drawing: [String]) -> String? {
        drawing.first { $0.hasPrefix("text [\"\(line)\"") || $0.hasPrefix("text [\"\(line)\",") }
    }

    private static let size = ProposedViewSize(width: 320, height: 600)

    @Test func anObservedValueChangeLaysTheRowOutAgain() {
        let model = Model(count: 30)
        let view = Directory(model: model)
        let live = graph(view)
        let before = drawing(live, Self.size)
        model.selection = 2
        #expect(drawing(live, Self.size) != before)
        model.items[3].name = "Someone with a name long enough to wrap onto a second and a third line"
        let after = drawing(live, Self.size)
        #expect(after == fresh(view, Self.size))
        // The rows under it moved down.
        #expect(frame(ofText: "Person 4", in: after) != frame(ofText: "Person 4", in: before))
        model.items[3].name = "Short"
        #expect(drawing(live, Self.size) == fresh(view, Self.size))
    }

    /// A row whose `@State` a publisher changes.
    struct StatefulRow: View {
        let id: Int
        let grow: PassthroughSubject<Int, Never>
        @State private var lines = 1
        var body: some View {
            Text((1...lines).map { "Row \(id) line \($0)" }.joined(separator: "\n"))
                .onReceive(grow) { if $0 == id { lines += 1 } }
        }
    }

    struct StatefulRows: View {
        let grow: PassthroughSubject<Int, Never>
        var body: some View {
            List(0..<40, id: \.self) { StatefulRow(id: $0, grow: grow) }
        }
    }

    /// The same rows, the state written as a view value (for the fresh graph).
    struct GrownRows: View {
        let grown: [Int: Int]
        var body: some View {
            List(0..<40, id: \.self) { id in
                Text((1...(grown[id] ?? 1)).map { "Row \(id) line \($0)" }.joined(separator: "\n"))
            }
        }
    }

    @Test func aRowsStateChangeLaysItOutAgain() {
        let grow = PassthroughSubject<Int, Never>()
        let live = graph(StatefulRows(grow: grow))
        _ = drawing(live, Self.size)
        _ = drawing(live, Self.size)
        grow.send(2)
        grow.send(5)
        grow.send(5)
        #expect(drawing(live, Self.size) == fresh(GrownRows(grown: [2: 2, 5: 3]), Self.size))
    }

    /// Rows that are texts made from the root's data: a new root value changes the texts (leaf values) without
    /// any body of a row running again.
    struct TextRows: View {
        let names: [String]
        var body: some View {
            List(names.indices, id: \.self) { Text(names[$0]) }.listStyle(.plain)
        }
    }

    @Test func aNewLeafValueLaysTheRowOutAgain() {
        var names = (0..<30).map { "Row \($0)" }
        let live = graph(TextRows(names: names))
        _ = drawing(live, Self.size)
        _ = drawing(live, Self.size)
        names[4] = "A row whose text has become long enough to wrap onto more than one line"
        live.setRootView(TextRows(names: names))
        #expect(drawing(live, Self.size) == fresh(TextRows(names: names), Self.size))
    }

    /// A directory whose second person's name wraps when less room is left for it, drawn twice in a live graph
    /// (the second frame keeps every row's layout).
    private func directoryWithLongName(_ name: String) -> (view: Directory, live: ViewGraph) {
        let model = Model(count: 30)
        model.items[1].name = name
        let view = Directory(model: model)
        let live = graph(view)
        _ = drawing(live, Self.size)
        _ = drawing(live, Self.size)
        return (view, live)
    }

    @Test func aNewWidthLaysRowsOutAgain() {
        let (view, live) = directoryWithLongName("A name that fits in a wide window but wraps in a narrow one")
        let narrow = ProposedViewSize(width: 200, height: 600)
        #expect(drawing(live, narrow) == fresh(view, narrow))
        #expect(drawing(live, Self.size) == fresh(view, Self.size))
    }

    @Test func aNewEnvironmentLaysRowsOutAgain() {
        let model = Model(count: 30)
        let view = Directory(model: model)
        let live = graph(view)
        _ = drawing(live, Self.size)
        _ = drawing(live, Self.size)
        live.updateEnvironment { $0.font = .largeTitle }
        #expect(drawing(live, Self.size) == fresh(view, Self.size) { $0.font = .largeTitle })
        // Rows whose own fonts win are laid out in them; the others' text grew.
        live.updateEnvironment { $0.font = nil; $0.colorScheme = .dark }
        #expect(drawing(live, Self.size) == fresh(view, Self.size) { $0.colorScheme = .dark })
    }

    @Test func editModeLaysRowsOutAgain() {
        let (view, live) = directoryWithLongName("A name just long enough to wrap once edit controls take room")
        live.updateEnvironment { $0.editMode = .constant(.active) }
        #expect(drawing(live, Self.size) == fresh(view, Self.size) { $0.editMode = .constant(.active) })
    }

    /// A row that reads its own size and place: never kept (a geometry reader builds its content while placed).
    struct MeasuringRows: View {
        var body: some View {
            List(0..<30, id: \.self) { id in
                GeometryReader { geometry in
                    Text("Row \(id) is \(Int(geometry.size.width)) wide at \(Int(geometry.frame(in: .global).minX))")
                }
                .frame(height: 20)
            }
        }
    }

    @Test func aGeometryReaderInARowFollowsTheWidth() {
        let live = graph(MeasuringRows())
        _ = drawing(live, Self.size)
        _ = drawing(live, Self.size)
        let narrow = ProposedViewSize(width: 240, height: 600)
        #expect(drawing(live, narrow) == fresh(MeasuringRows(), narrow))
    }

    /// Counts how often rows are measured: a layout in each row.
    typealias Counter = GraphTests.NestedGraphTests.Calls
    typealias CountingLayout = GraphTests.NestedGraphTests.CountingLayout

    struct CountedRows: View {
        let model: Model
        let counter: Counter
        var body: some View {
            List(model.items, selection: Binding(get: { model.selection }, set: { model.selection = $0 })) { item in
                CountingLayout(calls: counter) { Text(item.name) }
            }
        }
    }

    @Test func aSelectionMoveMeasuresNoRowAgain() {
        let model = Model(count: 100)
        let counter = Counter()
        let live = graph(CountedRows(model: model, counter: counter))
        _ = drawing(live, Self.size)
        _ = drawing(live, Self.size)
        counter.count = 0
        model.selection = 3
        let moved = drawing(live, Self.size)
        #expect(counter.count == 0)
        #expect(moved == fresh(CountedRows(model: model, counter: Counter()), Self.size))
        // A changed row is measured again.
        model.items[5].name = "Renamed"
        _ = drawing(live, Self.size)
        #expect(counter.count > 0)
    }
}
