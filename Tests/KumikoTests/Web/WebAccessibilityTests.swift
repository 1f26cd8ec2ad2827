import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// The accessibility tree the page gets: ARIA roles and states from the view tree, around the items that draw
/// each element (WAI-ARIA 1.2: list/listitem, grid/row/columnheader/gridcell, tablist/tab, dialog, heading).
@MainActor
@Suite struct WebAccessibilityTests {
    /// The frame's items for `view` at `size`, with the graph drawn describing accessibility as a session draws it.
    private func items(of view: some View, size: CGSize = CGSize(width: 390, height: 844)) throws -> [JSONValue] {
        try WebFrames.items(of: view, size: size, describingAccessibility: true)
    }

    /// The accessibility elements in order: each one's attributes.
    private func elements(_ items: [JSONValue]) -> [[String: String]] {
        items.filter { $0.kind == "ax" }.map { item in
            guard case .object(let attributes)? = item["a"] else { return [:] }
            return attributes.compactMapValues(\.string)
        }
    }

    @Test func aListIsAListOfItemsThatKnowTheirPlaceAmongAllRows() throws {
        struct Rows: View {
            @State var selection: Int? = 1
            var body: some View {
                List(0..<100_000, id: \.self, selection: $selection) { Text("Row \($0)") }
            }
        }
        let found = elements(try items(of: Rows()))
        #expect(found.first == ["role": "list"])
        let rows = found.filter { $0["role"] == "listitem" }
        // Only the rows in view (and the overscan) are in the page, each with its place among all 100,000.
        #expect(rows.count < 40)
        #expect(rows.prefix(2) == [
            ["role": "listitem", "aria-selected": "false", "aria-posinset": "1", "aria-setsize": "100000"],
            ["role": "listitem", "aria-selected": "true", "aria-posinset": "2", "aria-setsize": "100000"],
        ])
    }

    @Test func eachElementHoldsTheItemsThatDrawIt() throws {
        let list = try items(of: List { Text("Alpha"); Text("Beta").accessibilityLabel("Second") })
        let open = try #require(list.firstIndex { $0["a"]?["aria-label"]?.string == "Second" })
        let close = try #require(list[open...].firstIndex { $0.kind == "/ax" })
        #expect(list[open..<close].filter { $0.kind == "t" }.map(\.text) == ["Beta"])
        // The element is placed at the union of its items' frames.
        let text = try #require(list[open..<close].first { $0.kind == "t" })
        #expect((list[open]["y"]?.double ?? .nan) <= (text["y"]?.double ?? -1))
        #expect((list[open]["h"]?.double ?? 0) >= (text["h"]?.double ?? .infinity))
        // Every element is closed.
        #expect(list.filter { $0.kind == "ax" }.count == list.filter { $0.kind == "/ax" }.count)
    }

    @Test func sectionHeadersAndNavigationTitlesAreHeadings() throws {
        let found = elements(try items(of: NavigationStack {
            List { Section("Sales") { Text("Juan Chavez") } }.navigationTitle("Staff")
        }))
        #expect(found.map { $0["role"] ?? "" } == ["navigation", "heading", "list", "heading", "listitem"])
        #expect(found[1]["aria-level"] == "2")
    }

    @Test func aTableIsAGridWithSortedColumnHeaders() throws {
        struct Person: Identifiable { let id: Int; let name: String; let city: String }
        struct People: View {
            @State var order = [KeyPathComparator(\Person.city, order: .reverse)]
            let people = [Person(id: 1, name: "Ana", city: "Oslo"), Person(id: 2, name: "Bo", city: "Lima")]
            var body: some View {
                Table(people, sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("City", value: \.city)
                }
            }
        }
        let found = elements(try items(of: People(), size: CGSize(width: 1000, height: 600)))
        #expect(found.first == ["role": "grid", "aria-rowcount": "3"])
        #expect(found.filter { $0["role"] == "columnheader" } == [["role": "columnheader"], ["role": "columnheader", "aria-sort": "descending"]])
        #expect(found.filter { $0["role"] == "row" }.compactMap { $0["aria-rowindex"] } == ["2", "3"])
        #expect(found.filter { $0["role"] == "gridcell" }.count == 4)
    }

    @Test func aTabBarIsATabListWithTheCurrentTabSelected() throws {
        let found = elements(try items(of: TabView {
            Text("One").tabItem { Text("First") }
            Text("Two").tabItem { Text("Second") }
        }))
        #expect(found == [
            ["role": "tablist"],
            ["role": "tab", "aria-label": "First", "aria-selected": "true"],
            ["role": "tab", "aria-label": "Second", "aria-selected": "false"],
        ])
    }

    @Test func anAlertIsAModalDialogWithButtons() throws {
        let found = elements(try items(of: Text("Behind").alert("Delete?", isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        }))
        let dialog = try #require(found.firstIndex { $0["role"] == "dialog" })
        #expect(found[dialog] == ["role": "dialog", "aria-modal": "true"])
        #expect(found[dialog...].contains { $0["role"] == "button" })
    }

    @Test func theTerminalIsNotSentAccessibilityItems() {
        let graph = ViewGraph(root: List { Text("Alpha") }, environment: .web(.points))
        graph.settle(proposal: ProposedViewSize(width: 390, height: 844))
        #expect(!graph.displayList().items.contains { if case .beginAccessibilityElement = $0 { true } else { false } })
    }
}
